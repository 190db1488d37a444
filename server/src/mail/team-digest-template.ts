import { bookingCopy } from './booking-copy.ts';
import { bookingNoticeEmail, bookingWhen } from './booking-templates.ts';
import { mailCopy } from './copy.ts';
import { actionButton, colors, frame, linkFallback, paragraph } from './templates.ts';

/** What happened to a booking within the window, as its current state tells it. */
type DigestChange = 'booked' | 'moved' | 'cancelled';

/** One of the client's bookings as it now stands. */
export interface DigestEntry {
  change: DigestChange;
  start: string;
  end: string;
  topic: string | null;
  notes: string | null;
  cancelledBy: 'client' | 'team' | null;
  /** The team's reason, for a booking the team cancelled. */
  reason: string | null;
  /** Who holds the conversation: the host's name. */
  host?: string | null;
}

/** The team's e-mail of one client's booking changes in a window (decision 031). */
export interface TeamDigest {
  siteUrl: string;
  /** The team's agenda in the console. */
  agendaUrl: string;
  timeZone: string;
  /** The client as the team knows them: name and address. */
  client: string;
  /** The meeting of the booking, when the digest tells of one only. */
  meeting: { url: string | null; location: string | null };
  entries: DigestEntry[];
}

const eventOf = { booked: 'confirmation', moved: 'reschedule', cancelled: 'cancellation' } as const;

function changeLabel(entry: DigestEntry) {
  const { changes } = bookingCopy.digest;
  if (entry.change !== 'cancelled') return changes[entry.change];
  return entry.cancelledBy === 'team' ? changes.cancelledByTeam : changes.cancelledByClient;
}

function entryLines(entry: DigestEntry, timeZone: string) {
  const { labels } = bookingCopy;
  const lines = [
    `${changeLabel(entry)}: ${bookingWhen(entry, timeZone)}`,
    entry.topic && `${labels.topic}: ${entry.topic}`,
    entry.notes && `${labels.notes}: ${entry.notes}`,
    entry.reason && `${labels.reason}: ${entry.reason}`,
  ];
  return lines.filter((line): line is string => Boolean(line));
}

/** Several changes: each booking as it now stands, in pt-BR, HTML and text. */
function severalChanges(digest: TeamDigest) {
  const { digest: copy } = bookingCopy;
  const title = copy.subject(digest.client, digest.entries.length);
  const intro = copy.intro(digest.client);
  const entries = digest.entries.map((entry) => entryLines(entry, digest.timeZone));
  return {
    subject: title,
    text: [
      copy.heading,
      '',
      intro,
      '',
      ...entries.flatMap((lines) => [...lines, '']),
      copy.invitations,
      '',
      `${bookingCopy.action}:`,
      digest.agendaUrl,
      '',
      `— ${mailCopy.signature}`,
    ].join('\n'),
    html: frame(
      digest.siteUrl,
      title,
      copy.heading,
      [
        paragraph(intro),
        ...entries.flatMap((lines) => lines.map((line) => paragraph(line))),
        actionButton(digest.agendaUrl, bookingCopy.action),
        paragraph(copy.invitations, colors.muted),
        linkFallback(digest.agendaUrl),
      ].join('\n'),
    ),
  };
}

/** The digest's e-mail; a single change reads as the team's notice of that change always has. */
export function teamDigestEmail(digest: TeamDigest) {
  const [only, ...others] = digest.entries;
  if (!only || others.length > 0) return severalChanges(digest);
  return bookingNoticeEmail({
    event: eventOf[only.change],
    audience: 'team',
    siteUrl: digest.siteUrl,
    agendaUrl: digest.agendaUrl,
    timeZone: digest.timeZone,
    start: only.start,
    end: only.end,
    previousStart: null,
    host: only.host ?? null,
    client: digest.client,
    topic: only.topic,
    notes: only.notes,
    meetingUrl: only.change === 'cancelled' ? null : digest.meeting.url,
    meetingLocation: only.change === 'cancelled' ? null : digest.meeting.location,
    joinUrl: null,
    cancelledBy: only.cancelledBy,
    reason: only.reason,
  });
}
