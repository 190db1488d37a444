import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inboxQuery,
  messageFormFields,
  type MessageFormFields,
  messageNoticeSetting,
  messageText,
} from '../../../../../shared/messages.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import {
  linkToMessageFile,
  readableMessageFile,
  readMessageFile,
} from '../../domain/messages/message-files.ts';
import { clientUnread, listInbox, teamUnread } from '../../domain/messages/message-inbox.ts';
import { clientNotices, setClientNotices } from '../../domain/messages/message-settings.ts';
import {
  deleteMessage,
  editMessage,
  listMessages,
  markThreadRead,
  postMessage,
  type ThreadAccess,
} from '../../domain/messages/messages.ts';
import { apiErrors } from '../api-errors.ts';
import { actsAsTeam, callerOf } from '../guards.ts';
import type { ApiGuards } from '../guards.ts';
import { requestedRange, sendFileHead } from '../material-download.ts';
import {
  assertAnnouncedSize,
  type UploadForm,
  uploadLimits,
  withSpooledForm,
} from '../material-upload.ts';
import { parsedInput } from '../parsed-input.ts';
import {
  fileBytes,
  materialLinkResponse,
  messageInboxResponse,
  messageNoticeSettingResponse,
  messagePageResponse,
  messageResponse,
  noContent,
  unreadMessagesResponse,
} from '../response-schemas.ts';
import {
  materialFileQuery,
  messageFileParams,
  messageIdParams,
  messagePageQuery,
  threadParams,
} from '../request-schemas.ts';
import { clientThreadAccess, teamThreadAccess } from '../thread-access.ts';

/** The message form: its text (up to 10,000 characters, 4 bytes each at most) beside one file. */
const messageForm: UploadForm<MessageFormFields> = {
  schema: messageFormFields,
  fieldCount: 1,
  fieldSize: 48 * 1024,
  shapeError: apiErrors.messageFormShape,
};

type Access = ThreadAccess & { sessionId: string };

/** One side's routes of a thread, under `prefix`: the same operations for the client and the team. */
interface ThreadSide {
  prefix: string;
  guard: (request: FastifyRequest) => Promise<void>;
  params?: typeof threadParams;
  accessOf: (request: FastifyRequest) => Promise<Access>;
}

/**
 * Messages between a client and the team (docs/portal.md, "Messages"): the client's thread under
 * /messages, every thread under /admin/threads for the team, and the attachments' files.
 */
export async function registerMessageRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const { maxBytes } = services.auth.config.materials;
  const clientSide: ThreadSide = {
    prefix: '/messages',
    guard: guard.signedIn,
    accessOf: async (request) => clientThreadAccess(request),
  };
  const teamSide: ThreadSide = {
    prefix: '/admin/threads/:client_id/messages',
    guard: guard.staff,
    params: threadParams,
    accessOf: (request) =>
      teamThreadAccess(services, request, (request.params as { client_id: string }).client_id),
  };

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: uploadLimits(maxBytes, messageForm) });
    for (const side of [clientSide, teamSide]) registerThreadRoutes(scope, side);
  });

  function registerThreadRoutes(scope: FastifyInstance, side: ThreadSide) {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const params = side.params ?? z.object({});
    const withMessage = params.extend(messageIdParams.shape);
    const withFile = params.extend(messageFileParams.shape);

    api.get(side.prefix, {
      schema: { params, querystring: messagePageQuery, response: { 200: messagePageResponse } },
      preValidation: [side.guard],
      handler: async (request) =>
        listMessages(services, await side.accessOf(request), request.query.before),
    });

    api.post(side.prefix, {
      schema: { params, response: { 201: messageResponse } },
      preValidation: [side.guard, async (request) => assertAnnouncedSize(request, maxBytes)],
      preHandler: [guard.writeLimit],
      handler: async (request, reply) => {
        const access = await side.accessOf(request);
        const message = request.isMultipart()
          ? await withSpooledForm(request, maxBytes, messageForm, (file, fields) =>
              postMessage(services, access, { body: fields.body ?? '', file }),
            )
          : await postMessage(services, access, {
              body: parsedInput(messageText, request.body).body,
            });
        return reply.code(201).send(message);
      },
    });

    api.post(`${side.prefix}/read`, {
      schema: { params, response: { 204: noContent } },
      preValidation: [side.guard],
      preHandler: [guard.writeLimit],
      handler: async (request, reply) => {
        await markThreadRead(services, await side.accessOf(request));
        return reply.code(204).send();
      },
    });

    api.patch(`${side.prefix}/:id`, {
      schema: { params: withMessage, body: messageText, response: { 200: messageResponse } },
      preValidation: [side.guard],
      preHandler: [guard.writeLimit],
      handler: async (request) =>
        editMessage(services, await side.accessOf(request), request.params.id, request.body.body),
    });

    api.delete(`${side.prefix}/:id`, {
      schema: { params: withMessage, response: { 204: noContent } },
      preValidation: [side.guard],
      preHandler: [guard.writeLimit],
      handler: async (request, reply) => {
        await deleteMessage(services, await side.accessOf(request), request.params.id);
        return reply.code(204).send();
      },
    });

    api.post(`${side.prefix}/attachments/:id/link`, {
      schema: { params: withFile, response: { 200: materialLinkResponse } },
      preValidation: [side.guard],
      preHandler: [guard.writeLimit],
      handler: async (request) =>
        linkToMessageFile(services, await side.accessOf(request), request.params.id),
    });
  }

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/messages/attachments/:id/file', {
    schema: {
      params: messageFileParams,
      querystring: materialFileQuery,
      response: { 200: fileBytes, 206: fileBytes },
    },
    preValidation: [guard.messageFileReader],
    handler: async (request, reply) => {
      const file = await readableMessageFile(services, request.params.id, {
        userId: callerOf(request).user.id,
        team: actsAsTeam(request),
      });
      const range = requestedRange(request, Number(file.size));
      const bytes =
        request.method === 'HEAD' ? undefined : await readMessageFile(services, file, range);
      return sendFileHead(reply, file, range, request.query.download === '1').send(bytes);
    },
  });

  api.get('/messages/unread', {
    schema: { response: { 200: unreadMessagesResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => clientUnread(services, clientThreadAccess(request).clientId),
  });

  api.get('/admin/threads', {
    schema: { querystring: inboxQuery, response: { 200: messageInboxResponse } },
    preValidation: [guard.staff],
    handler: async (request) => {
      const { query, unanswered, page } = request.query;
      return listInbox(services, { query, unanswered }, page);
    },
  });

  api.get('/admin/threads/unread', {
    schema: { response: { 200: unreadMessagesResponse } },
    preValidation: [guard.staff],
    handler: async () => teamUnread(services),
  });

  api.get('/account/message-notices', {
    schema: { response: { 200: messageNoticeSettingResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => clientNotices(services, clientThreadAccess(request).clientId),
  });

  api.put('/account/message-notices', {
    schema: { body: messageNoticeSetting, response: { 200: messageNoticeSettingResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      setClientNotices(services, clientThreadAccess(request).clientId, request.body.enabled),
  });
}
