/**
 * The server under load, in its own process so that the load generator does not share its event
 * loop. `hello` mode is a bare Fastify hello-world, the yardstick for GET /user.
 */
import Fastify from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';

if (process.argv[2] === 'hello') {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(
    `READY ${JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` })}`,
  );
} else {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, serveSite: false });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: config.port, host: '127.0.0.1' });
  console.log(
    `READY ${JSON.stringify({ url: config.siteUrl, anonKey: app.apiKeys.anon, serviceRoleKey: app.apiKeys.serviceRole })}`,
  );
}
