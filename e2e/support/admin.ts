/** The e2e server's operator (ADMIN_EMAILS, playwright.config.ts): the back office's first operator. */
export const E2E_OPERATOR_EMAIL = 'operateur.e2e@exemple.fr';
