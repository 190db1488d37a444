/**
 * `npm run bench:site`: what a change to the site's content costs (decisions 016 and 028). On
 * each instance, rendering `/`, `/termos` and `/privacidade` again (on the render thread) and
 * compressing them, and how long its event loop is held meanwhile; the legal texts that cost the
 * renderer the most, at the schema's limits; for the member who publishes, the whole `PUT` on
 * each store; and the check each instance makes twice a second. Writes the figures to
 * docs/benchmarks.md.
 */
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { markdownLimitPassed } from '../shared/site-content/markdown-limits.ts';
import { type SiteContent, siteContentSchema } from '../shared/site-content/schema.ts';
import { createSiteContentRepository } from '../server/src/api/db/repositories/site-content.ts';
import { SlowRender } from '../server/src/api/domain/site-content/site-rendering.ts';
import { openStore } from '../server/src/db/database.ts';
import { distDir } from '../server/src/site/build-output.ts';
import { ensureBuild } from '../server/src/site/ensure-build.ts';
import { createLiveSite } from '../server/src/site/live-site.ts';
import {
  createPageRenderThread,
  type PageRenderThread,
} from '../server/src/site/page-render-thread.ts';
import { contentPageFiles } from '../server/src/site/page-template.ts';
import {
  loadSiteRenderer,
  renderPageHtml,
  type SiteRenderer,
} from '../server/src/site/site-renderer.ts';
import { createAccounts, signIn } from './bench-accounts.ts';
import { storeBackends, withServerOn } from './bench-backends.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { allowedWorstCases, refusedCases } from './markdown-worst-cases.ts';

// React's production build, as the server runs (the render thread inherits it).
process.env.NODE_ENV = 'production';

const changes = 20;
const checks = 2000;
const worstCaseRuns = 9;
/** The most the largest document the schema allows may take to render (decision 028). */
const largestDocumentTargetMs = 200;
/** The server's default render budget (SITE_RENDER_TIMEOUT_MS). */
const renderBudgetMs = 1000;
const siteUrl = 'https://legado.example';
const contentPaths = Object.keys(contentPageFiles) as Array<keyof typeof contentPageFiles>;

const turnOfTheLoop = () => new Promise((resolve) => setTimeout(resolve, 10));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const withTitle = (content: SiteContent, title: string): SiteContent => ({
  ...content,
  hero: { ...content.hero, title },
});

const withLegalTexts = (content: SiteContent, body: string): SiteContent => ({
  ...content,
  legal: {
    ...content.legal,
    terms: { ...content.legal.terms, body },
    privacy: { ...content.legal.privacy, body },
  },
});

/** Runs `work` and returns how long it took and how long it held the event loop at most. */
async function timed(work: () => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  // The monitor measures from its second tick on.
  await turnOfTheLoop();
  const started = performance.now();
  await work();
  const took = performance.now() - started;
  await turnOfTheLoop();
  delay.disable();
  return { took, stall: delay.max / 1e6 };
}

