/** Timestamps are stored as ISO 8601 text in UTC (decision 006). */
export function isoAfter(now: Date, seconds: number) {
  return new Date(now.getTime() + seconds * 1000).toISOString();
}
