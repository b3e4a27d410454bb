/**
 * An error as Stripe reports it: an HTTP status and the body's `error` object.
 * The fake Stripe server sends it on the wire; the simulated provider turns
 * it into a PaymentProviderError keeping the code.
 */
export class CoreError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error',
    readonly code: string | null,
    message: string,
    readonly param: string | null = null,
  ) {
    super(message);
    this.name = 'CoreError';
  }

  toJSON() {
    return {
      error: { type: this.type, code: this.code, message: this.message, param: this.param },
    };
  }
}

export function resourceMissing(kind: string, id: string, param: string | null = 'id'): CoreError {
  return new CoreError(
    404,
    'invalid_request_error',
    'resource_missing',
    `No such ${kind}: '${id}'`,
    param,
  );
}

/** A reference in a create request to something that does not exist is a 400 at Stripe. */
export function missingReference(kind: string, id: string, param: string): CoreError {
  return new CoreError(
    400,
    'invalid_request_error',
    'resource_missing',
    `No such ${kind}: '${id}'`,
    param,
  );
}

export function invalidRequest(
  message: string,
  param: string | null = null,
  code: string | null = null,
) {
  return new CoreError(400, 'invalid_request_error', code, message, param);
}

/** An unknown id is a null, as the interface wants for a missing object. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof CoreError && error.status === 404) return null;
    throw error;
  }
}
