import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bannedUntilFor, createAccount, withoutProviderKeys } from '../accounts.ts';
import { replacePassword, setBannedUntil } from '../account-changes.ts';
import { recordAuditEvent } from '../audit-log.ts';
import { authErrors } from '../errors.ts';
import { requireServiceRole } from '../guards.ts';
import { emailAddress, metadata, parseInput, password, queryValue } from '../input.ts';
import { mergeMetadata } from '../metadata.ts';
import {
  assertAcceptablePassword,
  hashPassword,
  isSupportedPasswordHash,
  supportedHashes,
} from '../passwords.ts';
import { requestClient } from '../request-client.ts';
import type { AuthServices } from '../services.ts';
import { appMetadataOf, userJson, userMetadataOf } from '../user-json.ts';
import { users } from '../users.ts';

const adminUserFields = {
  password: password.optional(),
  password_hash: z.string().max(512).optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
  ban_duration: z.string().max(64).optional(),
};
const createBody = z.object({ email: emailAddress, ...adminUserFields });
const updateBody = z.object({ email: emailAddress.optional(), ...adminUserFields });
const pageQuery = z.object({
  // Nine digits keep the offset an exact integer for either database.
  page: queryValue.regex(/^\d{1,9}$/, 'page must be a positive number below 10^9').optional(),
  per_page: queryValue
    .regex(/^\d{1,9}$/, 'per_page must be a positive number below 10^9')
    .optional(),
});
const userIdParams = z.object({ id: z.string() });
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The password of an admin request, hashed: a clear password or an imported hash. */
async function passwordHashFrom(
  services: AuthServices,
  fields: { password?: string; password_hash?: string },
) {
  if (fields.password !== undefined) {
    assertAcceptablePassword(fields.password, services.config.auth.passwordMinLength);
    return hashPassword(fields.password);
  }
  if (fields.password_hash !== undefined) {
    if (!isSupportedPasswordHash(fields.password_hash)) {
      throw authErrors.validation(`password_hash must be ${supportedHashes}`);
    }
    return fields.password_hash;
  }
  return undefined;
}

async function findUserOr404(services: AuthServices, id: string) {
  const user = uuidPattern.test(id) ? await users.findById(services.store.db, id) : undefined;
  if (!user) throw authErrors.userNotFound(404);
  return user;
}

/** /admin/users: the operator's user management over HTTP, with the service-role key. */
export function adminUserRoutes(app: FastifyInstance, services: AuthServices) {
  app.addHook('preHandler', async (request) => requireServiceRole(services, request));
  const { db } = services.store;

  app.get('/admin/users', async (request, reply) => {
    const query = parseInput(pageQuery, request.query);
    const page = Math.max(1, Number(query.page ?? 1));
    const perPage = Math.min(1000, Math.max(1, Number(query.per_page ?? 50)));
    const [rows, total] = await Promise.all([
      users.page(db, (page - 1) * perPage, perPage),
      users.count(db),
    ]);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const link = (target: number, rel: string) =>
      `</auth/v1/admin/users?page=${target}&per_page=${perPage}>; rel="${rel}"`;
    const links = [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')];
    reply.header('x-total-count', String(total)).header('link', links.join(', '));
    return { users: rows.map(userJson), aud: 'authenticated' };
  });

  app.post('/admin/users', async (request) => {
    const body = parseInput(createBody, request.body);
    const passwordHash = (await passwordHashFrom(services, body)) ?? null;
    const user = await db.transaction().execute((trx) =>
      createAccount(trx, {
        email: body.email,
        passwordHash,
        confirmed: body.email_confirm ?? false,
        userMetadata: body.user_metadata,
        appMetadata: body.app_metadata,
        bannedUntil: body.ban_duration ? bannedUntilFor(body.ban_duration) : null,
        ...requestClient(request),
      }),
    );
    return userJson(user);
  });

  app.get('/admin/users/:id', async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    return userJson(await findUserOr404(services, id));
  });

  app.put('/admin/users/:id', async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    const body = parseInput(updateBody, request.body);
    const user = await findUserOr404(services, id);
    const passwordHash = await passwordHashFrom(services, body);
    const bannedUntil =
      body.ban_duration === undefined ? undefined : bannedUntilFor(body.ban_duration);
    const client = requestClient(request);
    const now = new Date();

    const updated = await db.transaction().execute(async (trx) => {
      if (body.email !== undefined && body.email !== user.email) {
        if (await users.findByEmail(trx, body.email)) throw authErrors.emailExists();
      }
      await users.update(trx, user.id, {
        updated_at: now.toISOString(),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.email_confirm !== undefined
          ? {
              email_confirmed_at: body.email_confirm
                ? (user.email_confirmed_at ?? now.toISOString())
                : null,
            }
          : {}),
        ...(body.user_metadata
          ? {
              user_metadata: JSON.stringify(
                mergeMetadata(userMetadataOf(user), body.user_metadata),
              ),
            }
          : {}),
        ...(body.app_metadata
          ? {
              app_metadata: JSON.stringify(
                withoutProviderKeys(mergeMetadata(appMetadataOf(user), body.app_metadata)),
              ),
            }
          : {}),
      });
      if (passwordHash !== undefined) {
        await replacePassword(trx, services, { userId: user.id, passwordHash, ...client });
      }
      if (bannedUntil !== undefined) {
        await setBannedUntil(trx, services, { userId: user.id, bannedUntil, ...client });
      }
      return users.findById(trx, user.id);
    });
    // Deleted by another request while this one ran.
    if (!updated) throw authErrors.userNotFound(404);
    return userJson(updated);
  });

  app.delete('/admin/users/:id', async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    const user = await findUserOr404(services, id);
    await db.transaction().execute(async (trx) => {
      await users.delete(trx, user.id);
      await recordAuditEvent(trx, {
        action: 'user_deleted',
        userId: user.id,
        ...requestClient(request),
      });
    });
    return {};
  });
}
