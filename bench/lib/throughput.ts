/** Throughput and latency of one GET under steady load, with autocannon. */
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  /** Answered requests, for the server's CPU time per request. */
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export async function measureGet(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    pipelining: 1,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors,
  };
}
