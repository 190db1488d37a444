/**
 * `npm run bench:messages`: the team's messages with a full book — 1,000 clients and 100,000
 * messages — on SQLite and PostgreSQL: how fast the inbox (first page, a late page, unanswered
 * only, a search), the menu's unread count and one thread answer. One connection gives the
 * latency of a page as a member of the team sees it; ten, the throughput under load. Writes the
 * figures to docs/benchmarks.md. BENCH_SECONDS (default 10) sets each measurement.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { openStore } from '../server/src/db/database.ts';
import { createAccounts, signIn } from './bench-accounts.ts';
import { type ServerOnStore, storeBackends, withServerOn } from './bench-backends.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clientCount = 1000;
const messagesPerClient = 100;
/** Rows per insert statement: well under both stores' limits on bound values. */
const batch = 1000;

/**
 * The book, written straight into the store: each client's hundred messages alternate between
 * them and the team, a minute apart; a third of the threads have unread messages for the team,
 * half wait for an answer. What is measured is reading it.
 */
async function fillStore(server: ServerOnStore) {
  const store = openStore({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  const start = Date.now() - clientCount * messagesPerClient * 60_000;
  const at = (n: number) => new Date(start + n * 60_000).toISOString();
  const ids = Array.from({ length: clientCount }, () => crypto.randomUUID());
  try {
    await store.db.transaction().execute(async (trx) => {
      for (const [n, id] of ids.entries()) {
        await trx
          .insertInto('users')
          .values({
            id,
            identity_id: crypto.randomUUID(),
            email: `cliente-${n}@example.com`,
            encrypted_password: null,
            email_confirmed_at: at(0),
            user_metadata: '{}',
            app_metadata: '{}',
            created_at: at(0),
            updated_at: at(0),
          })
          .execute();
        if (n % 2 === 0) {
          await trx
            .insertInto('profiles')
            .values({ user_id: id, full_name: `Cliente Número ${n}`, updated_at: at(0) })
            .execute();
        }
      }
      const threads = ids.map((id, n) => {
        const last = n * messagesPerClient + messagesPerClient - 1;
        return {
          client_id: id,
          last_message_at: at(last),
          changed_at: at(last),
          awaiting_reply: n % 2,
          team_unread: n % 3 === 0 ? 1 + (n % 5) : 0,
          team_read_at: at(last - 10),
        };
      });
      for (let from = 0; from < threads.length; from += batch) {
        await trx
          .insertInto('message_threads')
          .values(threads.slice(from, from + batch))
          .execute();
      }
      const messages = ids.flatMap((id, n) =>
        Array.from({ length: messagesPerClient }, (_, m) => {
          const byClient = (m + (n % 2)) % 2 === 1 || m === messagesPerClient - 1;
          return {
            id: crypto.randomUUID(),
            client_id: id,
            author_id: byClient ? id : null,
            author_role: byClient ? ('client' as const) : ('staff' as const),
            body: `Mensagem ${m} da conversa ${n}: como preservar o que construímos.`,
            created_at: at(n * messagesPerClient + m),
          };
        }),
      );
      for (let from = 0; from < messages.length; from += batch) {
        await trx
          .insertInto('messages')
          .values(messages.slice(from, from + batch))
          .execute();
      }
    });
  } finally {
    await store.close();
  }
  return ids;
}

async function measure(url: string, token: string, connections: number) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} failures`);
  return result;
}

/** p50 with one connection; requests per second and p50/p99 with ten; size of one answer. */
async function figure(url: string, token: string) {
  const alone = await measure(url, token, 1);
  const loaded = await measure(url, token, 10);
  const bytes = loaded.throughput.total / loaded.requests.total;
  return `p50 ${alone.latency.p50} ms; ${loaded.requests.average.toFixed(0)}/s, p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms; ${(bytes / 1024).toFixed(1)} kB`;
}

const loadAtStart = loadavg()[0]!.toFixed(1);
const rows: string[] = [];
for (const backend of storeBackends) {
  console.log(`${backend}: ${clientCount} clients, ${clientCount * messagesPerClient} messages…`);
  await withServerOn(backend, { STAFF_REQUIRE_MFA: 'false' }, async (server) => {
    const ids = await fillStore(server);
    const [staff] = await createAccounts(server, 1, {
      prefix: 'equipe',
      appMetadata: { role: 'staff' },
    });
    const token = await signIn(server, staff!);
    const api = `${server.url}/api/v1/admin/threads`;
    const figures = [
      await figure(api, token),
      await figure(`${api}?page=30`, token),
      await figure(`${api}?unanswered=true`, token),
      await figure(`${api}?query=${encodeURIComponent('número 99')}`, token),
      await figure(`${api}/unread`, token),
      await figure(`${api}/${ids[500]}/messages`, token),
    ];
    rows.push(`| ${backend} | ${figures.join(' | ')} |`);
  });
}

writeBenchmarkSection(
  "The team's messages: a full inbox",
  [
    `Measured with \`npm run bench:messages\`: ${clientCount} clients (half with a profile name) and ${clientCount * messagesPerClient} messages, ${messagesPerClient} a thread, written into a fresh store; then, per figure, ${seconds} s with one connection (the latency of a page as one member of the team sees it) and ${seconds} s with 10, load generator and server on the same 2 cores (load average ${loadAtStart} at the start). Each figure: p50 alone; requests per second, p50/p99 under load; size of one answer.`,
    '',
    '| store | inbox, page 1 (25) | page 30 | unanswered | search by name | unread count | one thread (50) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
console.log(rows.join('\n'));
