import { buildApp } from './app.ts';
import { createUserRepository } from './auth/db/repositories/users.ts';
import { loadConfig } from './config.ts';
import { DamagedStoreError } from './db/damaged-store.ts';
import { ensureBuild } from './site/ensure-build.ts';

const config = loadConfig();
await ensureBuild();
const app = await buildApp({ config }).catch((error: unknown) => {
  // The operator's next step, without a stack trace in the way.
  if (!(error instanceof DamagedStoreError)) throw error;
  console.error(`Error: ${error.message}`);
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting, waits for requests in flight, then closes the database.
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });

const accounts = await createUserRepository().count(app.store.db);
const banner = [
  '',
  `  Site:      ${config.siteUrl}`,
  `  Database:  ${app.store.location}`,
  `  E-mail:    ${app.mailDestination}`,
  accounts === 0
    ? "  No accounts yet. Create the team's first one, then a client, with:\n" +
      '             npm run users -- create equipe@example.com --password "uma senha" --staff\n' +
      '             npm run users -- create cliente@example.com --password "uma senha"'
    : `  Accounts:  ${accounts} (npm run users -- list)`,
  '',
];
console.log(banner.join('\n'));
