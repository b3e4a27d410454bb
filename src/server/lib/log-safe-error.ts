import { stdSerializers, type SerializedError } from 'pino';

/**
 * Where a database driver or the ORM keeps the values of a query: its bound
 * parameters, and PostgreSQL's `detail` ("Key (email)=(…) already exists").
 */
const PARAMETER_FIELDS = ['params', 'parameters', 'values', 'bindings', 'detail'];

/**
 * An error as the logs may keep it: the values of a failed query (a password
 * hash, an e-mail, a message) go, whether in a field or in the message text
 * ("Failed query: … params: …" from Drizzle); the query itself stays.
 */
export function logSafeError(error: Error): SerializedError {
  return scrub(stdSerializers.err(error), 0) as SerializedError;
}

function scrub(value: unknown, depth: number): unknown {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (PARAMETER_FIELDS.includes(key)) continue;
    if ((key === 'message' || key === 'stack') && typeof field === 'string') {
      out[key] = field.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [retirés]');
    } else {
      out[key] = typeof field === 'object' ? scrub(field, depth + 1) : field;
    }
  }
  return out;
}
