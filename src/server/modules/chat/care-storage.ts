import { DAY } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';

/**
 * How many care messages an account, or a guest address, has stored (issue
 * 36). A message that needs care passes every other limit (D15), so these are
 * its own, generous: no one in distress writes 30 messages in 10 minutes for
 * long, and a script writing 60 of 3,900 characters in 1.5 s is stopped
 * storing. Past them the care answer is still given, but nothing is written.
 */
export const CARE_STORED_LIMITS: readonly Limit[] = [
  { max: 30, windowMs: 10 * 60_000 },
  { max: 200, windowMs: DAY },
];

/** Whether this care message may still be stored; counts it either way. */
export async function careIsStored(
  limit: RateLimiter,
  scope: 'chat' | 'guest',
  subject: string,
): Promise<boolean> {
  const within = await Promise.all(
    CARE_STORED_LIMITS.map((rule, index) =>
      limit.allows(`${scope}:care-stored:${index}`, subject, rule),
    ),
  );
  return within.every(Boolean);
}

let unstored = 0;

/**
 * An id for a message answered but not stored: negative, so that it never
 * names a stored row (nor can a stop reach it), and distinct within a page.
 */
export function unstoredMessageId(): number {
  unstored = (unstored + 1) % 1_000;
  return -(Date.now() * 1_000 + unstored);
}
