/** Where the end-to-end server listens, and its test-only control port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
export const E2E_CONTROL_PORT = E2E_PORT + 1;
/** `npm start`'s own server, which e2e/production-start.test.ts starts and stops. */
export const E2E_PRODUCTION_PORT = E2E_PORT + 2;
