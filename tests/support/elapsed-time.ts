import { limitRules } from '../../server/src/platform/rate-limits/request-limits.ts';
import type { RunningAuthServer } from './auth-server.ts';

/*
 * What the server finds once some seconds have passed, without waiting them: the stored times of
 * one thing are moved back by that much, and the server compares them with its own clock as it
 * would after the wait (a session's idle limit, a token's expiry, a cooldown's window).
 */

const earlier = (time: string, seconds: number) =>
  new Date(Date.parse(time) - seconds * 1000).toISOString();

/** An address's e-mail cooldown (RATE_LIMIT_EMAIL_SENT_INTERVAL), `seconds` after its last e-mail. */
export async function ageEmailCooldown(server: RunningAuthServer, email: string, seconds: number) {
  const { key } = limitRules(server.config).emailSent(email);
  const { db } = server.app.store;
  const window = await db
    .selectFrom('rate_limits')
    .select('window_started_at')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('rate_limits')
    .set({ window_started_at: earlier(window.window_started_at, seconds) })
    .where('key', '=', key)
    .execute();
}

/** A session and its refresh tokens, `seconds` older: started, refreshed and used that much earlier. */
export function ageSession(server: RunningAuthServer, sessionId: string, seconds: number) {
  return server.app.store.db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('sessions')
      .select(['created_at', 'refreshed_at', 'not_after'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('sessions')
      .set({
        created_at: earlier(session.created_at, seconds),
        refreshed_at: earlier(session.refreshed_at, seconds),
        not_after: earlier(session.not_after, seconds),
      })
      .where('id', '=', sessionId)
      .execute();
    const tokens = await trx
      .selectFrom('refresh_tokens')
      .select(['token_hash', 'created_at', 'revoked_at'])
      .where('session_id', '=', sessionId)
      .execute();
    for (const token of tokens) {
      await trx
        .updateTable('refresh_tokens')
        .set({
          created_at: earlier(token.created_at, seconds),
          revoked_at: token.revoked_at && earlier(token.revoked_at, seconds),
        })
        .where('token_hash', '=', token.token_hash)
        .execute();
    }
  });
}

/** A user's one-time tokens (e-mailed links and codes), issued `seconds` earlier. */
export function ageOneTimeTokens(server: RunningAuthServer, userId: string, seconds: number) {
  return server.app.store.db.transaction().execute(async (trx) => {
    const tokens = await trx
      .selectFrom('one_time_tokens')
      .select(['token_hash', 'created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .execute();
    for (const token of tokens) {
      await trx
        .updateTable('one_time_tokens')
        .set({
          created_at: earlier(token.created_at, seconds),
          expires_at: earlier(token.expires_at, seconds),
        })
        .where('token_hash', '=', token.token_hash)
        .execute();
    }
  });
}

/** The first run's link (decision 037), issued `seconds` earlier. */
export async function ageSetupLink(server: RunningAuthServer, seconds: number) {
  const { db } = server.app.store;
  const link = await db
    .selectFrom('setup_link')
    .select(['created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
  await db
    .updateTable('setup_link')
    .set({
      created_at: earlier(link.created_at, seconds),
      expires_at: earlier(link.expires_at, seconds),
    })
    .execute();
}

/** An address's code to sign in by e-mail (decision 044), asked for `seconds` earlier. */
export async function ageSignInCode(server: RunningAuthServer, email: string, seconds: number) {
  const { db } = server.app.store;
  const row = await db
    .selectFrom('sign_in_codes')
    .select(['created_at', 'expires_at'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('sign_in_codes')
    .set({
      created_at: earlier(row.created_at, seconds),
      expires_at: earlier(row.expires_at, seconds),
    })
    .where('email', '=', email)
    .execute();
}
