/**
 * Time to first token, as a browser sees it: from sending the request to the
 * first piece of text in the event stream.
 */

async function firstTextAfter(
  response: Response,
  started: number,
  isText: (chunk: string) => boolean,
): Promise<number> {
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const decoder = new TextDecoder();
  let seen = '';
  let firstAt: number | null = null;
  for await (const bytes of response.body) {
    if (firstAt === null) {
      seen += decoder.decode(bytes as Uint8Array, { stream: true });
      if (isText(seen)) firstAt = performance.now();
    }
    // Read to the end, as the browser does: the exchange must finish before the next one.
  }
  if (firstAt === null) throw new Error(`no text in the stream: ${seen.slice(0, 200)}`);
  return firstAt - started;
}

/** Through the app: a streamed send, until the first `delta` event. */
export async function appTimeToFirstToken(
  baseUrl: string,
  token: string,
  conversationId: string,
  content: string,
): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ content }),
  });
  return firstTextAfter(response, started, (seen) => seen.includes('event: delta'));
}

/**
 * A guest's streamed send from `ip` (the app trusts X-Forwarded-For in the
 * bench), until the first `delta` event.
 */
export async function guestTimeToFirstToken(
  baseUrl: string,
  sessionId: string,
  ip: string,
  content: string,
): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/guest/chat`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      'x-forwarded-for': ip,
    },
    body: JSON.stringify({ content, sessionId, withOffer: false }),
  });
  return firstTextAfter(response, started, (seen) => seen.includes('event: delta'));
}

/** Straight to the model: the same request shape the app makes, until the first content chunk. */
export async function modelTimeToFirstToken(modelBaseUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${modelBaseUrl}/chat/completions`, {
    method: 'POST',
    headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'bench',
      stream: true,
      messages: [{ role: 'user', content: 'Bonjour' }],
    }),
  });
  // The first chunk carries the role and an empty content: the first word is the first non-empty one.
  return firstTextAfter(response, started, (seen) => /"content":"[^"]/.test(seen));
}
