import type { Db } from '../db/client.js';
import { DAY, type Clock } from '../lib/clock.js';
import { createSecondFactorRepository } from './admin/second-factor.repository.js';
import { STEP_UP_MAX_MS } from './admin/second-factor.service.js';
import { createAuthRepository } from './auth/auth.repository.js';
import { createWebhookFailuresRepository } from './billing/webhook-failures.repository.js';
import { createEmailsRepository } from './emails/emails.repository.js';
import { createGuestRepository } from './guest/guest.repository.js';
import { createJobRunsRepository } from './maintenance/job-runs.repository.js';

/** The privacy policy promises guest conversations go 12 months after their last message. */
export const GUEST_RETENTION_MS = 365 * DAY;
/** Mails are kept this long (their bodies only until sent): enough to answer « did you send it? ». */
export const OUTBOX_RETENTION_MS = 30 * DAY;
/** The periodic jobs' runs: a week tells whether a job runs, and when it last failed. */
export const JOB_RUNS_RETENTION_MS = 7 * DAY;
/** A payment event's failure, once settled, stays this long on the back office's screen and then goes. */
export const SETTLED_WEBHOOK_FAILURE_RETENTION_MS = 30 * DAY;

/**
 * Deletes what has no reason to be kept, each module purging its own tables:
 * expired tokens, revocations and links, the back office's verified sessions
 * past their life, guest conversations past their retention, old job runs and
 * settled webhook failures. Safe to run from several processes. Beside
 * services.ts, above the modules it calls: inside maintenance it closed a
 * cycle with admin, which reads the job runs.
 */
export async function purgeExpiredData(db: Db, clock: Clock) {
  const now = clock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await createAuthRepository({ db }).purgeExpired(now);
  const emails = createEmailsRepository({ db });
  await emails.purgeExpiredTokens(now);
  await emails.purgeOldMails(ago(OUTBOX_RETENTION_MS));
  await createSecondFactorRepository({ db }).purgeExpired(now, STEP_UP_MAX_MS);
  await createGuestRepository({ db }).purgeAbandoned(ago(GUEST_RETENTION_MS));
  await createJobRunsRepository({ db, clock }).purgeBefore(ago(JOB_RUNS_RETENTION_MS));
  await createWebhookFailuresRepository({ db }).purgeSettled(
    ago(SETTLED_WEBHOOK_FAILURE_RETENTION_MS),
  );
}
