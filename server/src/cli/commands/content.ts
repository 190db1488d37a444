import type { Command } from 'commander';
import { createApiServices } from '../../api/domain/api-services.ts';
import {
  listVersions,
  liveDocument,
  restoreVersion,
} from '../../api/domain/site-content/site-content.ts';
import { SiteContentRefusal } from '../../api/domain/site-content/site-content-refusal.ts';
import type { AuthRuntime } from '../../auth-runtime.ts';
import { openContentSite } from '../../site/content-site.ts';
import { CommandError, runOperatorCommand } from '../operator-runtime.ts';
import { printTable } from '../print-table.ts';
import { addCommandGroup } from '../program.ts';
import { printLine, type Terminal } from '../terminal.ts';

type ContentServices = ReturnType<typeof createApiServices>;

const versionsCommand = 'npm run cli -- content versions';

/** Why a restore was refused, for the operator. */
function refusalMessage(refusal: SiteContentRefusal, version: number, timeoutMs: number) {
  const field = refusal.detail ? ` (${String(refusal.detail)})` : '';
  switch (refusal.reason) {
    case 'version_not_found':
      return `no version ${version}; see: ${versionsCommand}`;
    case 'render_too_slow':
      return `version ${version} takes longer than SITE_RENDER_TIMEOUT_MS (${timeoutMs} ms) to render${field}; nothing was published`;
    case 'image_unknown':
      return `version ${version} shows a photo deleted since${field}; nothing was published`;
    case 'content_changed':
      return 'a member of the team published meanwhile; run the command again';
    default:
      return `version ${version} does not render with this build (it does not fit the schema, or a page fails); nothing was published`;
  }
}

/**
 * Runs a command with the content operations the console uses: the built site renders the
 * trial of a publication, off the event loop, as in the server.
 */
function runContentCommand(
  terminal: Terminal,
  command: (services: ContentServices) => Promise<void>,
) {
  return runOperatorCommand(terminal, async ({ auth }: AuthRuntime) => {
    const site = await openContentSite(auth.config, auth.log);
    if (!site) throw new CommandError('the site is not built here: run "npm run build" first');
    try {
      await command(createApiServices(auth, site.live.rendering));
    } finally {
      await site.close();
    }
  });
}

function parseVersion(text: string) {
  const version = Number(text);
  if (!/^\d+$/.test(text) || version < 1 || version > 2_147_483_647) {
    throw new CommandError(`"${text}" is not a version number; see: ${versionsCommand}`);
  }
  return version;
}

/** `content …`: the published versions of the site's content, and putting an earlier one back. */
export function addContentCommands(program: Command, terminal: Terminal) {
  const content = addCommandGroup(
    program,
    'content',
    "the site's content (/admin/conteudo): its published versions, and putting one back",
  );

  content
    .command('versions')
    .description(
      'every published version, newest first: when (UTC), by whom, and the one the site serves',
    )
    .action(() =>
      runContentCommand(terminal, async (services) => {
        const { versions } = await listVersions(services);
        const live = await liveDocument(services, services.auth.store.db);
        if (versions.length === 0) {
          printLine(terminal, 'No version published yet: the site serves its built defaults.');
          return;
        }
        printTable(
          terminal,
          ['VERSION', 'PUBLISHED', 'BY', 'RESTORED FROM', 'SITE'],
          versions.map((entry) => [
            String(entry.version),
            entry.published_at.slice(0, 16).replace('T', ' '),
            entry.published_by?.email ?? '—',
            entry.restored_from ? String(entry.restored_from) : '',
            entry.version === live.contentVersion
              ? 'live'
              : entry.version > live.contentVersion
                ? 'passed over: does not fit this build'
                : '',
          ]),
        );
      }),
    );

  content
    .command('restore')
    .description(
      'publish an earlier version again, as the newest (checked and audited as in the console); ' +
        'running servers show it within a second',
    )
    .argument('VERSION')
    .action((text: string) =>
      runContentCommand(terminal, async (services) => {
        const version = parseVersion(text);
        try {
          const restored = await restoreVersion(services, version, { userId: null });
          printLine(
            terminal,
            `Version ${version} is published again as version ${restored.version}; running servers show it within a second.`,
          );
        } catch (error) {
          if (!(error instanceof SiteContentRefusal)) throw error;
          throw new CommandError(
            refusalMessage(error, version, services.auth.config.siteRenderTimeoutMs),
          );
        }
      }),
    );
}
