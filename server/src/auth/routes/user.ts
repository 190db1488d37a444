import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { replacePassword } from '../account-changes.ts';
import { authErrors } from '../errors.ts';
import { authenticateUser } from '../guards.ts';
import { emailAddress, metadata, parseInput, password } from '../input.ts';
import { enforceRequestLimit, limitRules } from '../limits.ts';
import { mergeMetadata } from '../metadata.ts';
import { assertAcceptablePassword, checkPassword, hashPassword } from '../passwords.ts';
import { requestClient } from '../request-client.ts';
import type { AuthServices } from '../services.ts';
import { userJson, userMetadataOf } from '../user-json.ts';
import { users } from '../users.ts';

// Only these keys are read: never role, app_metadata or confirmation times (no mass assignment).
const userUpdate = z.object({
  password: password.optional(),
  data: metadata.optional(),
  email: emailAddress.optional(),
});

/** GET and PUT /user: the signed-in user reads and changes their own account. */
export function userRoutes(app: FastifyInstance, services: AuthServices) {
  app.get('/user', async (request) => {
    const { user } = await authenticateUser(services, request);
    return userJson(user);
  });

  app.put('/user', async (request) => {
    const { user, session } = await authenticateUser(services, request);
    const changes = parseInput(userUpdate, request.body);
    await enforceRequestLimit(services, limitRules(services).emailRoutesPerIp(request.ip));
    if (changes.email !== undefined && changes.email !== user.email) {
      throw authErrors.validation(
        'Changing the e-mail address is not supported here; ask the site operator',
      );
    }

    let newHash: string | undefined;
    if (changes.password !== undefined) {
      assertAcceptablePassword(changes.password, services.config.auth.passwordMinLength);
      const current = await checkPassword(user.encrypted_password, changes.password);
      if (current.matches) throw authErrors.samePassword();
      newHash = await hashPassword(changes.password);
    }

    const client = requestClient(request);
    const { db } = services.store;
    const updated = await db.transaction().execute(async (trx) => {
      if (changes.data) {
        const merged = mergeMetadata(userMetadataOf(user), changes.data);
        await users.update(trx, user.id, {
          user_metadata: JSON.stringify(merged),
          updated_at: new Date().toISOString(),
        });
      }
      if (newHash) {
        await replacePassword(trx, services, {
          userId: user.id,
          passwordHash: newHash,
          keepSessionId: session.id,
          ...client,
        });
      }
      return (await users.findById(trx, user.id))!;
    });
    return userJson(updated);
  });
}
