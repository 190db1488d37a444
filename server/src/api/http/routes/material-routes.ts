import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { materialChanges } from '../../../../../shared/materials.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import {
  changeMaterial,
  deleteMaterial,
  linkToMaterial,
  listPublishedMaterials,
  listTeamMaterials,
  readableMaterial,
  readMaterialFile,
  uploadMaterial,
} from '../../domain/materials/materials.ts';
import { staffActor } from '../actors.ts';
import { actsAsTeam, callerOf } from '../guards.ts';
import { requestedRange, sendFileHead } from '../material-download.ts';
import {
  assertAnnouncedSize,
  materialForm,
  uploadLimits,
  withSpooledUpload,
} from '../material-upload.ts';
import {
  fileBytes,
  materialLinkResponse,
  materialListResponse,
  noContent,
  teamMaterialResponse,
} from '../response-schemas.ts';
import { materialFileQuery, materialIdParams } from '../request-schemas.ts';
import type { ApiGuards } from '../guards.ts';

/** The materials: the client's reading, listening and downloads, and the team's uploads (docs/portal.md, "Materials"). */
export async function registerMaterialRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/materials', {
    schema: { response: { 200: materialListResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => listPublishedMaterials(services, callerOf(request).user.id),
  });

  api.post('/materials/:id/link', {
    schema: { params: materialIdParams, response: { 200: materialLinkResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      linkToMaterial(services, callerOf(request), request.params.id, {
        drafts: actsAsTeam(request),
      }),
  });

  api.get('/materials/:id/file', {
    schema: {
      params: materialIdParams,
      querystring: materialFileQuery,
      response: { 200: fileBytes, 206: fileBytes },
    },
    preValidation: [guard.materialReader],
    handler: async (request, reply) => {
      const material = await readableMaterial(services, request.params.id, {
        drafts: actsAsTeam(request),
      });
      const range = requestedRange(request, Number(material.size));
      const bytes =
        request.method === 'HEAD' ? undefined : await readMaterialFile(services, material, range);
      return sendFileHead(reply, material, range, request.query.download === '1').send(bytes);
    },
  });

  api.get('/admin/materials', {
    schema: { response: { 200: z.array(teamMaterialResponse) } },
    preValidation: [guard.staff],
    handler: async () => listTeamMaterials(services),
  });

  const { maxBytes } = services.auth.config.materials;
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: uploadLimits(maxBytes, materialForm) });
    uploads.withTypeProvider<ZodTypeProvider>().post('/admin/materials', {
      schema: { consumes: ['multipart/form-data'], response: { 201: teamMaterialResponse } },
      preValidation: [guard.staff, async (request) => assertAnnouncedSize(request, maxBytes)],
      preHandler: [guard.writeLimit],
      handler: async (request, reply) => {
        const material = await withSpooledUpload(request, maxBytes, (upload) =>
          uploadMaterial(services, upload, staffActor(request)),
        );
        return reply.code(201).send(material);
      },
    });
  });

  api.patch('/admin/materials/:id', {
    schema: {
      params: materialIdParams,
      body: materialChanges,
      response: { 200: teamMaterialResponse },
    },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      changeMaterial(services, request.params.id, request.body, staffActor(request)),
  });

  api.delete('/admin/materials/:id', {
    schema: { params: materialIdParams, response: { 204: noContent } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      await deleteMaterial(services, request.params.id, staffActor(request));
      return reply.code(204).send();
    },
  });
}
