import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestLatencyHistogram } from './request-latency.js';

const BUCKETS = [0.005, 0.01, 0.1, 1];
const OBSERVATIONS: Array<[string, string, number, number]> = [
  ['GET', '/api/config', 200, 0.0004],
  ['GET', '/api/config', 200, 0.005], // on a bound: counted in it (le is "less or equal")
  ['GET', '/api/config', 304, 0.02],
  ['POST', '/api/chat', 200, 3],
  ['GET', '/api/conversations/:id', 404, 0.2],
  ['GET', '/api/config', 200, 0.7],
];

type Observe = (method: string, route: string, status: number, seconds: number) => void;

/** prom-client's own Histogram with the same labels, as the reference to match. */
function prometheusHistogram(name: string, help: string, registry: Registry): Observe {
  const histogram = new Histogram({
    name,
    help,
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [registry],
  });
  return (method, route, status, seconds) =>
    histogram.observe({ method, route, status_code: String(status) }, seconds);
}

function latencyHistogram(name: string, help: string, registry: Registry): Observe {
  const latency = new RequestLatencyHistogram(name, help, BUCKETS, registry);
  return (method, route, status, seconds) => latency.observe(method, route, status, seconds);
}

describe('the request latency histogram', () => {
  it('is scraped exactly as prom-client’s Histogram with the same observations', async () => {
    const reference = new Registry();
    const ours = new Registry();
    const observers = [
      prometheusHistogram(
        'http_request_duration_seconds',
        'Durée des requêtes HTTP, par route',
        reference,
      ),
      latencyHistogram('http_request_duration_seconds', 'Durée des requêtes HTTP, par route', ours),
    ];
    for (const observation of OBSERVATIONS)
      for (const observe of observers) observe(...observation);

    const scraped = await ours.metrics();
    expect(scraped).toBe(await reference.metrics());
    expect(scraped).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/config",status_code="200"} 2',
    );
    expect(scraped).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/config",status_code="200"} 3',
    );
  });

  it('starts again from nothing when the registry is reset, as prom-client’s does', async () => {
    const scrapes: string[] = [];
    for (const make of [prometheusHistogram, latencyHistogram]) {
      const registry = new Registry();
      const observe = make('latence', 'Latence', registry);
      observe('GET', '/healthz', 200, 0.001);
      registry.resetMetrics();
      observe('GET', '/healthz', 200, 0.5);
      scrapes.push(await registry.metrics());
    }
    expect(scrapes[1]).toBe(scrapes[0]);
    expect(scrapes[1]).toContain(
      'latence_count{method="GET",route="/healthz",status_code="200"} 1',
    );
  });
});
