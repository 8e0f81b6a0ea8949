/**
 * The million-item queue rows of `npm run bench` (bench.ts, docs/decisions/430): for the super admin and an
 * ordinary admin, page 1 of every queue the rows list (its first to-do tab) and of the inbox, page
 * 500 of each (or its last page, when the admin's share has fewer), a search in each queue and the
 * home summary, and page 1 of forms, of a request queue and of the clients and brokers under each
 * filter and sort (the lists' tables, bench-member-lists.ts),
 * each beside the bare handler running the very statements the server ran for that
 * call (captured by bench-capture.ts), in the same run: p50 and p99 one call at a time, and the
 * throughput ratio at 10 connections.
 *
 * Goals (docs/decisions/430): p99 under 20 ms on an idle machine, or under 5x the bare handler's best p99 of
 * a 20-row index-range query (page 1 of the brokers) on a loaded one; throughput at least 0.8x the
 * bare handler's.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { queueKinds } from '@simsar/contract/queue-kinds';
import { type ListedQueueRow, queueListPathOf, queueTabsOf } from '@simsar/contract/queue-lists';
import type pg from 'pg';
import type { CapturedStatement } from './bench-capture.ts';
import { call, expectOk, median, ms, percentile, type Reply } from './bench-measure.ts';
import { memberListFilters, weekUpTo } from './bench-member-lists.ts';
import type { Row } from './bench-rows.ts';

/** One call of the table, for one admin. */
export type QueueCall = {
  who: 'super admin' | 'ordinary admin';
  label: string;
  target: string;
  /** The bare handler's route running its captured statements. */
  bare: string;
};

const listedRows = (queueKinds as readonly { engine: string }[]).filter(
  (row): row is ListedQueueRow => row.engine === 'requests' || row.engine === 'submissions',
);
const tables = { form: 'forms', deal: 'deals', cil: 'cils' } as Record<string, string>;

/** A queue's first to-do tab (a request queue's waiting tab, a submission queue's New). */
function todoTab(row: ListedQueueRow) {
  const tab = queueTabsOf(row).find((entry) => entry.todo);
  if (!tab) throw new Error(`${row.kind} has no to-do tab`);
  return tab;
}

/**
 * What each queue's search looks for: a waiting item's client name (forms, deals; a CIL's in Arabic
 * script) or a request's phone, of an item the ordinary admin sees, so both admins find it.
 */
async function searchTerms(direct: pg.Pool, ordinaryAdminId: string): Promise<Map<string, string>> {
  const terms = new Map<string, string>();
  for (const row of listedRows) {
    const tab = todoTab(row);
    let found: { term: string } | undefined;
    if (row.engine === 'submissions') {
      const table = tables[row.kind];
      const arabic = row.kind === 'cil' ? `and x.client_name ~ '[ء-ي]'` : '';
      found = (
        await direct.query(
          `select x.client_name as term from ${table} x join users u on u.id = x.user_id
            where x.status = $1 and u.admin_id = $2 ${arabic} order by x.created_at desc offset 500 limit 1`,
          [tab.page, ordinaryAdminId],
        )
      ).rows[0];
    } else {
      const state = row.tabs.find((entry) => entry.page === tab.page)?.state;
      found = (
        await direct.query(
          `select x.phone as term from requests x left join users u on u.id = x.member_id
            where x.queue = $1 and x.status = $2 and (x.member_id is null or u.admin_id = $3)
            order by x.created_at desc offset 500 limit 1`,
          [row.kind, state, ordinaryAdminId],
        )
      ).rows[0];
    }
    if (!found) throw new Error(`No waiting item of ${row.kind} to search for`);
    terms.set(row.kind, found.term);
  }
  return terms;
}

