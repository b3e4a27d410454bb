/**
 * Time to first token, as a browser sees it: from sending the request to the
 * first piece of text in the event stream. Through undici's `request`, not
 * `fetch`: the 50 clients of a burst share the load generator's one core.
 */
import { request } from 'undici';

async function firstTextAfter(
  url: string,
  init: { headers: Record<string, string>; body: string },
  isText: (chunk: string) => boolean,
): Promise<number> {
  const started = performance.now();
  const response = await request(url, { method: 'POST', ...init });
  if (response.statusCode !== 200) {
    throw new Error(`HTTP ${response.statusCode}: ${await response.body.text()}`);
  }
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
  return firstTextAfter(
    `${baseUrl}/api/conversations/${conversationId}/messages`,
    {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content }),
    },
    (seen) => seen.includes('event: delta'),
  );
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
  return firstTextAfter(
    `${baseUrl}/api/guest/chat`,
    {
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        'x-forwarded-for': ip,
      },
      body: JSON.stringify({ content, sessionId, withOffer: false }),
    },
    (seen) => seen.includes('event: delta'),
  );
}

/** Straight to the model: the same request shape the app makes, until the first content chunk. */
export async function modelTimeToFirstToken(modelBaseUrl: string): Promise<number> {
  return firstTextAfter(
    `${modelBaseUrl}/chat/completions`,
    {
      headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'bench',
        stream: true,
        messages: [{ role: 'user', content: 'Bonjour' }],
      }),
    },
    // The first chunk carries the role and an empty content: the first word is the first non-empty one.
    (seen) => /"content":"[^"]/.test(seen),
  );
}
