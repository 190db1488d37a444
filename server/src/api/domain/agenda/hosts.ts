import {
  type Availability,
  availabilityInput,
  type HostRef,
} from '../../../../../shared/agenda.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';
import type { ApiServices } from '../api-services.ts';
import { AgendaRefusal } from './agenda-refusal.ts';
import { readAvailability } from './availability.ts';

/** A member of the team as a host (docs/portal.md, "Hosts"). */
export interface Host {
  id: string;
  email: string;
  /** The profile's full name, else the address's local part. */
  name: string;
  acceptsBookings: boolean;
  /** Their own rules, or null: the team's. */
  ownAvailability: Availability | null;
  /** The rules their slots follow: their own or the team's; the limit per client is the team's. */
  availability: Availability;
}

/** The team's rules and its members as hosts, oldest account first. */
export interface HostDirectory {
  team: Availability;
  members: Host[];
}

/** The profile's full name, else the address's local part. */
export const nameOf = (member: { email: string; full_name: string | null }) =>
  member.full_name?.trim() || member.email.split('@')[0]!;

export async function readHosts(services: ApiServices): Promise<HostDirectory> {
  const [team, rows] = await Promise.all([
    readAvailability(services),
    services.hosts.listMembers(services.auth.store.db),
  ]);
  const members = rows.map((row): Host => {
    const own = row.availability ? availabilityInput.parse(JSON.parse(row.availability)) : null;
    return {
      id: row.id,
      email: row.email,
      name: nameOf(row),
      acceptsBookings: row.accepts_bookings !== 0,
      ownAvailability: own,
      availability: own ? { ...own, max_upcoming_per_client: team.max_upcoming_per_client } : team,
    };
  });
  return { team, members };
}

/** A member of the team by id; `host_not_found` for any other account. */
export function memberOf(directory: HostDirectory, id: string) {
  const host = directory.members.find((member) => member.id === id);
  if (!host) throw new AgendaRefusal('host_not_found');
  return host;
}

/** The hosts clients may book, in the directory's order. */
const bookableHosts = (directory: HostDirectory) =>
  directory.members.filter((member) => member.acceptsBookings);

/** A host clients may book by id; `host_not_found` for anyone else. */
function bookableHost(directory: HostDirectory, id: string) {
  const host = memberOf(directory, id);
  if (!host.acceptsBookings) throw new AgendaRefusal('host_not_found');
  return host;
}

/** The rules a booking follows: its host's, or the team's when its host's account is gone. */
export function rulesOf(directory: HostDirectory, hostId: string | null) {
  return directory.members.find((member) => member.id === hostId)?.availability ?? directory.team;
}

/** A booking's host as clients read it. */
export function hostRefOf(directory: HostDirectory, hostId: string | null): HostRef | null {
  const host = directory.members.find((member) => member.id === hostId);
  return host ? { id: host.id, name: host.name } : null;
}

/**
 * A booking's host as the e-mails name them, read in the caller's transaction: address and name;
 * none once they are gone.
 */
export async function hostOf(services: ApiServices, db: Queryable, hostId: string | null) {
  const members = await services.hosts.listMembers(db);
  const host = members.find((member) => member.id === hostId);
  return host ? { email: host.email, name: nameOf(host) } : null;
}

/** The host a client asked for, or every bookable host ("qualquer um"). */
export const hostsToBook = (directory: HostDirectory, hostId: string | undefined) =>
  hostId === undefined ? bookableHosts(directory) : [bookableHost(directory, hostId)];

/** Whether a confirmed booking keeps a host busy: theirs, or one whose host is gone (decision 048). */
export const busies = (booking: Pick<BookingRow, 'host_id'>, hostId: string) =>
  booking.host_id === hostId || booking.host_id === null;
