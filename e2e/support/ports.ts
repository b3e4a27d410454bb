/** Where the end-to-end server listens, and its test-only control port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
export const E2E_CONTROL_PORT = E2E_PORT + 1;
/** `npm start`'s own server, which e2e/production-start.test.ts starts and stops. */
export const E2E_PRODUCTION_PORT = E2E_PORT + 2;
/**
 * A second end-to-end server with ADMIN_REQUIRE_2FA, as production has it
 * (e2e/admin-2fa-required.test.ts starts and stops it), and its control port.
 */
export const E2E_REQUIRED_2FA_PORT = E2E_PORT + 3;
export const E2E_REQUIRED_2FA_CONTROL_PORT = E2E_PORT + 4;
