import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccount } from '../../domain/accounts.ts';
import { deleteFactorAsOperator, factorsOf } from '../../domain/factors.ts';
import { inviteAccount } from '../../domain/invitations.ts';
import {
  createAccountAsOperator,
  generateLink,
  type OperatorFields,
  updateAccountAsOperator,
} from '../../domain/operator-accounts.ts';
import type { AuthServices } from '../../domain/services.ts';
import { requestClient } from '../../../http/request-client.ts';
import * as body from '../request-schemas.ts';
import * as answer from '../response-schemas.ts';
import { findUserOr404, userPage } from '../admin-user-page.ts';
import { factorJson } from '../factor-json.ts';
import { userJson } from '../user-json.ts';
import type { RouteKit } from './route-kit.ts';

/** The operator's routes, with the service-role key: invitations, links, users, factors. */
export function registerOperatorRoutes(
  app: FastifyInstance,
  services: AuthServices,
  { guard, limit }: RouteKit,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/invite', {
    schema: {
      querystring: body.redirectQuery,
      body: body.inviteBody,
      response: { 200: answer.userResponse },
    },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) =>
      userJson(
        await inviteAccount(services, {
          email: request.body.email,
          redirectTo: request.query.redirect_to,
          userMetadata: request.body.data,
          ...requestClient(request),
        }),
      ),
  });

  api.post('/admin/generate_link', {
    schema: { body: body.generateLinkBody, response: { 200: answer.generatedLinkResponse } },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) => {
      const link = await generateLink(services, {
        type: request.body.type,
        email: request.body.email,
        password: request.body.password,
        userMetadata: request.body.data,
        redirectTo: request.body.redirect_to,
        ...requestClient(request),
      });
      return {
        ...userJson(link.user),
        action_link: link.actionLink,
        email_otp: link.code,
        hashed_token: link.token,
        verification_type: request.body.type,
        redirect_to: link.redirectTo,
      };
    },
  });

  api.get('/admin/users', {
    schema: { querystring: body.pageQuery, response: { 200: answer.userListResponse } },
    preValidation: [guard.serviceRole],
    handler: async (request, reply) => {
      const { users, total, links } = await userPage(services, request.query);
      reply.header('x-total-count', String(total)).header('link', links);
      return { users: users.map((user) => userJson(user)), aud: 'authenticated' };
    },
  });

  api.post('/admin/users', {
    schema: { body: body.adminCreateUserBody, response: { 200: answer.userResponse } },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) =>
      userJson(
        await createAccountAsOperator(
          services,
          { ...operatorFields(request.body), email: request.body.email },
          requestClient(request),
        ),
      ),
  });

  api.get('/admin/users/:id', {
    schema: { params: body.userIdParams, response: { 200: answer.userResponse } },
    preValidation: [guard.serviceRole],
    handler: async (request) => userJson(await findUserOr404(services, request.params.id)),
  });

  api.put('/admin/users/:id', {
    schema: {
      params: body.userIdParams,
      body: body.adminUpdateUserBody,
      response: { 200: answer.userResponse },
    },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) => {
      const user = await findUserOr404(services, request.params.id);
      const fields = operatorFields(request.body);
      return userJson(
        await updateAccountAsOperator(services, user, fields, requestClient(request)),
      );
    },
  });

  api.delete('/admin/users/:id', {
    schema: { params: body.userIdParams, response: { 200: answer.emptyResponse } },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) => {
      const user = await findUserOr404(services, request.params.id);
      await services.store.db
        .transaction()
        .execute((trx) =>
          deleteAccount(services, trx, { userId: user.id, ...requestClient(request) }),
        );
      return {};
    },
  });

  api.get('/admin/users/:id/factors', {
    schema: { params: body.userIdParams, response: { 200: z.array(answer.factorResponse) } },
    preValidation: [guard.serviceRole],
    handler: async (request) => {
      const user = await findUserOr404(services, request.params.id);
      return (await factorsOf(services, user.id)).map(factorJson);
    },
  });

  api.delete('/admin/users/:id/factors/:factor_id', {
    schema: { params: body.userFactorParams, response: { 200: answer.factorResponse } },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) => {
      const user = await findUserOr404(services, request.params.id);
      const factorId = request.params.factor_id;
      return factorJson(
        await deleteFactorAsOperator(services, user, factorId, requestClient(request)),
      );
    },
  });
}

/** The admin API's snake_case fields, as the domain names them. */
function operatorFields(fields: z.infer<typeof body.adminUpdateUserBody>): OperatorFields {
  return {
    email: fields.email,
    password: fields.password,
    passwordHash: fields.password_hash,
    emailConfirm: fields.email_confirm,
    userMetadata: fields.user_metadata,
    appMetadata: fields.app_metadata,
    banDuration: fields.ban_duration,
  };
}
