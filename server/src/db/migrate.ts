import {
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
} from 'kysely';
import { authStore } from './migrations/001-auth-store.ts';
import { oneTimeCodeAttempts } from './migrations/002-one-time-code-attempts.ts';
import { clientProfiles } from './migrations/003-client-profiles.ts';
import { agenda } from './migrations/004-agenda.ts';
import { jobs } from './migrations/005-jobs.ts';
import { materials } from './migrations/006-materials.ts';
import { totpFactors } from './migrations/007-totp-factors.ts';
import { auditActor } from './migrations/008-audit-actor.ts';
import { bannedRefreshTokens } from './migrations/009-banned-refresh-tokens.ts';
import { siteContent } from './migrations/010-site-content.ts';
import { recoveryCodes } from './migrations/011-recovery-codes.ts';
import { siteContentDraft } from './migrations/012-site-content-draft.ts';
import { setupLink } from './migrations/013-setup-link.ts';
import { signInCodes } from './migrations/014-sign-in-codes.ts';
import { passkeys } from './migrations/015-passkeys.ts';
import { hosts } from './migrations/016-hosts.ts';
import { hostCalendars } from './migrations/017-host-calendars.ts';
import { intake } from './migrations/018-intake.ts';
import { bookingNotes } from './migrations/020-booking-notes.ts';
import { messages } from './migrations/021-messages.ts';
import { plans } from './migrations/022-plans.ts';
import type { Database } from './schema.ts';

/** Migrations are imported, not globbed from disk, so they run the same under tsx and in a bundle. */
const migrations: Record<string, Migration> = {
  '001-auth-store': authStore,
  '002-one-time-code-attempts': oneTimeCodeAttempts,
  '003-client-profiles': clientProfiles,
  '004-agenda': agenda,
  '005-jobs': jobs,
  '006-materials': materials,
  '007-totp-factors': totpFactors,
  '008-audit-actor': auditActor,
  '009-banned-refresh-tokens': bannedRefreshTokens,
  '010-site-content': siteContent,
  '011-recovery-codes': recoveryCodes,
  '012-site-content-draft': siteContentDraft,
  '013-setup-link': setupLink,
  '014-sign-in-codes': signInCodes,
  '015-passkeys': passkeys,
  '016-hosts': hosts,
  '017-host-calendars': hostCalendars,
  '018-intake': intake,
  '020-booking-notes': bookingNotes,
  '021-messages': messages,
  '022-plans': plans,
};

/** Applied migrations, in Kysely's own table. */
export const migrationTable = DEFAULT_MIGRATION_TABLE;
export const migrationNames = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; concurrent instances wait on Kysely's migration lock. */
export async function migrateToLatest(db: Kysely<Database>) {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results?.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
