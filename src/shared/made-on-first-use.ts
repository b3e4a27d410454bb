/**
 * A value built the first time it is asked for, then kept. For Intl
 * formatters: the first one built loads the locale's data (18 ms in Node 20
 * here; 59 to 118 ms of one long task on the landing page in Chromium at 4×
 * CPU slowdown, where no message time is shown; issue 12), and each new one
 * costs about 30 µs where reusing it costs 0.5 µs.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
