import type { Availability, HostSettings } from '../../../../../shared/agenda.ts';
import { type Actor, auditedActor } from '../../../platform/actor.ts';
import type { ApiServices } from '../api-services.ts';
import { type Host, memberOf, readHosts } from './hosts.ts';

const settingsOf = (host: Host): HostSettings => ({
  id: host.id,
  name: host.name,
  email: host.email,
  accepts_bookings: host.acceptsBookings,
  own_hours: host.ownAvailability !== null,
});

/** The clients' choice of hosts: those who take clients, oldest account first. */
export async function listBookableHosts(services: ApiServices) {
  const { members } = await readHosts(services);
  const hosts = members.filter((host) => host.acceptsBookings);
  return { hosts: hosts.map((host) => ({ id: host.id, name: host.name })) };
}

/** The console's view of every member of the team as a host. */
export async function listTeamHosts(services: ApiServices) {
  const { members } = await readHosts(services);
  return { hosts: members.map(settingsOf) };
}

/** The hours a host's slots follow: their own, or the team's. */
export async function hostAvailability(services: ApiServices, hostId: string) {
  return memberOf(await readHosts(services), hostId).availability;
}

/**
 * Writes one change to a member's host settings and audits it, both in one transaction: the entry
 * concerns the host and names the member of the team who made it.
 */
async function changeHost(
  services: ApiServices,
  hostId: string,
  changes: { availability?: string | null; accepts_bookings?: number },
  action: 'host_availability_changed' | 'host_bookings_changed',
  actor: Actor,
) {
  memberOf(await readHosts(services), hostId);
  const { db } = services.auth.store;
  await db.transaction().execute(async (trx) => {
    await services.hosts.save(trx, hostId, changes, new Date().toISOString());
    await services.auth.repositories.auditLog.record(trx, {
      ...auditedActor(actor),
      action,
      userId: hostId,
      detail:
        'accepts_bookings' in changes ? { accepts_bookings: changes.accepts_bookings === 1 } : {},
    });
  });
  return memberOf(await readHosts(services), hostId);
}

/** Gives a host hours of their own; the limit per client stays the team's. */
export async function saveHostAvailability(
  services: ApiServices,
  hostId: string,
  availability: Availability,
  actor: Actor,
) {
  const changes = { availability: JSON.stringify(availability) };
  return (await changeHost(services, hostId, changes, 'host_availability_changed', actor))
    .availability;
}

/** Puts a host back on the team's hours. */
export async function resetHostAvailability(services: ApiServices, hostId: string, actor: Actor) {
  const changes = { availability: null };
  return (await changeHost(services, hostId, changes, 'host_availability_changed', actor))
    .availability;
}

/** Lets a member take clients, or stop: their bookings stand either way. */
export async function setAcceptsBookings(
  services: ApiServices,
  hostId: string,
  acceptsBookings: boolean,
  actor: Actor,
) {
  const changes = { accepts_bookings: acceptsBookings ? 1 : 0 };
  return settingsOf(await changeHost(services, hostId, changes, 'host_bookings_changed', actor));
}
