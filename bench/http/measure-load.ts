import { Pool } from 'undici';

export interface LoadTarget {
  origin: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  meanMs: number;
  p99Ms: number;
  errors: number;
}

/**
 * Keeps `connections` requests in flight (one per connection, no pipelining) for `seconds`, and
 * reports throughput and latency. Any non-2xx answer counts as an error: a bench of refusals is no bench.
 */
export async function measureLoad(target: LoadTarget, connections: number, seconds: number): Promise<LoadFigures> {
  const pool = new Pool(target.origin, { connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const endAt = performance.now() + seconds * 1000;
  async function keepSending() {
    while (performance.now() < endAt) {
      const startedAt = performance.now();
      try {
        const response = await pool.request({
          path: target.path,
          method: target.method ?? 'GET',
          headers: target.headers,
          body: target.body,
        });
        await response.body.dump();
        if (response.statusCode >= 300) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - startedAt);
    }
  }
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, keepSending));
  const elapsed = (performance.now() - startedAt) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((sum, value) => sum + value, 0) / Math.max(latencies.length, 1);
  return {
    requestsPerSecond: latencies.length / elapsed,
    meanMs: mean,
    p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    errors,
  };
}
