import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestTallies } from './request-tallies.ts';

const bounds = [0.005, 0.01, 0.025, 0.05, 0.1];

/** The scrape's sample lines, sorted, each with its labels in name order. */
async function samples(registry: Registry) {
  const text = await registry.metrics();
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      return `${name}{${labels.split(',').sort().join(',')}} ${value}`;
    })
    .sort();
}

/** The same answers through prom-client's own counter and histogram, as the server did before. */
function promClientScrape(answers: [string, string, number, number][]) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'legado_http_requests_total',
    help: 'x',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'legado_http_request_duration_seconds',
    help: 'x',
    labelNames: ['method', 'route'],
    buckets: bounds,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of answers) {
    requests.labels(method, route, String(status)).inc();
    duration.labels(method, route).observe(seconds);
  }
  return samples(registry);
}

describe('request tallies', () => {
  it('scrape as prom-client counts them, bucket bounds and repeated scrapes included', async () => {
    const answers: [string, string, number, number][] = [
      ['GET', '/auth/v1/user', 200, 0.001],
      ['GET', '/auth/v1/user', 200, 0.005],
      ['GET', '/auth/v1/user', 403, 0.0051],
      ['POST', '/auth/v1/user', 200, 0.3],
      ['GET', 'unmatched', 404, 0.1],
      ['PUT', '/auth/v1/user', 400, 0.02],
    ];
    const registry = new Registry();
    const tallies = createRequestTallies(registry, bounds);
    for (const answer of answers.slice(0, 3)) tallies.count(...answer);
    await registry.metrics();
    for (const answer of answers.slice(3)) tallies.count(...answer);

    const expected = await promClientScrape(answers);
    // Five series of requests; four of latency, each six buckets (+Inf too), a sum and a count.
    expect(expected).toHaveLength(5 + 4 * 8);
    expect(await samples(registry)).toEqual(expected);
    expect(await samples(registry)).toEqual(expected);
  });
});
