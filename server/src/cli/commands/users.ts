import { Argument, type Command } from 'commander';
import { createFirstRunServices, issueSetupLink } from '../../api/domain/first-run/setup-link.ts';
import { type Role, roles } from '../../platform/roles.ts';
import { importUsers } from '../import-users.ts';
import { linkOriginLine } from '../link-origin.ts';
import { CommandError, runOperatorCommand } from '../operator-runtime.ts';
import { printTable } from '../print-table.ts';
import { addCommandGroup } from '../program.ts';
import { confirm, promptPassword } from '../prompt.ts';
import { parseEmail, userCommands } from '../user-commands.ts';
import { printLine, type Terminal } from '../terminal.ts';

interface PasswordOption {
  password?: string;
}

interface CreateOptions extends PasswordOption {
  staff?: boolean;
}

const passwordFlags = '--password <P>';
const passwordHelp = 'the password; asked for on the terminal, unechoed, when omitted';

function formatDate(value: string | null) {
  return value ? value.slice(0, 16).replace('T', ' ') : '—';
}

/** `users …`: the operator's management of client accounts. */
export function addUsersCommands(program: Command, terminal: Terminal) {
  const users = addCommandGroup(program, 'users', 'manage the client accounts').addHelpText(
    'after',
    '\nWorks on the configured store: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL).',
  );

  users
    .command('create')
    .description('create a confirmed account (asks for the password if omitted)')
    .argument('EMAIL')
    .option(passwordFlags, passwordHelp)
    .option('--staff', "a member of the team (the console's role) instead of a client")
    .action((address: string, { password, staff }: CreateOptions) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const email = parseEmail(address);
        const user = await userCommands.create(
          auth,
          email,
          password ?? (await promptPassword(terminal, `Password for ${email}: `)),
          staff ? 'staff' : 'client',
        );
        printLine(
          terminal,
          `Created ${user.email} (confirmed${staff ? ', staff' : ''}). They can sign in at ${auth.config.siteUrl}/auth`,
        );
        printLine(terminal, linkOriginLine(auth.config));
      }),
    );

  users
    .command('setup-link')
    .description(
      "a new one-time link to create the team's first account in the browser (24 h; replaces the last)",
    )
    .action(() =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const link = await issueSetupLink(createFirstRunServices(auth));
        if (!link) {
          throw new CommandError(
            'the team already has an account: the first run is over. Add members with: npm run users -- create EMAIL --staff',
          );
        }
        printLine(
          terminal,
          "Open this link to create the team's first account (once, within 24 h):",
        );
        printLine(terminal, link);
        printLine(terminal, linkOriginLine(auth.config));
      }),
    );

  users
    .command('set-role')
    .description("make an account the team's (staff) or a client's; counts on its next request")
    .argument('EMAIL')
    .addArgument(new Argument('ROLE').choices(roles))
    .action((address: string, role: Role) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const email = parseEmail(address);
        await userCommands.setRole(auth, email, role);
        printLine(terminal, `${email} is now ${role}.`);
      }),
    );

  users
    .command('invite')
    .description('create the account and e-mail an invitation to set a password')
    .argument('EMAIL')
    .action((address: string) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const user = await userCommands.invite(auth, parseEmail(address));
        printLine(terminal, `Invitation sent to ${user.email}.`);
      }),
    );

  users
    .command('list')
    .description('every account: e-mail, created, last sign-in, status')
    .action(() =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const rows = await userCommands.list(auth);
        if (rows.length === 0) {
          printLine(terminal, 'No accounts yet. Create one with: npm run users -- create EMAIL');
          return;
        }
        printTable(
          terminal,
          ['E-mail', 'Created', 'Last sign-in', 'Status', 'Role'],
          rows.map((row) => [
            row.email,
            formatDate(row.created),
            formatDate(row.lastSignIn),
            row.status,
            row.role,
          ]),
        );
      }),
    );

  users
    .command('set-password')
    .description("set a new password; ends the account's sessions")
    .argument('EMAIL')
    .option(passwordFlags, passwordHelp)
    .action((address: string, { password }: PasswordOption) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const email = parseEmail(address);
        await userCommands.setPassword(
          auth,
          email,
          password ?? (await promptPassword(terminal, `New password for ${email}: `)),
        );
        printLine(terminal, `Password of ${email} changed; their sessions were ended.`);
      }),
    );

  users
    .command('disable')
    .description("block sign-in and refresh; ends the account's sessions")
    .argument('EMAIL')
    .action((address: string) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const email = parseEmail(address);
        await userCommands.setDisabled(auth, email, true);
        printLine(terminal, `${email} is disabled; their sessions were ended.`);
      }),
    );

  users
    .command('enable')
    .description('lift a disable')
    .argument('EMAIL')
    .action((address: string) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const email = parseEmail(address);
        await userCommands.setDisabled(auth, email, false);
        printLine(terminal, `${email} is enabled.`);
      }),
    );

  users
    .command('reset-mfa')
    .description("remove the account's second factors (a lost authenticator); mails the client")
    .argument('EMAIL')
    .action((address: string) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const email = parseEmail(address);
        const { removed } = await userCommands.resetMfa(auth, email);
        printLine(
          terminal,
          removed === 0
            ? `${email} has no second factor.`
            : `Removed ${removed} second factor(s) of ${email}; they sign in with their password alone.`,
        );
      }),
    );

  users
    .command('delete')
    .description('delete the account (asks for confirmation without --yes)')
    .argument('EMAIL')
    .option('-y, --yes', 'delete without asking')
    .action((address: string, { yes }: { yes?: boolean }) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const email = parseEmail(address);
        if (!yes && !(await confirm(terminal, `Delete ${email} for good?`))) {
          throw new CommandError('not deleted');
        }
        await userCommands.delete(auth, email);
        printLine(terminal, `Deleted ${email}.`);
      }),
    );

  users
    .command('import')
    .description(
      "import users exported from Supabase's auth.users (CSV or JSON), keeping their passwords",
    )
    .argument('FILE')
    .action((file: string) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const { imported, skipped } = await importUsers(auth, file);
        printLine(terminal, `Imported ${imported.length} account(s).`);
        if (skipped.length > 0)
          printLine(terminal, `Skipped (already here): ${skipped.join(', ')}`);
      }),
    );
}
