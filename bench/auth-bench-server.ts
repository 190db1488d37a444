/**
 * A server under load, in its own process so that the load generator does not share its event
 * loop. `auth` is the real server (the auth API and the data API); `s3` a local S3-compatible
 * server (s3rver) with one empty bucket, whose `url` is what S3_URL takes. The others are
 * yardsticks:
 * - `hello`: a bare Fastify hello-world, the denominator of the GET /user ratio;
 * - `bare-user`: one bare route doing GET /user's core work (API key, access token, the session
 *   and user row from the auth server's SQLite file, the user document) and nothing else;
 * - `bare-sign-in`: one bare route that only checks the password, as sign-in does;
 * - `static-file`: the folder BENCH_STATIC_DIR as @fastify/static serves it from disk, the floor
 *   of a material's download.
 */
import fastifyStatic from '@fastify/static';
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import type { UserRow } from '../server/src/auth/db/repositories/users.ts';
import { checkPassword, hashPassword } from '../server/src/auth/domain/passwords.ts';
import { jwtIssuerFor } from '../server/src/auth/domain/services.ts';
import { userJson } from '../server/src/auth/http/user-json.ts';
import { loadConfig } from '../server/src/config.ts';
import { sqliteFile } from '../server/src/db/database.ts';
import { startS3Server } from '../tests/support/s3-server.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });

function bareUser(app: FastifyInstance) {
  const { jwt } = jwtIssuerFor(config);
  const database = new SQLite(sqliteFile(config.dataDir));
  const sessionUser = database.prepare<[string], UserRow>(
    'select users.* from sessions join users on users.id = sessions.user_id where sessions.id = ?',
  );
  app.get('/auth/v1/user', async (request, reply) => {
    if (!jwt.apiKeyRole(String(request.headers.apikey))) return reply.code(401).send();
    const bearer = String(request.headers.authorization).slice('Bearer '.length);
    const user = sessionUser.get(String(jwt.verifyBearer(bearer).session_id));
    return user ? userJson(user) : reply.code(403).send();
  });
}

async function bareSignIn(app: FastifyInstance) {
  const stored = await hashPassword(process.env.BENCH_PASSWORD ?? '');
  app.post('/auth/v1/token', async (request) => {
    const { password } = request.body as { password: string };
    return { matches: (await checkPassword(stored, password)).matches };
  });
}

async function staticFolder(app: FastifyInstance) {
  await app.register(fastifyStatic, { root: String(process.env.BENCH_STATIC_DIR) });
}

async function listen(app: FastifyInstance, port = 0) {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
}

const mode = process.argv[2];
if (mode === 'auth') {
  const app = await buildApp({ config, serveSite: false });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await listen(app, config.port);
  const { anon: anonKey, serviceRole: serviceRoleKey } = app.apiKeys;
  console.log(`READY ${JSON.stringify({ url: config.siteUrl, anonKey, serviceRoleKey })}`);
} else if (mode === 's3') {
  const bucket = await startS3Server();
  process.once('SIGTERM', () => void bucket.close().then(() => process.exit(0)));
  console.log(`READY ${JSON.stringify({ url: bucket.url })}`);
} else {
  const app = Fastify();
  if (mode === 'hello') app.get('/', async () => ({ hello: 'world' }));
  else if (mode === 'bare-user') bareUser(app);
  else if (mode === 'bare-sign-in') await bareSignIn(app);
  else if (mode === 'static-file') await staticFolder(app);
  else throw new Error(`unknown mode ${mode}`);
  process.once('SIGTERM', () => process.exit(0));
  console.log(`READY ${JSON.stringify({ url: await listen(app) })}`);
}
