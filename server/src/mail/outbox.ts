import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  /** The first link of the plain-text part: what the person would click. */
  link: string;
  createdAt: string;
}

function header(head: string, name: string) {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string) {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
}

/** `=XX` are bytes of UTF-8; everything else is itself (a link's own `%XX` stays as it is). */
function decodeQuotedPrintable(text: string) {
  const parts = text.replace(/=\r?\n/g, '').split(/(=[0-9A-F]{2})/i);
  return Buffer.concat(
    parts.map((part) =>
      /^=[0-9A-F]{2}$/i.test(part)
        ? Buffer.from([Number.parseInt(part.slice(1), 16)])
        : Buffer.from(part, 'utf8'),
    ),
  ).toString('utf8');
}

function plainTextPart(source: string) {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(source);
  if (!part) return '';
  const headers = source.slice(0, part.index + part[0].indexOf(part[1]!));
  const encodings = [...headers.matchAll(/Content-Transfer-Encoding: (\S+)/gi)];
  const encoding = encodings.at(-1)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part[1]!, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part[1]!);
  return part[1]!;
}

function parseMessage(file: string): OutboxMessage {
  const source = readFileSync(file, 'utf8');
  const head = source.split(/\r?\n\r?\n/, 1)[0]!;
  const text = plainTextPart(source);
  return {
    file,
    to: header(head, 'To'),
    subject: decodeWords(header(head, 'Subject')),
    link: /https?:\/\/\S+/.exec(text)?.[0] ?? '',
    createdAt: new Date(header(head, 'Date')).toISOString(),
  };
}

/** Every message of the outbox folder, newest first. */
export function readOutbox(outboxDir: string): OutboxMessage[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .map((name) => parseMessage(path.join(outboxDir, name)));
}

export function latestOutboxMessage(outboxDir: string, filter: { to?: string } = {}) {
  return readOutbox(outboxDir).find((message) => !filter.to || message.to === filter.to);
}
