import { MINUTE } from '../../lib/clock.js';

/**
 * Longer than any reply can take (the model's whole budget, 30 s, and the
 * time to store it): an exchange still pending past this was left by a
 * process that died (ADR 008).
 */
export const STALE_EXCHANGE_MS = 2 * MINUTE;

/** What the person finds in place of a reply that a crash cut off. */
export const RECOVERED_REPLY_NOTE =
  'Ma réponse a été interrompue par un incident technique. Ce message ne vous a pas été décompté : vous pouvez reposer votre question quand vous le souhaitez.';

/** How many exchanges a recovery closed, for the log. */
export interface RecoveryResult {
  closed: number;
  refunded: number;
}
