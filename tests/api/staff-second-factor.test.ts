import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { apiRequest } from '../support/data-api.ts';
import { samplePdf, uploadMaterial } from '../support/material-files.ts';

const currentCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

describe.each(backends)(
  'the data API and the second factor (STAFF_REQUIRE_MFA on) on %s',
  (backend) => {
    let server: RunningAuthServer;
    beforeAll(async () => {
      server = await startAuthServer(backend, { STAFF_REQUIRE_MFA: 'true' });
    });
    afterAll(() => server?.close());

    async function signedInStaff() {
      const account = await createConfirmedUser(server);
      await server
        .admin()
        .auth.admin.updateUserById(account.id, { app_metadata: { role: 'staff' } });
      const client = server.client();
      const { error } = await client.auth.signInWithPassword(account);
      if (error) throw error;
      return client;
    }
    const tokenOf = async (client: Awaited<ReturnType<typeof signedInStaff>>) =>
      (await client.auth.getSession()).data.session!.access_token;

    it('asks a member of the team for the second factor, then lets them in at aal2', async () => {
      const staff = await signedInStaff();
      const atAal1 = await apiRequest(server, 'GET', '/admin/materials', await tokenOf(staff));
      expect(atAal1.status).toBe(403);
      expect(await atAal1.json()).toMatchObject({ code: 'mfa_required' });
      // The client's own pages do not ask for it.
      expect((await apiRequest(server, 'GET', '/profile', await tokenOf(staff))).status).toBe(200);

      const { data: factor } = await staff.auth.mfa.enroll({ factorType: 'totp' });
      const verified = await staff.auth.mfa.challengeAndVerify({
        factorId: factor!.id,
        code: currentCode(factor!.totp.secret),
      });
      expect(verified.error).toBeNull();
      const atAal2 = await apiRequest(server, 'GET', '/admin/materials', await tokenOf(staff));
      expect(atAal2.status).toBe(200);

      // Removing the factor counts on the next request, not when the token expires.
      expect((await staff.auth.mfa.unenroll({ factorId: factor!.id })).error).toBeNull();
      const removed = await apiRequest(server, 'GET', '/admin/materials', await tokenOf(staff));
      expect(removed.status).toBe(403);
    });

    it('shows a member at aal1 only what a client sees of the library, drafts being the console’s', async () => {
      const verified = await signedInStaff();
      const { data: factor } = await verified.auth.mfa.enroll({ factorType: 'totp' });
      await verified.auth.mfa.challengeAndVerify({
        factorId: factor!.id,
        code: currentCode(factor!.totp.secret),
      });
      const upload = async (published: boolean) => {
        const bytes = samplePdf();
        const response = await uploadMaterial(server, await tokenOf(verified), {
          fileName: 'guia.pdf',
          bytes,
          published,
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { id: string }).id;
      };
      const [draft, published] = [await upload(false), await upload(true)];

      const passwordOnly = await tokenOf(await signedInStaff());
      for (const [method, path] of [
        ['POST', `/materials/${draft}/link`],
        ['GET', `/materials/${draft}/file`],
      ] as const) {
        const refused = await apiRequest(server, method, path, passwordOnly);
        expect(refused.status, path).toBe(404);
        expect(await refused.json()).toMatchObject({ code: 'not_found' });
      }
      const listed = await apiRequest(server, 'GET', '/materials', passwordOnly);
      expect(((await listed.json()) as Array<{ id: string }>).map(({ id }) => id)).toEqual([
        published,
      ]);
      expect(
        (await apiRequest(server, 'GET', `/materials/${published}/file`, passwordOnly)).status,
      ).toBe(200);

      // At aal2 the draft opens, through a link too, until the factor goes.
      const link = await apiRequest(
        server,
        'POST',
        `/materials/${draft}/link`,
        await tokenOf(verified),
      );
      expect(link.status).toBe(200);
      const { url } = (await link.json()) as { url: string };
      expect((await fetch(`${server.url}${url}`)).status).toBe(200);
      expect((await verified.auth.mfa.unenroll({ factorId: factor!.id })).error).toBeNull();
      expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    });

    it('keeps a client with a verified factor out at aal1, as the pages do', async () => {
      const account = await createConfirmedUser(server);
      const first = server.client();
      await first.auth.signInWithPassword(account);
      const { data: factor } = await first.auth.mfa.enroll({ factorType: 'totp' });
      await first.auth.mfa.challengeAndVerify({
        factorId: factor!.id,
        code: currentCode(factor!.totp.secret),
      });
      expect((await apiRequest(server, 'GET', '/profile', await tokenOf(first))).status).toBe(200);

      const passwordOnly = server.client();
      await passwordOnly.auth.signInWithPassword(account);
      const refused = await apiRequest(server, 'GET', '/profile', await tokenOf(passwordOnly));
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        code: 'mfa_required',
        message: 'Entre com o código da verificação em duas etapas para continuar.',
      });
    });

    it('still refuses a client, whatever its assurance level', async () => {
      const account = await createConfirmedUser(server);
      const client = server.client();
      await client.auth.signInWithPassword(account);
      const response = await apiRequest(server, 'GET', '/admin/materials', await tokenOf(client));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
    });
  },
);
