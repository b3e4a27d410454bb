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

describe('the request latency histogram', () => {
  it('is scraped exactly as prom-client’s Histogram with the same observations', async () => {
    const reference = new Registry();
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Durée des requêtes HTTP, par route',
      labelNames: ['method', 'route', 'status_code'],
      buckets: BUCKETS,
      registers: [reference],
    });
    const ours = new Registry();
    const latency = new RequestLatencyHistogram(
      'http_request_duration_seconds',
      'Durée des requêtes HTTP, par route',
      BUCKETS,
      ours,
    );
    for (const [method, route, status, seconds] of OBSERVATIONS) {
      histogram.observe({ method, route, status_code: String(status) }, seconds);
      latency.observe(method, route, status, seconds);
    }

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
    for (const make of [
      (registry: Registry) => {
        const histogram = new Histogram({
          name: 'latence',
          help: 'Latence',
          labelNames: ['method', 'route', 'status_code'],
          buckets: BUCKETS,
          registers: [registry],
        });
        return (seconds: number) =>
          histogram.observe({ method: 'GET', route: '/healthz', status_code: '200' }, seconds);
      },
      (registry: Registry) => {
        const latency = new RequestLatencyHistogram('latence', 'Latence', BUCKETS, registry);
        return (seconds: number) => latency.observe('GET', '/healthz', 200, seconds);
      },
    ]) {
      const registry = new Registry();
      const observe = make(registry);
      observe(0.001);
      registry.resetMetrics();
      observe(0.5);
      scrapes.push(await registry.metrics());
    }
    expect(scrapes[1]).toBe(scrapes[0]);
    expect(scrapes[1]).toContain(
      'latence_count{method="GET",route="/healthz",status_code="200"} 1',
    );
  });
});
