import { newOpaqueToken, tokenDigest } from '../../../auth/domain/random-token.ts';
import type { Actor } from '../../../platform/actor.ts';
import { auditedActor } from '../../../platform/actor.ts';
import { calendarEntries } from '../../../mail/calendar-invitation.ts';
import type { ApiServices } from '../api-services.ts';
import { readAvailability } from '../agenda/availability.ts';
import { bookingEntry, hostCalendarCopy } from './booking-entry.ts';
import { assertHost, HostNotFound } from './host-of.ts';

/** How far back the feed reaches: last month's conversations stay in the host's calendar. */
const feedDaysBack = 30;
const dayMs = 86_400_000;

/** The feed's public address: the token is its only secret. */
const feedUrl = (services: ApiServices, token: string) =>
  new URL(`/api/v1/feeds/hosts/${token}.ics`, services.auth.config.siteUrl).toString();

/**
 * A new private feed for the host (only its digest is kept), which ends the one before: its URL,
 * shown this once.
 */
export async function issueHostFeed(
  services: ApiServices,
  hostId: string,
  actor: Actor,
  now = new Date(),
) {
  const token = newOpaqueToken();
  await services.auth.store.db.transaction().execute(async (trx) => {
    await assertHost(services, trx, hostId);
    await services.hostCalendars.saveFeed(trx, hostId, tokenDigest(token), now.toISOString());
    await services.auth.repositories.auditLog.record(trx, {
      action: 'calendar_feed_issued',
      userId: hostId,
      ...auditedActor(actor),
    });
  });
  return { url: feedUrl(services, token) };
}

/** Ends the host's feed: its URL answers 404 from now on. */
export async function revokeHostFeed(services: ApiServices, hostId: string, actor: Actor) {
  await services.auth.store.db.transaction().execute(async (trx) => {
    await assertHost(services, trx, hostId);
    if (!(await services.hostCalendars.deleteFeed(trx, hostId))) return;
    await services.auth.repositories.auditLog.record(trx, {
      action: 'calendar_feed_revoked',
      userId: hostId,
      ...auditedActor(actor),
    });
  });
}

/**
 * The feed's `.ics`: the host's bookings from a month ago to the end of the booking horizon,
 * the cancelled ones as cancelled, each under the UID and SEQUENCE its e-mails carry.
 */
export async function hostFeedCalendar(services: ApiServices, token: string, now = new Date()) {
  const { db } = services.auth.store;
  const hostId = await services.hostCalendars.hostOfFeed(db, tokenDigest(token));
  if (!hostId) throw new HostNotFound();
  const availability = await readAvailability(services);
  const from = new Date(now.getTime() - feedDaysBack * dayMs).toISOString();
  const to = new Date(now.getTime() + (availability.horizon_days + 1) * dayMs).toISOString();
  const bookings = await services.hostCalendars.feedBookings(db, hostId, from, to);
  const entries = bookings.map((booking) =>
    bookingEntry(services, booking, { email: booking.client_email, name: booking.client_name }),
  );
  return calendarEntries(entries, hostCalendarCopy.feedName);
}
