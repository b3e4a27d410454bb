import { count } from 'drizzle-orm';
import type { ServiceHealth } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/client.js';
import type { Metrics } from '../../lib/metrics.js';
import { emailOutbox } from '../emails/emails.tables.js';

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

/**
 * The service health screen's figures (issue 40): the Prometheus counters of
 * this process — first-token latency, replies refunded by cause, care
 * answers by level and kind, webhook events — and the outbox's state. Counts
 * and labels only: no message, no mail text.
 */
export function createServiceHealth({
  db,
  metrics,
  startedAt,
}: {
  db: Db;
  metrics: Metrics;
  startedAt: Date;
}) {
  return async function read(): Promise<ServiceHealth> {
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
    };
  };
}

export type ServiceHealthRead = ReturnType<typeof createServiceHealth>;
