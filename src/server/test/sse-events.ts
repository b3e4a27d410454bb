/** A server-sent event as the chat streams send it: a name and a JSON payload. */
export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads server-sent events off a fetch body as they arrive. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      yield { event, data: JSON.parse(data) };
    }
  }
}
