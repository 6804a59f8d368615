/** Latency percentiles of GET requests against a local server, one request at a time. */

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  bytes: number;
}

/** The value at `fraction` (0.95 for p95) of samples sorted in ascending order. */
export function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

async function timedGet(url: string, token: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, bytes: body.length };
}

/** `requests` requests one after another (after `warmup` unmeasured ones): the latency a user sees. */
export async function measureLatency(url: string, token: string, requests: number, warmup = 3): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await timedGet(url, token);
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const sample = await timedGet(url, token);
    samples.push(sample.ms);
    bytes = sample.bytes;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    mean: samples.reduce((sum, ms) => sum + ms, 0) / samples.length,
    bytes,
  };
}
