import net from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';

/** A raw connection that records what the server answered and when it hung up. */
function connect(server: RunningAuthServer) {
  const { hostname, port } = new URL(server.url);
  const socket = net.connect(Number(port), hostname);
  const openedAt = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.on('close', () => resolve({ afterMs: Date.now() - openedAt, answer })),
  );
  return { socket, closed };
}

/** Writes one piece every `everyMs` until the server hangs up. */
function trickle(socket: net.Socket, pieces: () => string, everyMs: number) {
  const timer = setInterval(() => socket.writable && socket.write(pieces()), everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('slow and idle clients', () => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer('sqlite', {
      HEADERS_TIMEOUT_MS: '400',
      REQUEST_TIMEOUT_MS: '800',
      CONNECTION_IDLE_TIMEOUT_MS: '600',
      MAX_CONNECTIONS: '4',
    });
  });
  afterAll(() => server?.close());

  it('closes a connection whose headers come too slowly, with 408', async () => {
    const { socket, closed } = connect(server);
    socket.write('GET /auth/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    trickle(socket, () => 'X-Devagar: sim\r\n', 100);
    const { afterMs, answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(350);
    expect(afterMs).toBeLessThan(2_000);
  });

  it('closes a connection whose body comes too slowly, with 408', async () => {
    const { socket, closed } = connect(server);
    socket.write(
      'POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: localhost\r\n' +
        `apikey: ${server.anonKey}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{`,
    );
    trickle(socket, () => ' ', 100);
    const { afterMs, answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(750);
    expect(afterMs).toBeLessThan(2_500);
  });

  it('closes a connection that sends nothing', async () => {
    const { closed } = connect(server);
    expect((await closed).afterMs).toBeLessThan(2_000);
  });

  it('refuses connections past MAX_CONNECTIONS, and serves again once they close', async () => {
    const held = Array.from({ length: 4 }, () => connect(server));
    const { server: listener } = server.app;
    const open = promisify(listener.getConnections.bind(listener));
    await vi.waitFor(async () => expect(await open()).toBe(4));
    const extra = connect(server);
    expect((await extra.closed).afterMs).toBeLessThan(300);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    expect((await fetch(`${server.url}/auth/v1/health`)).status).toBe(200);
  });
});
