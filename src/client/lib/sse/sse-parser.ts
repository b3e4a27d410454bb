/** One server-sent event: its name ('message' when unnamed) and its data lines joined by '\n'. */
export interface SseMessage {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text, which may split a line or an event anywhere. */
  push(chunk: string): void;
  /** The stream ended: an event without its closing blank line is dropped, as browsers do. */
  end(): void;
}

/**
 * An incremental text/event-stream parser (WHATWG HTML, "server-sent events").
 * EventSource cannot POST nor send a bearer header, so the chat reads the
 * stream with fetch and parses it here. `id` and `retry` are ignored: a sent
 * message is never resumed.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  let started = false;
  let event = '';
  let data: string[] = [];

  function dispatch(): void {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  }

  function processLine(line: string): void {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // a comment, e.g. a keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk) {
      buffer += chunk;
      if (!started && buffer.length > 0) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A '\r' at the very end may be the first half of a '\r\n' split across chunks.
        if (char === '\r' && i === buffer.length - 1) break;
        processLine(buffer.slice(start, i));
        if (char === '\r' && buffer[i + 1] === '\n') i += 1;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      // A final '\r' held back above was a line ending after all.
      if (buffer.endsWith('\r')) processLine(buffer.slice(0, -1));
      buffer = '';
      event = '';
      data = [];
    },
  };
}
