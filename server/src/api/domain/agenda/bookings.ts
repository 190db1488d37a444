import type { Transaction } from 'kysely';
import { type Actor, auditedActor } from '../../../platform/actor.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import { isUniqueViolation } from '../../../db/constraint-violations.ts';
import type { Database } from '../../../db/schema.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';
import type { ApiServices } from '../api-services.ts';
import { intakeOwed } from '../intake/intake-gate.ts';
import { AgendaRefusal } from './agenda-refusal.ts';
import { bookingJson } from './booking-json.ts';
import { countBookingChange } from './booking-change-limit.ts';
import { assertChangeable } from './change-window.ts';
import { bookingJobKeys, enqueueBookingNotices } from './booking-notices.ts';
import { clientRecord, teamRecordsOf } from './conversation-records.ts';
import {
  assertNotBusyInCalendar,
  bookableSlot,
  firstFree,
  isFree,
  offeringHosts,
} from './host-offers.ts';
import { readHosts, rulesOf } from './hosts.ts';
import { teamDigestKeys } from './team-digest.ts';

/** A write the slot's unique index refused: another request took it at the same moment. */
function slotRace(error: unknown): never {
  throw isUniqueViolation(error) ? new AgendaRefusal('slot_taken') : error;
}

/**
 * Writes a change to a booking as `openBookingOf` read it, and returns the row as stored: when
 * another change came first (its `sequence` moved on), `booking_changed`, and nothing is written.
 */
async function writeChange(
  services: ApiServices,
  trx: Queryable,
  booking: BookingRow,
  changes: Partial<BookingRow>,
) {
  const stored = await services.agenda
    .changeBooking(trx, booking, { ...changes, sequence: booking.sequence + 1 })
    .catch(slotRace);
  if (!stored) throw new AgendaRefusal('booking_changed');
  return stored;
}

/** The caller's bookings, soonest first, with their attendance and recap (never the team's notes). */
export async function listOwnBookings(services: ApiServices, userId: string) {
  const directory = await readHosts(services);
  const { db } = services.auth.store;
  const rows = await services.agenda.listForUser(db, userId);
  const recordOf = await teamRecordsOf(
    services,
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => bookingJson(services, row, directory, clientRecord(recordOf(row.id))));
}

/**
 * Books a slot for the caller (docs/portal.md, "No double booking, ever"; "Hosts"): the slot must
 * be offered now by the host asked for, or by any ("qualquer um": the first free one), the client
 * under the team's upcoming-bookings limit; the host's lock and the host's slot index decide
 * between parallel requests, on one instance or several.
 */
export async function bookSlot(
  services: ApiServices,
  userId: string,
  request: { start: string; host_id?: string; topic: string | null; notes: string | null },
  actor: Actor,
  now = new Date(),
) {
  const directory = await readHosts(services);
  const offers = offeringHosts(directory, request.host_id, request.start, now);
  const limit = directory.team.max_upcoming_per_client;
  const at = now.toISOString();
  const row = await services.auth.store.db.transaction().execute(async (trx) => {
    await services.agenda.lockClient(trx, userId);
    // The intake's answers come before the first booking (docs/portal.md, "Intake").
    if (await intakeOwed(services, trx, userId)) throw new AgendaRefusal('intake_required');
    const upcoming = await services.agenda.countUpcoming(trx, userId, at);
    if (upcoming >= limit) throw new AgendaRefusal('booking_limit', limit);
    const offer = await firstFree(services, trx, offers);
    const booking: BookingRow = {
      id: crypto.randomUUID(),
      user_id: userId,
      start_at: offer.slot.start,
      end_at: offer.slot.end,
      status: 'confirmed',
      topic: request.topic,
      notes: request.notes,
      cancel_reason: null,
      host_id: offer.host.id,
      sequence: 0,
      created_at: at,
      updated_at: at,
    };
    await services.agenda.insertBooking(trx, booking).catch(slotRace);
    await countBookingChange(services, trx, userId);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'booking_created',
      userId,
      detail: { booking_id: booking.id, start: booking.start_at },
      ...actor,
    });
    await enqueueBookingNotices(services, trx, { event: 'confirmation', booking }, now);
    return booking;
  });
  return bookingJson(services, row, directory);
}

/**
 * The caller's own booking that can still change: confirmed and not yet begun. Then the client's
 * lock, as every booking change takes it; the booking is read before it, so a request that waited
 * for another's change to the same booking is refused by `writeChange` rather than applied to a
 * booking it never saw.
 */
async function openBookingOf(
  services: ApiServices,
  db: Queryable,
  userId: string | undefined,
  id: string,
  now: Date,
) {
  const booking = await services.agenda.findBooking(db, id);
  if (!booking || (userId !== undefined && booking.user_id !== userId)) {
    throw new AgendaRefusal('booking_not_found');
  }
  if (booking.status !== 'confirmed' || booking.start_at <= now.toISOString()) {
    throw new AgendaRefusal('booking_closed');
  }
  await services.agenda.lockClient(db, booking.user_id);
  return booking;
}

/**
 * Moves a booking to another slot of its host in one write: the old slot is freed only if the new
 * is taken. Of reschedules and cancellations that overlap, the first to write wins (decision 031).
 * The client's own (`byUserId`) is bound by the change window and the changes an hour; the team's
 * (`byUserId` undefined, `actor.actorId` the member) by neither.
 */
