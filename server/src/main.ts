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
    // A rolling upgrade: the load balancer sees /readyz fail and sends no more, while requests
    // still arriving are served; then close() stops accepting, waits for requests in flight, and
    // closes the database. Ctrl-C on a terminal stops at once.
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
    app.leaveRotation();
    app.log.info({ signal, delayMs }, 'shutting down: leaving the rotation, then draining');
    setTimeout(() => void app.close().then(() => process.exit(0)), delayMs);
  });
}

await app.listen({ port: config.port, host: config.host });

const accounts = await createUserRepository().count(app.store.db);
const setupLink = await app.setupLinkWhileNoStaff();
const banner = [
  '',
  `  Site:      ${config.siteUrl}`,
  `  Database:  ${app.store.location}`,
  `  E-mail:    ${app.mailDestination}`,
  ...(setupLink
    ? [
        "  First run: open this link to create the team's first account (once, within 24 h):",
        setupLink,
        '             a new one: npm run users -- setup-link',
      ]
    : []),
  accounts === 0
    ? "  No accounts yet. Create the team's first one, then a client, with:\n" +
      '             npm run users -- create equipe@example.com --password "uma senha" --staff\n' +
      '             npm run users -- create cliente@example.com --password "uma senha"'
    : `  Accounts:  ${accounts} (npm run users -- list)`,
  '',
];
console.log(banner.join('\n'));