/** The calls of the table for both admins, each page 500 read at the admin's own last page if sooner. */
export async function queueCalls(
  direct: pg.Pool,
  ordinaryAdminId: string,
  replyOf: (who: QueueCall['who'], target: string) => Promise<{ pages: number; next?: string | null }>,
): Promise<QueueCall[]> {
  const terms = await searchTerms(direct, ordinaryAdminId);
  // The tables' filters and sorts, read from the seed once for both admins.
  const tables = [
    ...filterCalls(ordinaryAdminId, await filterTerms(direct)),
    ...(await memberListFilters(direct, ordinaryAdminId)),
  ];
  const calls: QueueCall[] = [];
  for (const who of ['super admin', 'ordinary admin'] as const) {
    const add = (label: string, target: string) =>
      calls.push({ who, label, target, bare: `/bare/q/${calls.length}` });
    const lists = [
      ...listedRows.map((row) => ({ row, label: row.kind, path: queueListPathOf(row, todoTab(row).page) })),
      { row: undefined, label: 'inbox', path: '/api/inbox' },
    ];
    for (const { label, path } of lists) add(`page 1 of ${label}`, `${path}?page=1`);
    for (const { row, label, path } of lists) {
      const { pages } = await replyOf(who, `${path}?page=1`);
      const page = Math.min(500, pages);
      add(`page ${page} of ${label}${page < 500 ? ' (its last)' : ''}`, `${path}?page=${page}`);
      // The inbox's keyset equivalent: the same page read after the page before's last item.
      const before = row || page < 2 ? undefined : (await replyOf(who, `${path}?page=${page - 1}`)).next;
      if (before)
        add(
          `page ${page} of ${label} after page ${page - 1}`,
          `${path}?page=${page}&after=${encodeURIComponent(before)}`,
        );
    }
    for (const { row, label, path } of lists) {
      if (!row) continue;
      const term = terms.get(row.kind) as string;
      add(`search "${term}" in ${label}`, `${path}?page=1&search=${encodeURIComponent(term)}`);
    }
    for (const [label, path, filters] of tables) {
      for (const [name, query] of filters) add(`${name} in ${label}`, `${path}?page=1&${query}`);
    }
    add('home summary', '/api/admin/summary');
  }
  return calls;
}

/** A project code filed on a few forms and the newest day filed, for the filters' calls. */
async function filterTerms(direct: pg.Pool): Promise<{ project: string; lastDay: string }> {
  const { rows } = await direct.query(
    `select (select left(project_code, 7) from forms where status = 'new' group by project_code
              order by count(*), project_code limit 1) as project,
            (select to_char(max(created_at), 'YYYY-MM-DD') from forms) as "lastDay"`,
  );
  return rows[0] as { project: string; lastDay: string };
}

/**
 * Page 1 of a tab filtered and sorted as the console's table and filters ask (docs/decisions/520,
 * 561-563): forms (every filter) and the first request queue (those a request has), for the tables'
 * "every sort and filter's page 1".
 */
function filterCalls(adminId: string, { project, lastDay }: { project: string; lastDay: string }) {
  const week = weekUpTo(lastDay);
  const common: [string, string][] = [
    ['filter by admin', `admin_id=${adminId}`],
    ['filter by the last week filed', `filed_from=${week}&filed_to=${lastDay}`],
    ['filter overdue', 'overdue=yes'],
    ['filter not overdue', 'overdue=no'],
    ['sort newest filed first', 'sort=filed&dir=desc'],
  ];
  const forms = listedRows.find((row) => row.kind === 'form') as ListedQueueRow;
  const request = listedRows.find((row) => row.engine === 'requests') as ListedQueueRow;
  return [
    [
      'form',
      queueListPathOf(forms, todoTab(forms).page),
      [
        ...common,
        ['filter by a rare project', `project=${encodeURIComponent(project)}`],
        ['filter by a developer on one form in eight', 'developer=sodic'],
        ['filter by a developer on none', `developer=${encodeURIComponent('New Giza Co')}`],
        ['sort by client A to Z', 'sort=client&dir=asc'],
        ['sort by client Z to A', 'sort=client&dir=desc'],
      ],
    ],
    [request.kind, queueListPathOf(request, todoTab(request).page), common],
  ] as const;
}

/** A call's times one at a time: a warm-up, then up to 200 calls or 2.5 s; a call over 1 s: two more. */
async function timeOne(run: () => Promise<Reply>): Promise<number[]> {
  const first = (await expectOk(run())).ms;
  const samples: number[] = [];
  const started = performance.now();
  if (first > 1000) {
    for (let i = 0; i < 2; i++) samples.push((await expectOk(run())).ms);
    return samples;
  }
  while (samples.length < 200 && (samples.length < 20 || performance.now() - started < 2500)) {
    samples.push((await expectOk(run())).ms);
  }
  return samples;
}

