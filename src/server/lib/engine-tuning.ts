import v8 from 'node:v8';

/**
 * No allocation-site pretenuring. V8 watches where objects that survive a
 * young collection were allocated. If most objects from one place survive,
 * it allocates the next ones from that place straight in the old generation. A burst of slow requests triggers
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
 * request long, so it loses little by this.
 */
const NO_PRETENURING = '--no-allocation-site-pretenuring';

/**
 * How much of a WebAssembly function must run before V8 optimises it
 * (`--wasm-tiering-budget`, 1.8 million by default; about bytes of code
 * executed). V8 first compiles each function with its quick compiler, then
 * recompiles with the optimising one those that ran their budget. Opening
 * the embedded database (PGlite) runs much of PostgreSQL's code once: at the
 * default budget V8 spent about 300 ms of the core optimising functions that
 * only the start-up ran. Ten times more, and requests' hot functions are
 * still optimised, a little later.
 *
 * Measured on one core (issue 12): `npm start` to a healthy /healthz, fresh
 * data directory, median of 5 interleaved starts 1,719 → 1,399 ms; PGlite
 * answering inserts and selects, 530-600 µs a pair either way once it has run
 * 800 of them.
 */
const WASM_TIERING_BUDGET = '--wasm-tiering-budget=20000000';

/**
 * The V8 flags the server process runs with. Set once the process runs,
 * before the embedded database's WebAssembly is compiled, they still take
 * effect (the same figures as on the command line); set here rather than on
 * the command line, so that `npm start`, the image and the bench all run
 * with them.
 */
export function tuneEngine() {
  for (const flag of [NO_PRETENURING, WASM_TIERING_BUDGET]) v8.setFlagsFromString(flag);
}