/** The processor time `work` takes on this thread, in milliseconds: what a busy machine's other tenants do not add. */
function processorTime(work: () => void) {
  const before = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/**
 * The three pages of a document whose legal texts are both one of the worst cases: the processor
 * time of rendering them with the built components, and the time the render thread takes on this
 * machine; and the outside review's texts, which the schema refuses, given to a thread anyway.
 */
async function measureWorstCases(renderer: SiteRenderer, thread: PageRenderThread) {
  const allowed = [];
  for (const { name, text } of allowedWorstCases) {
    const content = withLegalTexts(renderer.defaultSiteContent, text);
    if (!siteContentSchema.safeParse(content).success) throw new Error(`refused: ${name}`);
    const processor: number[] = [];
    const threaded: number[] = [];
    for (let run = 0; run < worstCaseRuns; run += 1) {
      processor.push(
        processorTime(() => {
          for (const path of contentPaths) renderPageHtml(renderer, path, content, siteUrl, {});
        }),
      );
      threaded.push((await timed(() => thread.render(content, {}))).took);
    }
    allowed.push({
      name,
      length: text.length,
      // The fastest run: the components' own cost, before the machine's other tenants add theirs.
      render: Math.min(...processor),
      thread: median(threaded),
    });
  }
  const budgeted = createPageRenderThread({ distDir, siteUrl, budgetMs: renderBudgetMs });
  try {
    const refused = [];
    for (const { name, text } of refusedCases) {
      // Started first: a thread's start is not a document's render.
      await budgeted.render(renderer.defaultSiteContent, {});
      let outcome = 'rendered in';
      const run = await timed(() =>
        budgeted
          .render(withLegalTexts(renderer.defaultSiteContent, text), {})
          .catch((error: unknown) => {
            outcome = error instanceof SlowRender ? 'stopped after' : 'failed after';
          }),
      );
      refused.push({ name, limit: markdownLimitPassed(text), outcome, ...run });
    }
    return { allowed, refused };
  } finally {
    await budgeted.close();
  }
}

/** One instance following `changes` new versions, as its check would find them. */
async function measureInstance() {
  const renderer = (await loadSiteRenderer(distDir))!;
  const thread = createPageRenderThread({ distDir, siteUrl, budgetMs: 60_000 });
  const site = createLiveSite({
    renderer,
    renderPages: thread.render,
    siteUrl,
    compression: 'best',
    log: pino({ level: 'silent' }),
  });
  try {
    return {
      ...(await followChanges(site, renderer.defaultSiteContent)),
      worstCases: await measureWorstCases(renderer, thread),
    };
  } finally {
    site.stop();
    await thread.close();
  }
}

async function followChanges(site: ReturnType<typeof createLiveSite>, content: SiteContent) {
  let version = 0;
  await site.start({
    read: async () => ({
      version,
      contentVersion: version,
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
    trials.push(
      (await timed(() => site.rendering.tryRender(withTitle(content, 'Ensaio.'), {}))).took,
    );
    version += 1;
    const refresh = await timed(() => site.rendering.refresh());
    refreshes.push(refresh.took);
    stalls.push(refresh.stall);
  }
  const pages = Object.entries(site.current().pages).map(
    ([path, body]) =>
      `\`${path}\` ${Math.round(body.identity.length / 1024)} KB (${Math.round(body.br.length / 1024)} KB brotli)`,
  );
  return {
    trial: median(trials),
    refresh: median(refreshes),
    stall: median(stalls),
    pages,
  };
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
    `Measured with \`npm run bench:site\` on this machine (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end): ${changes} changes in a row, medians. Each instance renders \`/\`, \`/termos\` and \`/privacidade\` with the built components on its render thread, and compresses them (brotli 11 and gzip 9) on libuv's thread pool; the one that published does so in the request, after a trial render on the same thread.`,
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

const { allowed, refused } = instance.worstCases;
const largest = Math.max(...allowed.map(({ render }) => render));
writeBenchmarkSection(
  "The site's content: the Markdown renderer's worst cases",
  [
    `Measured with \`npm run bench:site\`: documents whose two legal texts are both the text named, as long and as marked up as the schema allows (decision 028), ${worstCaseRuns} runs each. "Render" is the processor time of the three pages with the built components (React's production build), the fastest run: what the render thread spends, whatever else the machine runs; "on the render thread" is the median wall time a publication waits for them here (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end). The largest allowed document must render in ${largestDocumentTargetMs} ms at most: ${ms(largest)} at worst${largest > largestDocumentTargetMs ? ', OVER THE TARGET' : ''}.`,
    '',
    '| both legal texts | characters each | render | on the render thread |',
    '| --- | --- | --- | --- |',
    ...allowed.map(
      ({ name, length, render, thread }) =>
        `| ${name} | ${length.toLocaleString('en')} | ${ms(render)} | ${ms(thread)} |`,
    ),
    '',
    `What an outside review sent before the limits, refused now by the schema (the limit named), and given to a started render thread anyway, with the default budget (${renderBudgetMs} ms): the thread is stopped at its budget, and the event loop keeps turning meanwhile.`,
    '',
    '| legal texts | refused by | on a render thread | longest the event loop is held |',
    '| --- | --- | --- | --- |',
    ...refused.map(
      ({ name, limit, outcome, took, stall }) =>
        `| ${name} | \`${limit}\` | ${outcome} ${ms(took)} | ${ms(stall)} |`,
    ),
  ].join('\n'),
);
console.log(JSON.stringify({ instance, stores }, null, 2));
