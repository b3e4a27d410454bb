/** The e2e server's operator (ADMIN_EMAILS, playwright.config.ts): the back office's first operator. */
export const E2E_OPERATOR_EMAIL = 'operateur.e2e@exemple.fr';
/** A second operator of ADMIN_EMAILS, who enrols a second factor (e2e/admin-2fa.test.ts). */
export const E2E_TOTP_OPERATOR_EMAIL = 'operatrice.totp.e2e@exemple.fr';