export async function rescheduleBooking(
  services: ApiServices,
  byUserId: string | undefined,
  id: string,
  start: string,
  actor: Actor,
  now = new Date(),
) {
  const directory = await readHosts(services);
  const byClient = byUserId !== undefined;
  const { db } = services.auth.store;
  const moved = await db.transaction().execute(async (trx) => {
    const booking = await openBookingOf(services, trx, byUserId, id, now);
    if (byClient) await assertChangeable(services, trx, booking, directory.team, now);
    const slot = bookableSlot(rulesOf(directory, booking.host_id), start, now);
    await assertNotBusyInCalendar(services, trx, booking.host_id, slot);
    if (!(await isFree(services, trx, booking.host_id, slot, booking.id))) {
      throw new AgendaRefusal('slot_taken');
    }
    const stored = await writeChange(services, trx, booking, {
      start_at: slot.start,
      end_at: slot.end,
      updated_at: now.toISOString(),
    });
    if (byClient) await countBookingChange(services, trx, booking.user_id);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'booking_rescheduled',
      userId: booking.user_id,
      detail: { booking_id: booking.id, from: booking.start_at, to: stored.start_at },
      ...auditedActor(actor),
    });
    const change = {
      event: 'reschedule',
      booking: stored,
      previousStart: booking.start_at,
    } as const;
    await enqueueBookingNotices(services, trx, change, now);
    return stored;
  });
  return bookingJson(services, moved, directory);
}

/**
 * Cancels a booking that has not begun: the client's own (`byUserId`), or any by the team with a
 * reason the client will read.
 */
export async function cancelBooking(
  services: ApiServices,
  cancellation: { id: string; byUserId?: string; reason: string | null } & Actor & {
      actorId: string;
    },
  now = new Date(),
) {
  const directory = await readHosts(services);
  const { db } = services.auth.store;
  const cancelled = await db.transaction().execute(async (trx) => {
    const booking = await openBookingOf(services, trx, cancellation.byUserId, cancellation.id, now);
    if (cancellation.byUserId !== undefined) {
      await assertChangeable(services, trx, booking, directory.team, now);
    }
    const stored = await writeChange(services, trx, booking, {
      status: 'cancelled',
      cancel_reason: cancellation.reason,
      updated_at: now.toISOString(),
    });
    await services.auth.repositories.auditLog.record(trx, {
      action: 'booking_cancelled',
      userId: cancellation.actorId,
      // The team's cancellation names its member as the actor (the console's audit view).
      actorId: cancellation.byUserId === undefined ? cancellation.actorId : null,
      detail: { booking_id: booking.id, client_id: booking.user_id },
      ip: cancellation.ip,
      userAgent: cancellation.userAgent,
    });
    const cancelledBy = cancellation.byUserId === undefined ? 'team' : 'client';
    await enqueueBookingNotices(
      services,
      trx,
      { event: 'cancellation', booking: stored, cancelledBy },
      now,
    );
    return stored;
  });
  return bookingJson(services, cancelled, directory);
}

/**
 * Tells the team of a leaving client's upcoming bookings, and the client too when they deleted
 * their own account, in the transaction that deletes it (by its owner, `account_deletion`, or by
 * the team, `account_removed`): the bookings go with it, and so do their waiting e-mails and
 * reminders, which name the client.
 */
export async function cancelBookingsOfLeavingClient(
  services: ApiServices,
  trx: Transaction<Database>,
  leaving: { userId: string; cause: 'account_deletion' | 'account_removed' },
  now = new Date(),
) {
  await services.agenda.lockClient(trx, leaving.userId);
  const { jobs } = services.auth.repositories;
  await jobs.deletePending(trx, teamDigestKeys(leaving.userId));
  const bookings = await services.agenda.listForUser(trx, leaving.userId);
  for (const booking of bookings) {
    await jobs.deletePending(trx, bookingJobKeys(booking.id));
    if (booking.status !== 'confirmed' || booking.start_at <= now.toISOString()) continue;
    const cancelled = { ...booking, status: 'cancelled' as const, sequence: booking.sequence + 1 };
    await enqueueBookingNotices(
      services,
      trx,
      { event: 'cancellation', booking: cancelled, cancelledBy: leaving.cause, leaving: true },
      now,
    );
  }
}

/** The team's view: every confirmed booking between two instants (of one host), with its client. */
export async function bookingsBetween(
  services: ApiServices,
  range: { from: string; to: string; host?: string },
) {
  const directory = await readHosts(services);
  const { db } = services.auth.store;
  const rows = await services.agenda.confirmedBetweenWithClients(db, range.from, range.to);
  const shown = range.host === undefined ? rows : rows.filter((row) => row.host_id === range.host);
  const recordOf = await teamRecordsOf(
    services,
    db,
    shown.map((row) => row.id),
  );
  return shown.map((row) => ({
    ...bookingJson(services, row, directory, recordOf(row.id)),
    private_notes: recordOf(row.id).private_notes,
    client_id: row.user_id,
    client_email: row.client_email,
    client_name: row.client_name,
  }));
}
