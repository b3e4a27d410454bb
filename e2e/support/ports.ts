/** Where the end-to-end server listens, and its test-only control port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
export const E2E_CONTROL_PORT = E2E_PORT + 1;
