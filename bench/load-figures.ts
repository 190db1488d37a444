/** The figures of a load run, as the benchmark tables print them. */

function percentile(values: number[], fraction: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** `116/s, p50 282 ms, p99 415 ms`: how many requests a second, and how long they took. */
export function rateAndLatency(latencies: number[], seconds: number) {
  const rate = (latencies.length / seconds).toFixed(0);
  return `${rate}/s, p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms`;
}

export function serverErrorsIn(statuses: Map<number, number>) {
  return [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
}

/** `200×27940, 204×6985`. */
export function statusList(statuses: Map<number, number>) {
  return [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
}
