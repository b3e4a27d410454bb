import { count, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { PERIODIC_JOBS, PERIODIC_JOB_NAMES } from '#shared/periodic-jobs.js';
import type { ServiceHealth } from '#shared/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { DAY, type Clock } from '../../lib/clock.js';
import type { Metrics } from '../../lib/metrics.js';
import { webhookFailures } from '../billing/billing.tables.js';
import { emailOutbox } from '../emails/emails.tables.js';
import { jobRuns } from '../maintenance/job-runs.tables.js';

/** How many failures of each kind the screen lists: past that, the cause is elsewhere. */
const LISTED = 50;
/** A settled webhook failure stays on the screen this long, with how it was settled. */
const SETTLED_SHOWN_MS = 7 * DAY;

type Counter = Metrics['refunds'];
type Histogram = Metrics['firstToken'];

async function countsOf(counter: Counter | Metrics['careAnswers'] | Metrics['webhookEvents']) {
  const { values } = await counter.get();
  return values
    .filter((v) => v.value > 0)
    .map((v) => ({
      labels: Object.fromEntries(Object.entries(v.labels).map(([k, l]) => [k, String(l)])),
      value: v.value,
    }));
}

/** The buckets' upper bound where the cumulative count first reaches `q` of the whole. */
async function quantiles(histogram: Histogram) {
  const { values } = await histogram.get();
  const buckets = new Map<number, number>();
  for (const v of values) {
    if (!v.metricName?.endsWith('_bucket')) continue;
    // prom-client's types omit the `le` label it adds to every bucket.
    const bound = (v.labels as Record<string, string | number | undefined>).le;
    const le = bound === '+Inf' ? Infinity : Number(bound);
    buckets.set(le, (buckets.get(le) ?? 0) + v.value);
  }
  const sorted = [...buckets.entries()].sort((a, b) => a[0] - b[0]);
  const total = sorted.at(-1)?.[1] ?? 0;
  const at = (q: number) => {
    if (total === 0) return null;
    const found = sorted.find(([, cumulative]) => cumulative >= q * total);
    return found && Number.isFinite(found[0]) ? found[0] : null;
  };
  return { count: total, p50Seconds: at(0.5), p95Seconds: at(0.95) };
}

/** The payment events that failed: the open ones first, then those settled lately. */
async function webhookFailuresOf(db: Db, now: Date): Promise<ServiceHealth['webhookFailures']> {
  const rows = await db
    .select()
    .from(webhookFailures)
    .where(
      or(
        isNull(webhookFailures.resolvedAt),
        gte(webhookFailures.resolvedAt, new Date(now.getTime() - SETTLED_SHOWN_MS)),
      ),
    )
    .orderBy(sql`${webhookFailures.resolvedAt} is null desc`, desc(webhookFailures.lastFailedAt))
    .limit(LISTED);
  return rows.map((r) => ({
    eventId: r.eventId,
    type: r.type,
    error: r.error,
    attempts: r.attempts,
    firstFailedAt: r.firstFailedAt.toISOString(),
    lastFailedAt: r.lastFailedAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    resolvedBy: r.resolvedBy === 'delivery' || r.resolvedBy === 'replay' ? r.resolvedBy : null,
  }));
}

/** The mails the outbox gave up on, newest first: never their body. */
async function failedMailsOf(db: Db): Promise<ServiceHealth['failedMails']> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      canRetry: ne(emailOutbox.text, ''),
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'failed'))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(LISTED);
  return rows.map((r) => ({
    ...r,
    canRetry: Boolean(r.canRetry),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Each known job with its latest run, whichever instance ran it. */
async function jobsOf(db: Db, now: Date): Promise<ServiceHealth['jobs']> {
  const latest = await db
    .selectDistinctOn([jobRuns.job])
    .from(jobRuns)
    .orderBy(jobRuns.job, desc(jobRuns.startedAt), desc(jobRuns.id));
  return PERIODIC_JOB_NAMES.map((name) => {
    const { label, everySeconds } = PERIODIC_JOBS[name];
    const run = latest.find((r) => r.job === name);
    const late = !run || now.getTime() - run.startedAt.getTime() > 2 * everySeconds * 1000;
    return {
      name,
      label,
      everySeconds,
      late,
      lastRun: run
        ? {
            startedAt: run.startedAt.toISOString(),
            finishedAt: run.finishedAt?.toISOString() ?? null,
            outcome:
              run.outcome === 'succeeded' || run.outcome === 'failed' ? run.outcome : 'running',
            error: run.error,
          }
        : null,
    };
  });
}

/**
 * The service health screen's figures (issue 40): the Prometheus counters of
 * this process — first-token latency, replies refunded by cause, care
 * answers by level and kind, webhook events — and, from the database so that
 * every instance's are there, the outbox's state and the mails given up on,
 * the payment events whose effect failed, and the periodic jobs' last runs
 * (the last three are /metrics gauges too). Counts, labels, addresses and
 * errors only: no message, no mail text.
 */
export function createServiceHealth({
  db,
  metrics,
  clock,
  startedAt,
}: {
  db: Db;
  metrics: Metrics;
  clock: Clock;
  startedAt: Date;
}) {
  return async function read(): Promise<ServiceHealth> {
    const now = clock.now();
    const [sent, firstToken, repliesRefunded, careAnswers, webhookEvents, mails] =
      await Promise.all([
        metrics.messagesSent.get(),
        quantiles(metrics.firstToken),
        countsOf(metrics.refunds),
        countsOf(metrics.careAnswers),
        countsOf(metrics.webhookEvents),
        db
          .select({ status: emailOutbox.status, n: count() })
          .from(emailOutbox)
          .groupBy(emailOutbox.status),
      ]);
    const mailsIn = (status: string) => Number(mails.find((m) => m.status === status)?.n ?? 0);
    return {
      since: startedAt.toISOString(),
      messagesSent: sent.values[0]?.value ?? 0,
      firstToken,
      repliesRefunded,
      careAnswers,
      webhookEvents,
      mails: { pending: mailsIn('pending'), failed: mailsIn('failed') },
      webhookFailures: await webhookFailuresOf(db, now),
      failedMails: await failedMailsOf(db),
      jobs: await jobsOf(db, now),
    };
  };
}

export type ServiceHealthRead = ReturnType<typeof createServiceHealth>;
