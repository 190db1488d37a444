/**
 * `npm run bench:site`: what a change to the site's content costs (decision 016). On each
 * instance, rendering `/`, `/termos` and `/privacidade` again and compressing them, and how long
 * its event loop is held meanwhile; for the member who publishes, the whole `PUT` on each store;
 * and the check each instance makes twice a second. Writes the figures to docs/benchmarks.md.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import type { SiteContent } from '../shared/site-content/schema.ts';
import { createSiteContentRepository } from '../server/src/api/db/repositories/site-content.ts';
import { openStore } from '../server/src/db/database.ts';
import { distDir } from '../server/src/site/build-output.ts';
import { ensureBuild } from '../server/src/site/ensure-build.ts';
import { createLiveSite } from '../server/src/site/live-site.ts';
import { loadSiteRenderer } from '../server/src/site/site-renderer.ts';
import { createAccounts, signIn } from './bench-accounts.ts';
import { storeBackends, withServerOn } from './bench-backends.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';

const changes = 20;
const checks = 2000;

const turnOfTheLoop = () => new Promise((resolve) => setTimeout(resolve, 10));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const withTitle = (content: SiteContent, title: string): SiteContent => ({
  ...content,
  hero: { ...content.hero, title },
});

/** One instance following `changes` new versions, as its check would find them. */
async function measureInstance() {
  const renderer = (await loadSiteRenderer(distDir))!;
  const site = createLiveSite({
    renderer,
    siteUrl: 'https://legado.example',
    log: pino({ level: 'silent' }),
  });
  let version = 0;
  const content = renderer.defaultSiteContent;
  await site.start({
    read: async () => ({
      version,
      content: withTitle(content, `Versão ${version}.`),
      imageSizes: {},
    }),
    version: async () => version,
  });
  site.stop();
  const trials: number[] = [];
  const refreshes: number[] = [];
  const stalls: number[] = [];
  for (let change = 0; change < changes; change += 1) {
    let started = performance.now();
    site.rendering.tryRender(withTitle(content, 'Ensaio.'), {});
    trials.push(performance.now() - started);
    version += 1;
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    // The monitor measures from its second tick on.
    await turnOfTheLoop();
    started = performance.now();
    await site.rendering.refresh();
    refreshes.push(performance.now() - started);
    await turnOfTheLoop();
    delay.disable();
    stalls.push(delay.max / 1e6);
  }
  const pages = Object.entries(site.current().pages).map(
    ([path, body]) =>
      `\`${path}\` ${Math.round(body.identity.length / 1024)} KB (${Math.round(body.br.length / 1024)} KB brotli)`,
  );
  return { trial: median(trials), refresh: median(refreshes), stall: median(stalls), pages };
}

/** `changes` publications in a row through the real server, and the instances' check. */
async function measureStore(backend: (typeof storeBackends)[number]) {
  return withServerOn(backend, { STAFF_REQUIRE_MFA: 'false' }, async (server) => {
    const [member] = await createAccounts(server, 1, {
      prefix: 'equipe',
      appMetadata: { role: 'staff' },
    });
    const token = await signIn(server, member!);
    const api = (method: string, body?: unknown) =>
      fetch(`${server.url}/api/v1/admin/content`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    let live = (await (await api('GET')).json()) as { version: number; content: SiteContent };
    const publishes: number[] = [];
    for (let change = 0; change < changes; change += 1) {
      const started = performance.now();
      const response = await api('PUT', {
        content: withTitle(live.content, `Versão ${change}.`),
        base_version: live.version,
      });
      publishes.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`publishing: ${response.status}`);
      live = (await response.json()) as typeof live;
    }

    const store = openStore({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    try {
      const repository = createSiteContentRepository(store.dialect);
      const started = performance.now();
      for (let check = 0; check < checks; check += 1) await repository.liveVersion(store.db);
      const check = ((performance.now() - started) / checks) * 1000;
      return { backend, publish: median(publishes), check };
    } finally {
      await store.close();
    }
  });
}

await ensureBuild();
const instance = await measureInstance();
const stores = [];
for (const backend of storeBackends) stores.push(await measureStore(backend));

writeBenchmarkSection(
  "The site's content: what a publication costs",
  [
    `Measured with \`npm run bench:site\` on this machine: ${changes} changes in a row, medians. Each instance renders \`/\`, \`/termos\` and \`/privacidade\` with the built components and compresses them (brotli 11 and gzip 9) off the event loop; the one that published does so in the request, after a trial render.`,
    '',
    '| what | figure |',
    '| --- | --- |',
    `| trial render of the three pages (in the publishing request) | ${ms(instance.trial)} |`,
    `| render and compress the three pages, on every instance | ${ms(instance.refresh)} |`,
    `| longest the event loop is held meanwhile | ${ms(instance.stall)} |`,
    `| pages | ${instance.pages.join(', ')} |`,
    ...stores.map(
      ({ backend, publish }) =>
        `| \`PUT /api/v1/admin/content\` on ${backend}, whole request | ${ms(publish)} |`,
    ),
    ...stores.map(
      ({ backend, check }) =>
        `| one check for a new version on ${backend} (\`max(version)\`, twice a second per instance) | ${check.toFixed(0)} µs |`,
    ),
  ].join('\n'),
);
console.log(JSON.stringify({ instance, stores }, null, 2));
