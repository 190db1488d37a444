import { createServer, type AddressInfo } from 'node:net';

const loopback = '127.0.0.1';

/**
 * A port nothing listens on right now: for a process that must be told its port before it starts
 * (or an address that must refuse). Another process may take it meanwhile: see onFreePort.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, loopback, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const attempts = 5;

/**
 * Starts something that must be told its port in advance, on a free port; when another process
 * took that port first (`inUse` says so of the failure), again on another.
 */
export async function onFreePort<T>(
  start: (port: number) => Promise<T>,
  inUse: (error: unknown) => boolean,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt === attempts || !inUse(error)) throw error;
    }
  }
}

/** A failure of Node's own listen(): the address was taken. */
export const isAddressInUse = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

/**
 * A loopback socket already listening on a port the kernel chose, for an in-process server that
 * must name its own address before it is built (SITE_URL): it takes the socket over with
 * `listen(socket.listenOptions)`, so no other process can take the port in between.
 */
export async function listeningSocket() {
  const holder = createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(0, loopback, resolve);
  });
  const { port } = holder.address() as AddressInfo;
  return {
    port,
    url: `http://${loopback}:${port}`,
    /** Node's listen(handle) form, which Fastify's listen() passes on. */
    listenOptions: { host: loopback, handle: (holder as unknown as { _handle: object })._handle },
    /** For when no server took the socket over. */
    close: () => new Promise<void>((resolve) => holder.close(() => resolve())),
  };
}
