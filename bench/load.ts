// What a load measurement reports, and its summary from the latencies of the requests that succeeded.

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
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
