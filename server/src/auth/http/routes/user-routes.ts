import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { factorsOf } from '../../domain/factors.ts';
import { updateOwnAccount } from '../../domain/own-account.ts';
import type { AuthServices } from '../../domain/services.ts';
import { requestClient } from '../../../http/request-client.ts';
import { signedInOf } from '../guards.ts';
import * as body from '../request-schemas.ts';
import * as answer from '../response-schemas.ts';
import { userJson } from '../user-json.ts';
import type { RouteKit } from './route-kit.ts';

/** The signed-in user: read and change their own account. */
export function registerUserRoutes(
  app: FastifyInstance,
  services: AuthServices,
  { guard, limit }: RouteKit,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/user', {
    schema: { response: { 200: answer.userResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => {
      const { user, hasFactors } = signedInOf(request);
      return userJson(user, hasFactors ? await factorsOf(services, user.id) : []);
    },
  });

  api.put('/user', {
    schema: { body: body.userUpdateBody, response: { 200: answer.userResponse } },
    preValidation: [guard.signedIn],
    preHandler: [limit.emailRoutesPerIp],
    handler: async (request) =>
      userJson(
        await updateOwnAccount(services, signedInOf(request), request.body, requestClient(request)),
      ),
  });
}
