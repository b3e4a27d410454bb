/**
 * Every key the client keeps in localStorage, in one place, so that clean-ups
 * (logout, login after a guest session) cannot miss one.
 */
export const STORAGE_KEYS = {
  /** The short-lived access token (D5); the refresh token is an httpOnly cookie. public/before-app.js reads it too. */
  accessToken: 'accessToken',
  /** Cookie consent: 'accepted' or 'rejected', and when it was given (ISO date). */
  consent: 'rgpd-consent',
  consentDate: 'rgpd-consent-date',
  /** The guest session id (guest_ + timestamp + random) and its remaining free messages. */
  guestSessionId: 'guestSessionId',
  guestMessagesRemaining: 'guestMessagesRemaining',
  /** One draft per conversation: prefix + conversation id, or prefix + 'guest'. */
  draftPrefix: 'draft:',
  /** A guest's unsent draft, carried into the account a purchase opened; the first conversation takes it. */
  carriedDraft: 'draft:carried',
  passwordReminderDismissed: 'passwordReminderDismissed',
  /** 'light' or 'dark' when chosen in the menu; absent: the system's (public/before-app.js reads it too). */
  theme: 'theme',
  /** D18: the line that says what a stop costs was shown once on this device. */
  stopExplained: 'stopExplained',
  /** Transaction ids already reported as conversions: each is reported once (spec §9). */
  trackedTransactions: 'trackedTransactions',
} as const;

export const GUEST_DRAFT_ID = 'guest';

export function draftKey(conversationId: number | string | null | undefined): string {
  return `${STORAGE_KEYS.draftPrefix}${conversationId ?? GUEST_DRAFT_ID}`;
}

/** What belongs to a guest and must go once someone logs in (spec §4). */
export const GUEST_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.guestSessionId,
  STORAGE_KEYS.guestMessagesRemaining,
  draftKey(null),
];
