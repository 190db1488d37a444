import { isAuthSessionMissingError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { UnreadMessages } from '../../shared/messages.ts';
import WebSocket from 'ws';
import {
  createConfirmedUser,
  type RunningAuthServer,
  startTwoInstancesOnOnePostgres,
} from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';
import { sampleMp4, uploadMaterial } from '../support/material-files.ts';
import { readThread, sendText } from '../support/messages.ts';
import { listeningSocket } from '../support/ports.ts';
import { startRoundRobinProxy } from '../support/round-robin-proxy.ts';

/** Two instances on one PostgreSQL behind a round-robin proxy, as several machines would run. */
describe('two instances on one PostgreSQL', () => {
  let instances: RunningAuthServer[];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;

  beforeAll(async () => {
    // The instances' site is the proxy's address, bound before they start.
    const proxySocket = await listeningSocket();
    instances = await startTwoInstancesOnOnePostgres({
      SITE_URL: proxySocket.url,
      REFRESH_TOKEN_REUSE_INTERVAL: '0',
      RATE_LIMIT_VERIFY_PER_IP: '6',
    });
    proxy = await startRoundRobinProxy(
      instances.map((instance) => instance.url),
      proxySocket.listenOptions,
    );
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.close()));
  });

  const throughProxy = () =>
    createClient(proxy.url, instances[0]!.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  it('refuses on one instance a refresh token already rotated on the other', async () => {
    const account = await createConfirmedUser(instances[0]!);
    const { data } = await throughProxy().auth.signInWithPassword(account);
    const token = data.session!.refresh_token;
    const first = await instances[0]!.client().auth.refreshSession({ refresh_token: token });
    expect(first.error).toBeNull();
    const reuse = await instances[1]!.client().auth.refreshSession({ refresh_token: token });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
  });

  it('signs out on one instance and the other knows', async () => {
    const account = await createConfirmedUser(instances[1]!);
    const { data } = await instances[0]!.client().auth.signInWithPassword(account);
    const onA = instances[0]!.client();
    await onA.auth.setSession(data.session!);
    expect((await onA.auth.signOut()).error).toBeNull();
    const onB = await instances[1]!.client().auth.getUser(data.session!.access_token);
    expect(isAuthSessionMissingError(onB.error)).toBe(true);
  });

  it('saves a profile on one instance that the other serves, and ends its access there too', async () => {
    const account = await createConfirmedUser(instances[0]!);
    const client = throughProxy();
    const { data } = await client.auth.signInWithPassword(account);
    const headers = {
      authorization: `Bearer ${data.session!.access_token}`,
      'content-type': 'application/json',
    };
    const saved = await fetch(`${instances[0]!.url}/api/v1/profile`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ full_name: 'Carla Mendes', city: 'Recife' }),
    });
    expect(saved.status).toBe(200);
    const read = await fetch(`${instances[1]!.url}/api/v1/profile`, { headers });
    expect(await read.json()).toMatchObject({ full_name: 'Carla Mendes', city: 'Recife' });

    await client.auth.signOut();
    const after = await fetch(`${instances[1]!.url}/api/v1/profile`, { headers });
    expect(after.status).toBe(401);
  });

  it("books one host's slot once when 20 clients race for it on both instances", async () => {
    const [host] = await Promise.all([
      signedInAccount(instances[0]!, { staff: true }),
      signedInAccount(instances[1]!, { staff: true }),
    ]);
    const tokens = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const account = await signedInAccount(instances[index % 2]!);
        return account.token;
      }),
    );
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const slots = await apiRequest(
      proxy,
      'GET',
      `/slots?from=${day(2)}&to=${day(12)}&host=${host.id}`,
      tokens[0]!,
    );
    const [slot] = ((await slots.json()) as { slots: { start: string }[] }).slots;
    const statuses = await Promise.all(
      tokens.map(async (token, index) => {
        const booking = { start: slot!.start, host_id: host.id };
        return (await apiRequest(instances[index % 2]!, 'POST', '/bookings', token, booking))
          .status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('serves from one instance a material uploaded on the other, through a link made on either', async () => {
    const staff = await signedInAccount(instances[0]!, { staff: true });
    const client = await signedInAccount(instances[1]!);
    const video = sampleMp4(700_000);
    const uploaded = await uploadMaterial(instances[0]!, staff.token, {
      fileName: 'depoimento.mp4',
      bytes: video,
      published: true,
    });
    const { id } = (await uploaded.json()) as { id: string };
    const linked = await apiRequest(instances[1]!, 'POST', `/materials/${id}/link`, client.token);
    const { url } = (await linked.json()) as { url: string };
    const part = await fetch(`${instances[0]!.url}${url}`, { headers: { range: 'bytes=500000-' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(500000))).toBe(true);
  });

  it('shows a message written on one instance to the other side polling the other', async () => {
    const staff = await signedInAccount(instances[0]!, { staff: true });
    const client = await signedInAccount(instances[1]!);
    const polled = () => apiRequest(instances[0]!, 'GET', '/admin/threads/unread', staff.token);
    const before = (await (await polled()).json()) as UnreadMessages;
    const sent = await sendText(instances[1]!, client.token, 'Escrevo de um lado');
    const after = (await (await polled()).json()) as UnreadMessages;
    expect(after.unread).toBe(before.unread + 1);
    expect(after.changed_at).not.toBe(before.changed_at);
    const { messages } = await readThread(instances[0]!, staff.token, client.id);
    expect(messages.map((message) => message.id)).toEqual([sent.id]);
  });

  it('counts rate limits across both instances', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { error } = await throughProxy().auth.verifyOtp({
        type: 'recovery',
        token_hash: `inexistente-${attempt}`,
      });
      statuses.push(error?.status ?? 200);
    }
    // Six allowed in all, answered by the two instances in turn; then refused by either.
    expect(statuses.slice(0, 6)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
