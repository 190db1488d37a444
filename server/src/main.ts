import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureBuild } from './site/ensure-build.ts';

const config = loadConfig();
await ensureBuild();
const app = await buildApp({ config });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Site: ${config.siteUrl}`);
