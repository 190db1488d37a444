import { Counter, type Registry } from 'prom-client';

interface RouteTally {
  labels: { method: string; route: string };
  /** Answers by status code since the last scrape. */
  unscraped: Map<number, number>;
  /** Answers per latency bucket (the last one past every bound), never reset. */
  buckets: number[];
  seconds: number;
  count: number;
}

/**
 * The requests counter and latency histogram of every answer, counted per route in plain numbers
 * and handed to prom-client when scraped. prom-client's own `labels().inc()` and `observe()`
 * build and check a label set on each call: about 3 µs of every request, a twentieth of
 * `GET /user`'s processor time (docs/benchmarks.md).
 */
export function createRequestTallies(registry: Registry, bounds: number[]) {
  const byRoute = new Map<string, Map<string, RouteTally>>();
  const tallyOf = (method: string, route: string) => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let tally = byMethod.get(method);
    if (!tally) {
      tally = {
        labels: { method, route },
        unscraped: new Map(),
        buckets: new Array<number>(bounds.length + 1).fill(0),
        seconds: 0,
        count: 0,
      };
      byMethod.set(method, tally);
    }
    return tally;
  };
  const tallies = function* () {
    for (const byMethod of byRoute.values()) yield* byMethod.values();
  };

  const requests = new Counter({
    name: 'legado_http_requests_total',
    help: 'Requests answered, by method, route (its pattern) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
    collect() {
      for (const { labels, unscraped } of tallies()) {
        for (const [status, count] of unscraped) {
          this.inc({ ...labels, status_code: String(status) }, count);
        }
        unscraped.clear();
      }
    },
  });

  const durationName = 'legado_http_request_duration_seconds';
  const durationHelp = 'Time from a request arriving to its answer sent, by method and route.';
  registry.registerMetric({
    name: durationName,
    help: durationHelp,
    type: 'histogram',
    aggregator: 'sum',
    collect() {},
    reset() {
      byRoute.clear();
    },
    get() {
      const values = [...tallies()].flatMap(({ labels, buckets, seconds, count }) => {
        let below = 0;
        return [
          ...bounds.map((bound, index) => {
            below += buckets[index]!;
            return {
              labels: { ...labels, le: bound },
              value: below,
              metricName: `${durationName}_bucket`,
            };
          }),
          { labels: { ...labels, le: '+Inf' }, value: count, metricName: `${durationName}_bucket` },
          { labels, value: seconds, metricName: `${durationName}_sum` },
          { labels, value: count, metricName: `${durationName}_count` },
        ];
      });
      return {
        name: durationName,
        help: durationHelp,
        type: 'histogram',
        aggregator: 'sum',
        values,
      };
    },
  } as unknown as Parameters<Registry['registerMetric']>[0]);

  return {
    requests,
    /** One answer of `route` (its pattern), `seconds` after its request arrived. */
    count(method: string, route: string, status: number, seconds: number) {
      const tally = tallyOf(method, route);
      tally.unscraped.set(status, (tally.unscraped.get(status) ?? 0) + 1);
      let bucket = 0;
      while (bucket < bounds.length && seconds > bounds[bucket]!) bucket += 1;
      tally.buckets[bucket]! += 1;
      tally.seconds += seconds;
      tally.count += 1;
    },
  };
}
