/** `npm run users -- <command>`: the operator's account management (see --help). */
import { parseArgs } from 'node:util';
import { importUsers } from './import-users.ts';
import { CommandError, runOperatorCommand } from './operator-runtime.ts';
import { confirm, promptPassword } from './prompt.ts';
import { parseEmail, userCommands } from './user-commands.ts';

const help = `Usage: npm run users -- <command> [options]

Commands:
  create EMAIL [--password P]    create a confirmed account (asks for the password if omitted)
  invite EMAIL                   create the account and e-mail an invitation to set a password
  list                           every account: e-mail, created, last sign-in, status
  set-password EMAIL [--password P]
                                 set a new password; ends the account's sessions
  disable EMAIL                  block sign-in and refresh; ends the account's sessions
  enable EMAIL                   lift a disable
  delete EMAIL [--yes]           delete the account (asks for confirmation without --yes)
  import FILE                    import users exported from Supabase's auth.users (CSV or JSON),
                                 keeping their passwords

Works on the configured store: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    password: { type: 'string' },
    yes: { type: 'boolean', short: 'y' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: false,
});
const [command, argument] = positionals;
const password = typeof values.password === 'string' ? values.password : undefined;

function formatDate(value: string | null) {
  return value ? value.slice(0, 16).replace('T', ' ') : '—';
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  console.log([line(header), ...rows.map(line)].join('\n'));
}

if (values.help || !command) {
  console.log(help);
  if (!command && !values.help) process.exitCode = 1;
} else {
  await runOperatorCommand(async ({ auth }) => {
    switch (command) {
      case 'create': {
        const email = parseEmail(argument);
        const user = await userCommands.create(
          auth,
          email,
          password ?? (await promptPassword(`Password for ${email}: `)),
        );
        console.log(
          `Created ${user.email} (confirmed). They can sign in at ${auth.config.siteUrl}/auth`,
        );
        break;
      }
      case 'invite': {
        const user = await userCommands.invite(auth, parseEmail(argument));
        console.log(`Invitation sent to ${user.email}.`);
        break;
      }
      case 'list': {
        const rows = await userCommands.list(auth);
        if (rows.length === 0) {
          console.log('No accounts yet. Create one with: npm run users -- create EMAIL');
          break;
        }
        printTable(
          ['E-mail', 'Created', 'Last sign-in', 'Status'],
          rows.map((row) => [
            row.email,
            formatDate(row.created),
            formatDate(row.lastSignIn),
            row.status,
          ]),
        );
        break;
      }
      case 'set-password': {
        const email = parseEmail(argument);
        await userCommands.setPassword(
          auth,
          email,
          password ?? (await promptPassword(`New password for ${email}: `)),
        );
        console.log(`Password of ${email} changed; their sessions were ended.`);
        break;
      }
      case 'disable':
      case 'enable': {
        const email = parseEmail(argument);
        await userCommands.setDisabled(auth, email, command === 'disable');
        console.log(
          command === 'disable'
            ? `${email} is disabled; their sessions were ended.`
            : `${email} is enabled.`,
        );
        break;
      }
      case 'delete': {
        const email = parseEmail(argument);
        if (!values.yes && !(await confirm(`Delete ${email} for good?`))) {
          throw new CommandError('not deleted');
        }
        await userCommands.delete(auth, email);
        console.log(`Deleted ${email}.`);
        break;
      }
      case 'import': {
        if (!argument) throw new CommandError('import needs a FILE (CSV or JSON)');
        const { imported, skipped } = await importUsers(auth, argument);
        console.log(`Imported ${imported.length} account(s).`);
        if (skipped.length > 0) console.log(`Skipped (already here): ${skipped.join(', ')}`);
        break;
      }
      default:
        throw new CommandError(`unknown command "${command}"; see npm run users -- --help`);
    }
  });
}
