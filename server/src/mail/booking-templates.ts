import { mailCopy } from './copy.ts';
import { bookingCopy } from './booking-copy.ts';
import { teamTime } from './team-time.ts';
import { actionButton, colors, frame, labelledLink, linkFallback, paragraph } from './templates.ts';

export const bookingEvents = ['confirmation', 'reschedule', 'cancellation', 'reminder'] as const;
export type BookingEvent = (typeof bookingEvents)[number];
export const cancellationCauses = [
  'client',
  'team',
  'account_deletion',
  'account_removed',
] as const;
export type CancellationCause = (typeof cancellationCauses)[number];

/** One booking e-mail: what happened, to whom, and the booking as it now stands. */
export interface BookingNotice {
  event: BookingEvent;
  audience: 'client' | 'team';
  siteUrl: string;
  /** The client area's agenda, where the booking can be seen and changed. */
  agendaUrl: string;
  /** The team's time zone, in which every time is written. */
  timeZone: string;
  start: string;
  end: string;
  /** A reschedule's former start. */
  previousStart: string | null;
  /** The client as the team knows them: name and address. */
  client: string;
  /** Who holds the conversation: the host's name. */
  host?: string | null;
  topic: string | null;
  notes: string | null;
  meetingUrl: string | null;
  /** Where it happens: told as a place when there is no link (an in-person meeting). */
  meetingLocation: string | null;
  /** The reminder an hour before: its first action joins the call. */
  joinUrl: string | null;
  cancelledBy: CancellationCause | null;
  /** The team's reason for a cancellation, which the client reads. */
  reason: string | null;
}

/** The client as the team's e-mails name them: "Ana Souza <ana@example.com>", or the address. */
export const teamClientLabel = (client: { email: string; name: string | null }) =>
  client.name ? `${client.name} <${client.email}>` : client.email;

/** A client who deleted their own account: told of the cancellation, with no agenda to open. */
const clientWhoLeft = (notice: BookingNotice) =>
  notice.audience === 'client' && notice.cancelledBy === 'account_deletion';

function headline(notice: BookingNotice) {
  const copy = bookingCopy[notice.event];
  if (clientWhoLeft(notice)) return bookingCopy.cancellation.clientWhoLeft;
  if (notice.audience === 'client') return copy.client;
  const intro =
    notice.event === 'cancellation'
      ? bookingCopy.cancellation.team.intro[notice.cancelledBy ?? 'client'](notice.client)
      : bookingCopy[notice.event].team.intro(notice.client);
  return { ...copy.team, intro };
}

/** "terça-feira, 14 de julho de 2026, das 10:00 às 10:45 — Horário Padrão de Brasília (…)" */
export function bookingWhen(booking: { start: string; end: string }, timeZone: string) {
  const start = teamTime(booking.start, timeZone);
  const end = teamTime(booking.end, timeZone);
  return bookingCopy.when(start.day, start.time, end.time, start.zone);
}

function previousText({ previousStart, timeZone }: BookingNotice) {
  if (!previousStart) return null;
  const start = teamTime(previousStart, timeZone);
  return bookingCopy.at(start.day, start.time, start.zone);
}

/** One fact of the booking; an address is a link in the HTML. */
interface Fact {
  label: string;
  value: string;
  isLink?: boolean;
}

/** The facts of the booking, leaving out what does not apply. */
function details(notice: BookingNotice): Fact[] {
  const { labels } = bookingCopy;
  const facts: (Omit<Fact, 'value'> & { value: string | null })[] = [
    { label: labels.when, value: bookingWhen(notice, notice.timeZone) },
    { label: labels.before, value: previousText(notice) },
    { label: labels.client, value: notice.audience === 'team' ? notice.client : null },
    { label: labels.host, value: notice.host ?? null },
    { label: labels.topic, value: notice.topic },
    { label: labels.notes, value: notice.audience === 'team' ? notice.notes : null },
    {
      label: labels.meeting,
      value: notice.event === 'cancellation' ? null : notice.meetingUrl,
      isLink: true,
    },
    {
      label: labels.place,
      value: notice.event === 'cancellation' || notice.meetingUrl ? null : notice.meetingLocation,
    },
    { label: labels.reason, value: notice.cancelledBy === 'team' ? notice.reason : null },
  ];
  return facts.filter((fact): fact is Fact => Boolean(fact.value));
}

const factHtml = ({ label, value, isLink }: Fact) =>
  isLink ? labelledLink(label, value) : paragraph(`${label}: ${value}`);

/** A booking e-mail in pt-BR, HTML and text, in the frame of every other message of the site. */
export function bookingNoticeEmail(notice: BookingNotice) {
  const { heading, intro, subject } = headline(notice);
  const start = teamTime(notice.start, notice.timeZone);
  const title = subject(start.shortDay, start.time);
  const facts = details(notice);
  const attachment =
    notice.event === 'cancellation' ? bookingCopy.withdrawal : bookingCopy.invitation;
  const agendaUrl = clientWhoLeft(notice) ? null : notice.agendaUrl;
  const { joinUrl } = notice;
  return {
    subject: title,
    text: [
      heading,
      '',
      intro,
      '',
      ...facts.map(({ label, value }) => `${label}: ${value}`),
      '',
      ...(joinUrl ? [`${bookingCopy.join}:`, joinUrl, ''] : []),
      attachment,
      '',
      ...(agendaUrl ? [`${bookingCopy.action}:`, agendaUrl, ''] : []),
      `— ${mailCopy.signature}`,
    ].join('\n'),
    html: frame(
      notice.siteUrl,
      title,
      heading,
      [
        paragraph(intro),
        ...facts.map(factHtml),
        ...(joinUrl ? [actionButton(joinUrl, bookingCopy.join)] : []),
        ...(agendaUrl ? [actionButton(agendaUrl, bookingCopy.action)] : []),
        paragraph(attachment, colors.muted),
        ...(agendaUrl ? [linkFallback(agendaUrl)] : []),
      ].join('\n'),
    ),
  };
}
