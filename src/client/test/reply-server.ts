import { vi } from 'vitest';

/** A request the page made, as the server would read it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * The API as the exchange's tests need it, in place of `fetch` (there is no
 * server in a client unit test): a message is answered with a refusal or with
 * a server-sent event stream the test writes event by event, over the real
 * wire format; a stop (D18) is answered 204. Undo with vi.unstubAllGlobals().
 */
export function stubReplyServer() {
  const requests: ReceivedRequest[] = [];
  const encoder = new TextEncoder();
  let next: { refusal: { status: number; message: string; code?: string } } | null = null;
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;

  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method: init.method ?? 'GET', url, body });
    if (url.endsWith('/stop')) return new Response(null, { status: 204 });
    if (next) {
      const { status, message, code } = next.refusal;
      next = null;
      return Response.json({ message, ...(code && { code }) }, { status });
    }
    const events = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
      },
    });
    // A stream closed by the page (a stop that never came back) errors its reader.
    init.signal?.addEventListener('abort', () => {
      stream?.error(new DOMException('Arrêté', 'AbortError'));
    });
    return new Response(events, { headers: { 'Content-Type': 'text/event-stream' } });
  });

  function open(): ReadableStreamDefaultController<Uint8Array> {
    if (!stream) throw new Error('No reply stream is open.');
    return stream;
  }

  return {
    requests,
    /** Waits for the page's `count`th request (the first loads the stream reader: give it time). */
    received: (count: number) =>
      vi.waitFor(() => {
        if (requests.length < count) throw new Error(`${requests.length} of ${count} requests.`);
      }, 5_000),
    /** The next message is refused with this status and `{ message, code }`. */
    refuseNext(status: number, message: string, code?: string) {
      next = { refusal: { status, message, code } };
    },
    /** Writes one event on the open stream. */
    event(event: 'start' | 'delta' | 'done' | 'error', data: unknown) {
      open().enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    /** Ends the open stream (without `done`, the connection was cut). */
    end() {
      open().close();
      stream = null;
    },
  };
}
