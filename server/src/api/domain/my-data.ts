import { userMetadataOf } from '../../auth/domain/metadata.ts';
import { passkeyJson, passkeysOf } from '../../auth/domain/passkeys.ts';
import type { Caller } from './account-security.ts';
import type { ApiServices } from './api-services.ts';
import { describeDevice } from './device-description.ts';
import { listOwnBookings } from './agenda/bookings.ts';
import { intakeEntriesOfClient } from './intake/intake.ts';
import { internalNotesNotice } from './agenda/private-notes-access.ts';
import { exportThread } from './messages/messages.ts';
import { exportPlan } from './plans/plan-export.ts';
import { readProfile } from './profiles.ts';

/** The caller's sessions, for "Sessões ativas": where each is, and which one is this. */
export async function listOwnSessions(services: ApiServices, caller: Caller) {
  const { auth } = services;
  const rows = await auth.repositories.sessions.listForUser(auth.store.db, caller.user.id);
  return rows.map((session) => ({
    id: session.id,
    current: session.id === caller.session.id,
    created_at: session.created_at,
    last_seen_at: session.refreshed_at,
    ip: session.ip,
    device: describeDevice(session.user_agent),
  }));
}

/**
 * Everything stored about the caller (LGPD's right of access), as one document: the account, the
 * profile, the bookings (with their attendance and recaps), the materials opened, the sessions,
 * the passkeys (their names and dates), the account's activity log, the intake's answers with
 * their questions' words, the messages with the team (attachments named; each opens from the
 * thread), and the legacy plan (milestones, evidence titles, files named). Never a hash, a key or
 * a token.
 */
export async function exportOwnData(services: ApiServices, caller: Caller) {
  const { auth } = services;
  const { user } = caller;
  const [
    profile,
    bookings,
    internalNotes,
    materialsOpened,
    sessions,
    passkeys,
    activity,
    messages,
    plan,
  ] = await Promise.all([
    readProfile(services, user.id),
    listOwnBookings(services, user.id),
    internalNotesNotice(services, user.id),
    services.materials.listOpenedBy(auth.store.db, user.id),
    listOwnSessions(services, caller),
    passkeysOf(auth, user.id),
    auth.repositories.auditLog.listForUser(auth.store.db, user.id),
    exportThread(services, user.id),
    exportPlan(services, user.id),
  ]);
  const intake = await intakeEntriesOfClient(services, user.id);
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      created_at: user.created_at,
      email_confirmed_at: user.email_confirmed_at,
      last_sign_in_at: user.last_sign_in_at,
      user_metadata: userMetadataOf(user),
    },
    profile,
    bookings,
    intake,
    // The team's private notes are not in it: it says they exist, and how to ask (decision 052).
    internal_notes: internalNotes,
    materials_opened: materialsOpened,
    sessions,
    passkeys: passkeys.map(passkeyJson),
    activity,
    messages,
    plan,
  };
}
