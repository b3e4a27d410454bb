/** The client's routes (spec §2), so that links and redirects share one spelling. */
export const paths = {
  home: '/',
  legacyHome: '/home',
  auth: '/auth',
  chat: '/chat',
  conversation: (id: number | string) => `/chat/${id}`,
  subscription: '/subscription',
  profile: '/profile',
  /** « Ce n'était pas moi », from the notice of an e-mail change. */
  emailRevert: '/adresse-email/retablir',
  stripePayment: '/stripe-payment',
  setPassword: '/set-password',
  brevoTest: '/brevo-test',
  magicLinkTest: '/magic-link-test',
  magicLink: '/magic-link',
  cgu: '/cgu',
  legalNotice: '/mentions-legales',
  privacy: '/politique-confidentialite',
  contact: '/contact',
  aboutPersona: '/qui-est-celeste',
} as const;

/** Where an expired session lands (D4). */
export const SESSION_EXPIRED_PATH = `${paths.auth}?expired=true`;
export const REGISTER_PATH = `${paths.auth}?tab=register`;

/** A plan's purchase: /subscription opens its confirmation (a visitor signs up first). */
export const subscriptionPlanPath = (tier: string) =>
  `${paths.subscription}?plan=${encodeURIComponent(tier)}`;
export const planPurchasePath = (tier: string) =>
  `${REGISTER_PATH}&next=${encodeURIComponent(subscriptionPlanPath(tier))}`;

/** Only same-origin paths are followed, so that a server answer can never send the user elsewhere. */
export function isSafeInternalPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}
