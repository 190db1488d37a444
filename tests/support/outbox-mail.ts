import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { vi } from 'vitest';
import { type OutboxMessage, readOutbox } from '../../server/src/mail/outbox.ts';

/** Every message of an outbox folder, parsed as a mail client would. */
export async function parsedOutbox(outboxDir: string): Promise<ParsedMail[]> {
  const names = await readdir(outboxDir).catch(() => []);
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => simpleParser(await readFile(path.join(outboxDir, name)))),
  );
}

/** The addresses a parsed message went to. */
export function recipientsOf(mail: ParsedMail) {
  return [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address));
}

/**
 * The message's calendar as mail clients find it: the inline `text/calendar` alternative with
 * its `method` parameter, and the `.ics` attachment.
 */
export function calendarPartsOf(mail: ParsedMail) {
  const inline = mail.attachments.find((part) => part.contentType === 'text/calendar');
  const attached = mail.attachments.find((part) => part.filename?.endsWith('.ics'));
  const contentType = inline?.headers.get('content-type') as
    { params: Record<string, string> } | undefined;
  return {
    method: contentType?.params.method,
    inline: inline?.content.toString('utf8'),
    attachment: attached && {
      filename: attached.filename,
      disposition: attached.contentDisposition,
      text: attached.content.toString('utf8'),
    },
  };
}

/** The fields of an `.ics` invitation that calendars act on, read with ical.js. */
export function readInvitation(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const attendee = event.getFirstProperty('attendee')!;
  const instant = (name: string) =>
    (event.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>).toJSDate().toISOString();
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: instant('dtstart'),
    end: instant('dtend'),
    stamped: event.hasProperty('dtstamp'),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    attendee: {
      address: String(attendee.getFirstValue()).toLowerCase(),
      partstat: attendee.getParameter('partstat'),
      rsvp: attendee.getParameter('rsvp'),
    },
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    description: event.getFirstPropertyValue('description'),
  };
}

function linkTypeOf(message: OutboxMessage) {
  return message.link ? new URL(message.link).searchParams.get('type') : null;
}

/**
 * The newest message to `to` once the job worker has written it: recovery and sign-up e-mails leave
 * after the answer. With `after` (a message already seen), only a later one counts; with
 * `linkType`, only one whose link is of that type (`recovery`, `signup`, `invite`).
 */
export function waitForOutboxMessage(
  outboxDir: string,
  filter: { to?: string; after?: OutboxMessage; linkType?: string } = {},
): Promise<OutboxMessage> {
  return vi.waitFor(
    async () => {
      const found = (await readOutbox(outboxDir)).find(
        (message) =>
          (!filter.to || message.to === filter.to) &&
          (!filter.linkType || linkTypeOf(message) === filter.linkType) &&
          (!filter.after || path.basename(message.file) > path.basename(filter.after.file)),
      );
      if (!found) throw new Error(`no e-mail to ${filter.to ?? 'anyone'} arrived`);
      return found;
    },
    { timeout: 10_000, interval: 25 },
  );
}

/** The six-digit code an e-mail to sign in shows ("123 456"), as the person would type it. */
export async function signInCodeIn(message: OutboxMessage) {
  const mail = await simpleParser(await readFile(message.file));
  const shown = /^(\d{3}) (\d{3})$/m.exec(mail.text ?? '');
  if (!shown) throw new Error('the e-mail shows no code');
  return `${shown[1]}${shown[2]}`;
}
