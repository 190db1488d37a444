import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiServices } from '../../domain/api-services.ts';
import {
  listVersions,
  publishContent,
  readContentForTeam,
  readVersion,
  restoreVersion,
} from '../../domain/site-content/site-content.ts';
import {
  discardDraft,
  readDraft,
  saveDraft,
} from '../../domain/site-content/site-content-draft.ts';
import { SiteContentRefusal } from '../../domain/site-content/site-content-refusal.ts';
import {
  deleteSiteImage,
  siteImageLimits,
  uploadSiteImage,
} from '../../domain/site-content/site-images.ts';
import { apiErrors } from '../api-errors.ts';
import { staffActor } from '../actors.ts';
import type { ApiGuards } from '../guards.ts';
import { contentDraft, imageParams, publication, versionParams } from '../request-schemas.ts';
import {
  contentDraftResponse,
  contentVersionListResponse,
  contentVersionResponse,
  noContent,
  siteImageResponse,
  teamContentResponse,
} from '../response-schemas.ts';

/** The legal pages' Markdown makes this body larger than the API's usual 64 KB. */
const contentBodyLimit = 512 * 1024;

/** `/admin/content…` (docs/portal.md, "The site's content"): the team's, like the rest of admin. */
export async function registerSiteContentRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/admin/content', {
    schema: { response: { 200: teamContentResponse } },
    preValidation: [guard.staff],
    handler: async () => readContentForTeam(services),
  });

  api.put('/admin/content', {
    bodyLimit: contentBodyLimit,
    schema: { body: publication, response: { 200: teamContentResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) => publishContent(services, request.body, staffActor(request)),
  });

  api.get('/admin/content/draft', {
    schema: { response: { 200: contentDraftResponse } },
    preValidation: [guard.staff],
    handler: async () => readDraft(services),
  });

  api.put('/admin/content/draft', {
    bodyLimit: contentBodyLimit,
    schema: { body: contentDraft, response: { 200: contentDraftResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.draftSaveLimit],
    handler: async (request) => saveDraft(services, request.body, staffActor(request)),
  });

  api.delete('/admin/content/draft', {
    schema: { response: { 204: noContent } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      await discardDraft(services, staffActor(request));
      return reply.code(204).send();
    },
  });

  api.get('/admin/content/versions', {
    schema: { response: { 200: contentVersionListResponse } },
    preValidation: [guard.staff],
    handler: async () => listVersions(services),
  });

  api.get('/admin/content/versions/:version', {
    schema: { params: versionParams, response: { 200: contentVersionResponse } },
    preValidation: [guard.staff],
    handler: async (request) => readVersion(services, request.params.version),
  });

  api.post('/admin/content/versions/:version/restore', {
    schema: { params: versionParams, response: { 200: teamContentResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      restoreVersion(services, request.params.version, staffActor(request)),
  });

  api.delete('/admin/content/images/:id', {
    schema: { params: imageParams, response: { 204: noContent } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      await deleteSiteImage(services, request.params.id, staffActor(request));
      return reply.code(204).send();
    },
  });

  const limits = { fileSize: siteImageLimits.bytes, files: 1, fields: 0, parts: 1 };
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits });
    uploads.withTypeProvider<ZodTypeProvider>().post('/admin/content/images', {
      schema: { response: { 201: siteImageResponse } },
      preValidation: [
        guard.staff,
        async (request) => {
          // Refused before any of the body is read.
          if (Number(request.headers['content-length'] ?? 0) > siteImageLimits.bytes + 64 * 1024) {
            throw new SiteContentRefusal('image_too_large', siteImageLimits.bytes);
          }
        },
      ],
      preHandler: [guard.writeLimit],
      handler: async (request, reply) => {
        let bytes: Buffer;
        try {
          const file = await request.file({ limits });
          if (!file || file.fieldname !== 'file') throw new SiteContentRefusal('image_missing');
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof SiteContentRefusal) throw error;
          const code = (error as FastifyError).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new SiteContentRefusal('image_too_large', siteImageLimits.bytes);
          }
          if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw apiErrors.unsupportedMediaType();
          throw apiErrors.uploadShape();
        }
        const image = await uploadSiteImage(services, bytes, staffActor(request));
        return reply.code(201).send(image);
      },
    });
  });
}
