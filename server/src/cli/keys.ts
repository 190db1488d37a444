/** `npm run keys`: the anon and service-role keys of this installation, one per line. */
import { runOperatorCommand } from './operator-runtime.ts';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run keys

Prints ANON_KEY=… (safe in the browser) and SERVICE_ROLE_KEY=… (secret: full admin access),
signed with JWT_SECRET or the secret generated in DATA_DIR.`);
} else {
  await runOperatorCommand(async ({ apiKeys }) => {
    console.log(`ANON_KEY=${apiKeys.anon}`);
    console.log(`SERVICE_ROLE_KEY=${apiKeys.serviceRole}`);
  });
}
