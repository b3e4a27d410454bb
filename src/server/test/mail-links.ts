/** The first link of a mail's text that starts with `prefix`. */
export function linkInText(text: string, prefix: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in: ${text}`);
  return link;
}

interface Injector {
  inject(options: {
    method: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: object;
  }): PromiseLike<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>;
}

/**
 * Follows a verification link as a browser does: the link lands on
 * /auth?verify=<token>, whose script posts the token with the browser's
 * session (`auth`, when it holds one). Answers the `verified` flag the page
 * shows, and the new access token when the server renewed this session.
 */
export async function followVerificationLink(
  app: Injector,
  path: string,
  auth?: { authorization: string },
): Promise<{ flag: string; accessToken?: string }> {
  const landing = await app.inject({ method: 'GET', url: path });
  const location = String(landing.headers.location);
  const token = new URL(location, 'http://x').searchParams.get('verify');
  if (token === null) return { flag: new URL(location, 'http://x').searchParams.get('verified')! };
  const res = await app.inject({
    method: 'POST',
    url: '/api/verify-email',
    payload: { token },
    ...(auth ? { headers: auth } : {}),
  });
  const body = res.json() as { outcome: 'verified' | 'already' | 'invalid'; accessToken?: string };
  const flag = { verified: 'true', already: 'already', invalid: 'false' }[body.outcome];
  return { flag, ...(body.accessToken ? { accessToken: body.accessToken } : {}) };
}
