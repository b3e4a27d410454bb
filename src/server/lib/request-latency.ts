import type { Metric, Registry } from 'prom-client';

type Labels = Record<string, string | number>;

/** One line of the scrape, as prom-client's registry renders it. */
interface Value {
  metricName: string;
  labels: Labels;
  value: number;
}

interface Series {
  labels: { method: string; route: string; status_code: string };
  /** Observations per bucket (not cumulative); the last one is above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * The latency of every answered request, by method, route and status: a
 * Prometheus histogram in the app's registry, scraped as prom-client's own
 * would be. prom-client's Histogram checks and hashes its label object at
 * every observation (0.55 µs); this one finds its series in nested maps from
 * the three values as they come (0.03 µs), for the one metric that every
 * request updates (issue 12).
 */
export class RequestLatencyHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Map<string, Map<number, Series>>>();
  /** The same series in the order they first came, the order prom-client scrapes them in. */
  private readonly ordered: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byRoute = this.series.get(method);
    if (!byRoute) this.series.set(method, (byRoute = new Map()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map()));
    let series = byStatus.get(statusCode);
    if (!series) {
      series = {
        labels: { method, route, status_code: String(statusCode) },
        counts: new Array<number>(this.buckets.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      byStatus.set(statusCode, series);
      this.ordered.push(series);
    }
    let bucket = 0;
    while (bucket < this.buckets.length && seconds > this.buckets[bucket]!) bucket++;
    series.counts[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  /** What the registry renders: the same values, in the same order, as prom-client's Histogram. */
  async get() {
    const values: Value[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const { labels, counts, sum, count } of this.ordered) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += counts[i]!;
        values.push({
          metricName: bucketName,
          labels: { le: bound, ...labels },
          value: cumulative,
        });
      });
      values.push({ metricName: bucketName, labels: { le: '+Inf', ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    const { name, help, type, aggregator } = this;
    return { name, help, type, aggregator, values };
  }

  reset(): void {
    this.series.clear();
    this.ordered.length = 0;
  }
}
