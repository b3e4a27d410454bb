import v8 from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for the server process.
 *
 * V8 watches where objects that survive a young collection were allocated. If
 * most objects from one place survive, it allocates the next ones from that
 * place straight in the old generation. A burst of slow requests triggers
 * this: fifty sign-ups waiting on argon2, or fifty replies streaming. What
 * those requests allocate lives through a few collections, and the decision
 * stays after the burst: later requests' short-lived objects go to the old
 * generation (which sites were marked was not traced). Young collections
 * then took about 5 ms instead of 0.4 ms, and full collections came five
 * times as often (`--trace-gc`).
 *
 * Measured with `npm run bench` after its 50 sign-ups (issue 12):
 * `/api/config` 27 → 21.6 µs of CPU per request, 50 streams p95 140-150 →
 * 121-123 ms, in interleaved runs. A server's objects mostly live one
 * request long, so it loses little by this. Set once the process runs, the
 * flag still takes effect (the same figures as on the command line). It is set
 * here, not on the command line, so that `npm start`, the image and the bench
 * all run with it.
 */
export function tuneGarbageCollector() {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
