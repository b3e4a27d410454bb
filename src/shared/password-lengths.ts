/**
 * The password lengths of spec §5, without zod: the client shows them before
 * its forms' schemas have loaded (issue 12). schemas/auth.ts builds its rules on them.
 */
export const LOGIN_PASSWORD_MIN = 6;
export const STRONG_PASSWORD_MIN = 8;
