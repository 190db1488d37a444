import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { AuthServices } from '../auth/domain/services.ts';
import { emailAddress } from '../auth/domain/email-address.ts';
import { isSupportedPasswordHash, supportedHashes } from '../auth/domain/passwords.ts';
import { printable } from './printable.ts';
import { withoutProviderKeys } from '../auth/domain/metadata.ts';
import { CommandError } from './operator-runtime.ts';

/** A row of Supabase's `auth.users`, as exported to CSV or JSON (only the columns we keep). */
interface ExportedUser {
  id?: string;
  email?: string;
  encrypted_password?: string;
  email_confirmed_at?: string;
  confirmed_at?: string;
  invited_at?: string;
  last_sign_in_at?: string;
  banned_until?: string;
  raw_user_meta_data?: unknown;
  raw_app_meta_data?: unknown;
  created_at?: string;
  updated_at?: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readExport(file: string): ExportedUser[] {
  const text = readFileSync(file, 'utf8');
  if (path.extname(file).toLowerCase() === '.json' || text.trimStart().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // JSON.parse's own message quotes the text around the fault, which may be a hash.
      throw new CommandError(`${file}: not valid JSON`);
    }
    if (!Array.isArray(parsed)) throw new CommandError(`${file}: expected a JSON array of users`);
    return parsed as ExportedUser[];
  }
  return parse(text, { columns: true, skip_empty_lines: true, trim: true }) as ExportedUser[];
}

function timestamp(value: string | undefined) {
  if (!value) return null;
  // PostgreSQL exports look like "2024-03-01 10:00:00.123+00".
  const iso = value
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00');
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

const latestStoredDate = '9999-12-31T23:59:59.999Z';

/**
 * A ban that cannot be read must not turn into no ban. PostgreSQL's "infinity" and years past 9999
 * become the latest date stored here; anything else unreadable stops the import.
 */
function banEnd(value: string | undefined, where: string) {
  if (!value) return null;
  if (/^\s*(infinity|\+?\d{5,}-)/i.test(value)) return latestStoredDate;
  const end = timestamp(value);
  if (end === null) {
    throw new CommandError(`${where}: banned_until "${printable(value)}" is not a date`);
  }
  return end;
}

function metadataObject(value: unknown) {
  const parsed: unknown = typeof value === 'string' && value !== '' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * Imports users exported from a hosted Supabase project, keeping ids and bcrypt hashes so that
 * passwords keep working (they are upgraded to argon2id at the next sign-in). All or nothing;
 * addresses that already exist here are skipped and reported.
 */
export async function importUsers(services: AuthServices, file: string) {
  const rows = readExport(file);
  const prepared = rows.map((row, index) => {
    const where = `${file}, user ${index + 1}`;
    if (typeof row !== 'object' || row === null) throw new CommandError(`${where}: not a user`);
    const email = emailAddress.safeParse(row.email ?? '');
    if (!email.success) {
      throw new CommandError(`${where}: invalid e-mail "${printable(String(row.email ?? ''))}"`);
    }
    const hash = row.encrypted_password || null;
    if (hash !== null && !isSupportedPasswordHash(hash)) {
      throw new CommandError(`${where}: encrypted_password is not ${supportedHashes}`);
    }
    const now = new Date().toISOString();
    return {
      id: row.id && uuidPattern.test(row.id) ? row.id.toLowerCase() : crypto.randomUUID(),
      identity_id: crypto.randomUUID(),
      email: email.data,
      encrypted_password: hash,
      email_confirmed_at: timestamp(row.email_confirmed_at ?? row.confirmed_at),
      invited_at: timestamp(row.invited_at),
      last_sign_in_at: timestamp(row.last_sign_in_at),
      banned_until: banEnd(row.banned_until, where),
      user_metadata: JSON.stringify(metadataObject(row.raw_user_meta_data)),
      app_metadata: JSON.stringify(withoutProviderKeys(metadataObject(row.raw_app_meta_data))),
      created_at: timestamp(row.created_at) ?? now,
      updated_at: timestamp(row.updated_at) ?? now,
    };
  });

  const { users, auditLog } = services.repositories;
  return services.store.db.transaction().execute(async (trx) => {
    const imported: string[] = [];
    const skipped: string[] = [];
    for (const user of prepared) {
      const taken =
        (await users.findByEmail(trx, user.email)) ?? (await users.findById(trx, user.id));
      if (taken) {
        skipped.push(user.email);
        continue;
      }
      await users.insert(trx, user);
      await auditLog.record(trx, {
        action: 'user_created',
        userId: user.id,
        detail: { source: 'import' },
      });
      imported.push(user.email);
    }
    return { imported, skipped };
  });
}
