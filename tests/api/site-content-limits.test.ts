import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningAuthServer, startTwoInstancesOnOnePostgres } from '../support/auth-server.ts';
import { signedInAccount } from '../support/data-api.ts';
import { rowCounts } from '../support/row-counts.ts';
import {
  contentTables,
  page,
  publish,
  readContent,
  type ServedSite,
  startSite,
  withTitle,
} from '../support/site-content-server.ts';

describe("the site's content, when its pages take longer than SITE_RENDER_TIMEOUT_MS", () => {
  let site: ServedSite;
  beforeAll(async () => {
    // No page renders in a millisecond: every version is over this budget.
    site = await startSite('sqlite', { SITE_RENDER_TIMEOUT_MS: '1' });
  });
  afterAll(() => site?.close());

  it('refuses the version, naming the Markdown whose page ran out of time, and changes nothing', async () => {
    const live = await readContent(site.server, site.staff);
    const before = await rowCounts(site.server.app.store.db, contentTables);
    const response = await publish(
      site.server,
      site.staff,
      withTitle(live.content, 'Nunca no ar.'),
      live.version,
    );
    expect(response.status).toBe(422);
    const refusal = (await response.json()) as { code: string; field: string; message: string };
    expect(refusal).toMatchObject({ code: 'render_too_slow', field: 'legal.terms.body' });
    expect(refusal.message).toContain('Nada foi publicado');
    expect(await rowCounts(site.server.app.store.db, contentTables)).toEqual(before);
    expect(await page(site.server, '/')).not.toContain('Nunca no ar.');
  });
});

describe("the site's content on two instances of one PostgreSQL", () => {
  let instances: RunningAuthServer[] = [];
  afterAll(() => Promise.all(instances.map((instance) => instance.close())));

  it('reaches the other instance’s pages without a restart (it checks twice a second)', async () => {
    instances = await startTwoInstancesOnOnePostgres({}, { serveSite: true });
    const [first, second] = instances as [RunningAuthServer, RunningAuthServer];
    const staff = await signedInAccount(first, { staff: true });
    const live = await readContent(first, staff.token);
    const response = await publish(
      first,
      staff.token,
      withTitle(live.content, 'Publicado na primeira instância.'),
      live.version,
    );
    expect(response.status).toBe(200);
    await vi.waitFor(
      async () => expect(await page(second, '/')).toContain('Publicado na primeira instância.'),
      { timeout: 5_000, interval: 100 },
    );
  });
});
