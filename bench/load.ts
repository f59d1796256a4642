// A small closed-loop load generator: `concurrency` workers send requests back to back for
// `durationMs`, bounded in count and time, against this machine only.

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export async function runLoad(
  send: () => Promise<boolean>,
  options: { concurrency: number; durationMs: number; maxRequests?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const maxRequests = options.maxRequests ?? 1_000_000;
  const worker = async () => {
    while (performance.now() < deadline && latencies.length + errors < maxRequests) {
      const begin = performance.now();
      const ok = await send().catch(() => false);
      if (ok) latencies.push(performance.now() - begin);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return summarise(latencies, errors, (performance.now() - started) / 1000);
}

export function summarise(latencies: number[], errors: number, elapsedSeconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
  };
}
