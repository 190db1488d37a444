import type { Transaction } from 'kysely';
import { z } from 'zod';
import { messagePaths } from '../../../../../shared/messages.ts';
import type { Database } from '../../../db/schema.ts';
import {
  clientMessageNoticeEmail,
  teamMessageNoticeEmail,
} from '../../../mail/message-notice-email.ts';
import { teamClientLabel } from '../../../mail/booking-templates.ts';
import { enqueueJob } from '../../../platform/jobs/job-queue.ts';
import type { JobRow } from '../../../platform/jobs/job-repository.ts';
import type { MessageThreadRow, ThreadSide } from '../../db/repositories/messages.ts';
import { clientOf } from '../agenda/booking-notices.ts';
import type { ApiServices } from '../api-services.ts';
import { teamRecipients } from '../team-addresses.ts';

/** The job that tells one side of a thread that a message waits for it (decision 053). */
export const messageNoticeJob = 'message-notice';

/** A message waits unread this long before its reader is told. */
const messageNoticeDelayMinutes = 10;

/** Whose thread, which side reads it, and when its quiet period ended (the first unread message). */
const messageNoticePayload = z.object({
  client_id: z.string(),
  reader: z.enum(['client', 'team']),
  since: z.iso.datetime(),
});
type MessageNoticePayload = z.infer<typeof messageNoticePayload>;

const unreadOf = (thread: MessageThreadRow, reader: ThreadSide) =>
  reader === 'client' ? thread.client_unread : thread.team_unread;

/**
 * Schedules the reader's notice when a change brought their first unread message: one notice per
 * quiet period, however many messages follow before they read.
 */
export async function enqueueNoticeOfFirstUnread(
  services: ApiServices,
  trx: Transaction<Database>,
  change: {
    before: MessageThreadRow;
    after: MessageThreadRow;
    reader: ThreadSide;
    now: Date;
  },
) {
  const { before, after, reader, now } = change;
  if (unreadOf(before, reader) > 0 || unreadOf(after, reader) === 0) return;
  const since = now.toISOString();
  const job = {
    kind: messageNoticeJob,
    payload: { client_id: after.client_id, reader, since } satisfies MessageNoticePayload,
    dedupeKey: `${messageNoticeJob}:${reader}:${after.client_id}:${since}`,
    runAt: new Date(now.getTime() + messageNoticeDelayMinutes * 60_000),
  };
  await enqueueJob(services.auth, trx, job, now);
}

/**
 * The job `message-notice`: an e-mail, never the message's text, when the reader has not read
 * the thread since its quiet period ended and something is still unread; nothing for a client who
 * turned the notices off, or whose account is gone.
 */
export async function sendMessageNotice(services: ApiServices, input: unknown, job: JobRow) {
  const { client_id: clientId, reader, since } = messageNoticePayload.parse(input);
  const { db } = services.auth.store;
  const thread = await services.messages.find(db, clientId);
  if (!thread || unreadOf(thread, reader) === 0) return;
  const readAt = reader === 'client' ? thread.client_read_at : thread.team_read_at;
  if (readAt !== null && readAt >= since) return;
  const client = await clientOf(services, db, clientId);
  if (!client) return;
  const { config, mailer } = services.auth;
  const messageId = `<${job.id}@${new URL(config.siteUrl).hostname}>`;
  if (reader === 'client') {
    if (thread.client_notices === 0) return;
    const link = new URL(messagePaths.client, config.siteUrl).toString();
    await mailer.send({
      to: client.email,
      ...clientMessageNoticeEmail(config.siteUrl, link),
      messageId,
    });
    return;
  }
  const recipients = await teamRecipients(services, job.id);
  if (recipients.length === 0) return;
  const link = new URL(`${messagePaths.team}?cliente=${clientId}`, config.siteUrl).toString();
  await mailer.send({
    to: recipients.join(', '),
    ...teamMessageNoticeEmail(config.siteUrl, link, teamClientLabel(client)),
    messageId,
  });
}
