import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  /** The first link of the plain-text part: what the person would click. */
  link: string;
  createdAt: string;
}

async function readMessage(file: string): Promise<OutboxMessage> {
  const mail = await simpleParser(await readFile(file));
  const recipients = [mail.to ?? []].flat();
  // Undoing the transfer encoding leaves a link's own %XX escapes as they are.
  const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
  return {
    file,
    to: recipients.map((recipient) => recipient.text).join(', '),
    subject: mail.subject ?? '',
    link,
    createdAt: (mail.date ?? (await stat(file)).mtime).toISOString(),
  };
}

/** Every message of the outbox folder, newest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  // The names start with the time of writing, so their order is the messages' order.
  const newestFirst = names.sort().reverse();
  return Promise.all(newestFirst.map((name) => readMessage(path.join(outboxDir, name))));
}

export async function latestOutboxMessage(outboxDir: string, filter: { to?: string } = {}) {
  const messages = await readOutbox(outboxDir);
  return messages.find((message) => !filter.to || message.to === filter.to);
}
