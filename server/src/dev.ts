/**
 * `npm run dev`: Vite's dev server on PORT (hot reload for the front end, every path is the app),
 * proxying the API to this server on PORT + 1.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { authApiPrefix } from '../../shared/site-paths.ts';
import { buildApp } from './app.ts';
import { loadConfig, processEnvironment } from './config.ts';

const config = loadConfig({ ...processEnvironment(), NODE_ENV: 'development' });
const apiPort = config.port + 1;
const api = await buildApp({ config, serveSite: false });
await api.listen({ port: apiPort, host: config.host });

const apiTarget = `http://${config.host}:${apiPort}`;
const vite = await createServer({
  configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
  server: {
    port: config.port,
    host: config.host,
    strictPort: true,
    proxy: { [authApiPrefix]: apiTarget, '/healthz': apiTarget },
  },
});
await vite.listen();
vite.printUrls();

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(
    signal,
    () => void Promise.all([vite.close(), api.close()]).then(() => process.exit(0)),
  );
}
