/**
 * `guest_` + timestamp + random (spec §3), made by the browser; at least 12
 * random characters: a guessable id would open someone else's conversation.
 * Without zod, so that the landing page can check it before loading any
 * validation (issue 12); schemas/guest.ts builds its schema on it.
 */
export const GUEST_SESSION_ID_PATTERN = /^guest_\d{10,16}_[a-z0-9]{12,32}$/;
