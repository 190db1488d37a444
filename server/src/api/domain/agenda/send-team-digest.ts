import type { JobRow } from '../../../platform/jobs/job-repository.ts';
import { teamClientLabel } from '../../../mail/booking-templates.ts';
import { teamDigestEmail } from '../../../mail/team-digest-template.ts';
import type { ApiServices } from '../api-services.ts';
import { teamRecipients } from '../team-addresses.ts';
import { agendaUrlFor } from './agenda-urls.ts';
import { readAvailability } from './availability.ts';
import { bookingInvitation } from './booking-invitation.ts';
import { clientOf } from './booking-notices.ts';
import { hostRefOf, readHosts, rulesOf } from './hosts.ts';
import { meetingOf } from './meeting.ts';
import { teamDigestEntries } from './team-digest-entries.ts';
import { teamDigestPayload } from './team-digest.ts';

/**
 * The job `team-booking-digest`: one e-mail to the team of a client's booking changes since the
 * digest's start, read when it runs, so it tells the bookings as they are stored then, each with
 * its calendar entry. Nothing when nothing is left to tell, or the account is gone (its deletion
 * told the team).
 */
export async function sendTeamDigest(services: ApiServices, input: unknown, job: JobRow) {
  const { user_id: userId, since } = teamDigestPayload.parse(input);
  const { db } = services.auth.store;
  const client = await clientOf(services, db, userId);
  if (!client) return;
  const told = teamDigestEntries(await services.agenda.changedSince(db, userId, since), since);
  if (told.length === 0) return;
  const directory = await readHosts(services);
  const hosts = told.flatMap(({ booking }) =>
    directory.members.filter((member) => member.id === booking.host_id),
  );
  const recipients = await teamRecipients(
    services,
    job.id,
    hosts.map((host) => host.email),
  );
  if (recipients.length === 0) return;
  const availability = await readAvailability(services);
  const { config, mailer } = services.auth;
  const invitations = told.map(({ booking }) =>
    bookingInvitation(services, booking, {
      audience: 'team',
      cancelled: booking.status === 'cancelled',
      client,
      meeting: meetingOf(services, booking, availability),
    }),
  );
  const [only, ...others] = invitations;
  await mailer.send({
    to: recipients.join(', '),
    ...teamDigestEmail({
      siteUrl: config.siteUrl,
      agendaUrl: agendaUrlFor(services, 'team'),
      timeZone: availability.time_zone,
      client: teamClientLabel(client),
      meeting: meetingOf(services, told[0]!.booking, rulesOf(directory, told[0]!.booking.host_id)),
      entries: told.map(({ booking, entry }) => ({
        ...entry,
        host: hostRefOf(directory, booking.host_id)?.name ?? null,
      })),
    }),
    messageId: `<${job.id}@${new URL(config.siteUrl).hostname}>`,
    // One booking's entry is an invitation calendars take as it comes; several are attachments.
    ...(only && others.length === 0
      ? { icalEvent: { ...only, filename: 'convite.ics' } }
      : {
          attachments: invitations.map((invitation, index) => ({
            filename: `convite-${index + 1}.ics`,
            contentType: `text/calendar; charset=utf-8; method=${invitation.method}`,
            content: invitation.content,
          })),
        }),
  });
}