/** Calls a second at `connections` at a time for `seconds` (calls under way then finish and count). */
async function rate(port: number, target: string, headers: Record<string, string>, seconds: number) {
  const connections = 10;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  let done = 0;
  const worker = async () => {
    while (performance.now() - started < seconds * 1000) {
      await expectOk(call(port, 'GET', target, { headers, agent }));
      done++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return done / elapsed;
}

export type QueueContext = {
  serverPort: number;
  barePort: number;
  headers: Record<QueueCall['who'], Record<string, string>>;
  /** The statements captured for each call, by its bare route. */
  statements: Map<string, CapturedStatement[]>;
};

/** The bare handler's best p99 over three rounds of 100 calls of page 1 of the brokers (20 rows, an index range). */
export async function bareIndexRange(barePort: number): Promise<{ p99: number; p50: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rounds: { p99: number; p50: number }[] = [];
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 20; i++) await expectOk(call(barePort, 'GET', '/bare/brokers/1', { agent }));
    const samples: number[] = [];
    for (let i = 0; i < 100; i++)
      samples.push((await expectOk(call(barePort, 'GET', '/bare/brokers/1', { agent }))).ms);
    rounds.push({ p99: percentile(samples, 99), p50: median(samples) });
  }
  agent.destroy();
  return rounds.reduce((best, round) => (round.p99 < best.p99 ? round : best));
}

/** The rows: one a call, p50 and p99 beside the bare handler's, and the throughput ratio. */
export async function queueRows(
  context: QueueContext,
  calls: QueueCall[],
  say: (line: string) => void,
): Promise<Row[]> {
  const reference = await bareIndexRange(context.barePort);
  const limit = Math.max(20, 5 * reference.p99);
  say(
    `  bare handler, page 1 of the brokers (20 rows, an index range): best p99 ${ms(reference.p99)} (p50 ${ms(reference.p50)}); p99 goal here ${ms(limit)}`,
  );
  const rows: Row[] = [];
  for (const [index, entry] of calls.entries()) {
    const headers = context.headers[entry.who];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const real = () => call(context.serverPort, 'GET', entry.target, { headers, agent });
    const bare = () => call(context.barePort, 'GET', entry.bare, { agent });
    const realSamples = await timeOne(real);
    const bareSamples = await timeOne(bare);
    agent.destroy();
    const p99 = percentile(realSamples, 99);
    const slow = median(realSamples) > 1000;
    let ratio = Number.NaN;
    let rates = 'not loaded: a call takes over 1 s';
    if (!slow) {
      // Alternating which side goes first, call by call.
      const measureReal = () => rate(context.serverPort, entry.target, headers, 2);
      const measureBare = () => rate(context.barePort, entry.bare, {}, 2);
      let realRate: number;
      let bareRate: number;
      if (index % 2 === 0) {
        realRate = await measureReal();
        bareRate = await measureBare();
      } else {
        bareRate = await measureBare();
        realRate = await measureReal();
      }
      ratio = realRate / bareRate;
      rates = `${ratio.toFixed(2)}x (${realRate.toFixed(0)} vs ${bareRate.toFixed(0)} req/s)`;
    }
    const statements = context.statements.get(entry.bare)?.length ?? 0;
    const row: Row = {
      what: `${entry.who}: ${entry.label} (GET ${entry.target.replace(/search=[^&]*/, 'search=…')})`,
      measured: `p50 ${ms(median(realSamples))}, p99 ${ms(p99)} (bare: p50 ${ms(median(bareSamples))}, p99 ${ms(percentile(bareSamples, 99))}; ${statements} statements, ${realSamples.length} calls); throughput ${rates}`,
      target: `p99 under ${ms(limit)}; throughput at least 0.8x`,
      pass: p99 < limit && ratio >= 0.8,
      why: `the bare handler runs the same ${statements} statements in p50 ${ms(median(bareSamples))}`,
    };
    say(`  | ${row.what} | ${row.measured} | ${row.pass ? 'PASS' : 'MISS'} |`);
    rows.push(row);
  }
  return rows;
}
