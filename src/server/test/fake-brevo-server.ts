import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Brevo's REST API as far as the adapter uses it, on loopback: POST
 * /v3/contacts answers 201 `{ id }`, DELETE /v3/contacts/{email} 204; a
 * status set with `answer` replaces either, with Brevo's error object.
 */
export async function startFakeBrevo() {
  const requests: Array<{
    method?: string;
    url?: string;
    headers: IncomingHttpHeaders;
    body: unknown;
  }> = [];
  let status: number | null = null;
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    requests.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: JSON.parse(body || '{}'),
    });
    const answer = status ?? (request.method === 'DELETE' ? 204 : 201);
    if (answer === 204) {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(answer, { 'content-type': 'application/json' });
    response.end(
      answer === 201
        ? JSON.stringify({ id: 42 })
        : JSON.stringify({ code: 'unauthorized', message: 'Key not found' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`,
    requests,
    /** Every later request gets this status; 201 (or null) goes back to the normal answers. */
    answer: (s: number | null) => (status = s === 201 ? null : s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeBrevo = Awaited<ReturnType<typeof startFakeBrevo>>;
