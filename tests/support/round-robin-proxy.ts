import http from 'node:http';
import type { AddressInfo, ListenOptions } from 'node:net';

/**
 * A minimal load balancer for tests: each request goes to the next upstream in turn. It listens
 * on a port of its own, or where `listenOptions` say (a socket bound before the upstreams).
 */
export async function startRoundRobinProxy(
  upstreams: string[],
  listenOptions: ListenOptions = { port: 0, host: '127.0.0.1' },
) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', upstreams[next++ % upstreams.length]);
    const forward = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (upstream) => {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(response);
      },
    );
    forward.on('error', () => response.writeHead(502).end());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(listenOptions, resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
