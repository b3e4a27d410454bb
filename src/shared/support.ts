/** How customers reach a person: by e-mail only, answered within 24 hours (D13). */
export const SUPPORT_EMAIL = 'support@voyance-ia.fr';
export const SUPPORT_REPLY_HOURS = 24;
