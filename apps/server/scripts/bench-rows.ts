/**
 * The search and summary rows of `npm run bench` (bench.ts), each with the SQL the server's own code
 * sends for the call (captured through Drizzle) timed alone beside it (docs/decisions/170).
 */
import type http from 'node:http';
import os from 'node:os';
import type pg from 'pg';
import type { SessionAdmin } from '../src/core/session.ts';
import { countHomeSummary } from '../src/modules/home/home.service.ts';
import { searchUsers } from '../src/modules/users/users.search.service.ts';
import {
  call,
  captureSql,
  expectOk,
  load,
  median,
  ms,
  percentile,
  timeCalls,
  timeSql,
} from './bench-measure.ts';
import { commonTerm, rareTerm } from './bench-seed.ts';

/** A row of the table; `why`, for a row short of its target: why, and the floor measured in this run. */
export type Row = { what: string; measured: string; target: string; pass: boolean; why?: string };

type Admin = { headers: Record<string, string>; session: SessionAdmin };
export type RowContext = {
  serverPort: number;
  barePort: number;
  agent: http.Agent;
  /** A pool on the bench database, for counts and the statements captured. */
  direct: pg.Pool;
  /** One connection on it, for the statements timed alone. */
  sqlClient: pg.Client;
  superAdmin: Admin;
  ordinaryAdmin: Admin;
};

/**
 * Page 1 of the brokers against the bare handler: at 10 connections (three rounds of 5 s,
 * alternating which goes first) and one request at a time (five rounds of 200 calls a side).
 * Also gives the bare handler's one-at-a-time calls, the HTTP part of a search's floor.
 */
export async function pageRows({ serverPort, barePort, agent, superAdmin }: RowContext) {
  const found: Row[] = [];
  const superHeaders = superAdmin.headers;
  const realPage = () =>
    call(serverPort, 'GET', '/api/user/all_users/Broker/1', { headers: superHeaders, agent });
  const barePage = () => call(barePort, 'GET', '/bare/brokers/1', { agent });
  const realCount = (JSON.parse((await expectOk(realPage())).body.toString()) as { response: unknown[] })
    .response.length;
  const bareCount = (JSON.parse((await expectOk(barePage())).body.toString()) as { response: unknown[] })
    .response.length;
  if (realCount !== bareCount)
    throw new Error(`Page 1: ${realCount} rows from the server, ${bareCount} bare`);

  // Page 1 at 10 connections: warm both, then three rounds of 5 s each, alternating which goes first.
  const realUrl = `http://127.0.0.1:${serverPort}/api/user/all_users/Broker/1`;
  const bareUrl = `http://127.0.0.1:${barePort}/bare/brokers/1`;
  await load(realUrl, superHeaders, 3);
  await load(bareUrl, {}, 3);
  const ratios: number[] = [];
  const realRates: number[] = [];
  const bareRates: number[] = [];
  for (let round = 0; round < 3; round++) {
    let realRate: number;
    let bareRate: number;
    if (round % 2 === 0) {
      realRate = await load(realUrl, superHeaders, 5);
      bareRate = await load(bareUrl, {}, 5);
    } else {
      bareRate = await load(bareUrl, {}, 5);
      realRate = await load(realUrl, superHeaders, 5);
    }
    realRates.push(realRate);
    bareRates.push(bareRate);
    ratios.push(realRate / bareRate);
  }
  const ratio = median(ratios);
  found.push({
    what: 'page 1 of brokers, 10 connections, req/s vs the bare handler',
    measured: `${ratio.toFixed(2)}x (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)} over 3 rounds; real ${median(realRates).toFixed(0)} req/s, bare ${median(bareRates).toFixed(0)} req/s)`,
    target: 'at least 0.8x',
    pass: ratio >= 0.8,
    why: `the bare handler is the floor (${median(bareRates).toFixed(0)} req/s); the rounds spread ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}x, as the bench, PostgreSQL and both servers share ${os.cpus().length} cores`,
  });

  // Page 1 one request at a time: five rounds of 200 calls a side, alternating.
  const realSamples: number[] = [];
  const bareSamples: number[] = [];
  for (let round = 0; round < 5; round++) {
    realSamples.push(...(await timeCalls(realPage, 200)));
    bareSamples.push(...(await timeCalls(barePage, 200)));
  }
  const over = median(realSamples) - median(bareSamples);
  found.push({
    what: 'page 1, one request at a time, p50 over the bare handler',
    measured: `${over >= 0 ? '+' : ''}${ms(over)} (real ${ms(median(realSamples))}, bare ${ms(median(bareSamples))}, 1,000 calls each)`,
    target: 'within +0.5 ms',
    pass: over <= 0.5,
    why: `the bare handler is the floor (p50 ${ms(median(bareSamples))})`,
  });
  return { rows: found, bareSamples };
}

/** Searches through the API, as the console's search box sends them: a rare term and a common one. */
export async function searchRows(
  { serverPort, agent, direct, sqlClient, superAdmin }: RowContext,
  /** The bare handler's one-at-a-time calls (page 1): the HTTP part of a search's floor. */
  bareSamples: number[],
) {
  const found: Row[] = [];
  const superHeaders = superAdmin.headers;
  const superSession = superAdmin.session;
  const matches = async (term: string) => {
    const { rows: counted } = await direct.query(
      `select count(*)::int as count from users where user_type = 'Broker' and status = 'active'
          and (lower(name) like $1 or phone like $1)`,
      [`%${term.toLowerCase()}%`],
    );
    return (counted[0] as { count: number }).count;
  };
  for (const [label, term, limit] of [
    ['a rare term', rareTerm, 3],
    ['a common last name', commonTerm, 20],
  ] as const) {
    const search = () =>
      call(serverPort, 'POST', '/api/user/get_data_of_user/Broker', {
        headers: superHeaders,
        body: { search: term, removed: false },
        agent,
      });
    const samples = await timeCalls(search, 300);
    const p99 = percentile(samples, 99);
    const count = await matches(term);
    const statements = await captureSql(direct, (db) =>
      searchUsers(db, superSession, 'Broker', { search: term, removed: false }),
    );
    const sqlAlone = await timeSql(sqlClient, statements, samples.length);
    const floor = percentile(sqlAlone, 99);
    found.push({
      what: `search, ${label} (${count.toLocaleString('en')} ${count === 1 ? 'match' : 'matches'}), p99`,
      measured: `${ms(p99)} ("${term}", p50 ${ms(median(samples))}, ${samples.length} calls; its SQL alone p99 ${ms(floor)})`,
      target: `under ${limit} ms`,
      pass: p99 < limit,
      why: `its own statements alone, sent from this process straight to PostgreSQL, take p50 ${ms(median(sqlAlone))} and p99 ${ms(floor)}, and a call of the bare handler (HTTP and page 1's query) p50 ${ms(median(bareSamples))} and p99 ${ms(percentile(bareSamples, 99))}: on this machine the floor of this call is about p50 ${ms(median(sqlAlone) + median(bareSamples))}, and its p99 about ${ms(floor + percentile(bareSamples, 99))}, as the client, the server and PostgreSQL share its cores`,
    });
  }
  return found;
}

/** Home summary: the super admin's (every member) and an ordinary admin's (about 1/20 of them). */
export async function summaryRows({
  serverPort,
  agent,
  direct,
  sqlClient,
  superAdmin,
  ordinaryAdmin,
}: RowContext) {
  const found: Row[] = [];
  for (const [who, headers, session] of [
    ['super admin', superAdmin.headers, superAdmin.session],
    ['an ordinary admin', ordinaryAdmin.headers, ordinaryAdmin.session],
  ] as const) {
    const summary = () => call(serverPort, 'GET', '/api/admin/summary', { headers, agent });
    const counts = JSON.parse((await expectOk(summary())).body.toString()) as Record<string, unknown>;
    const open = Object.values(counts).reduce<number>(
      (sum, value) => sum + (typeof value === 'number' ? value : 0),
      0,
    );
    const samples = await timeCalls(summary, 500);
    const p99 = percentile(samples, 99);
    const statements = await captureSql(direct, (db) => countHomeSummary(db, session));
    const floor = percentile(await timeSql(sqlClient, statements, samples.length), 99);
    found.push({
      what: `home summary, p99 (${who})`,
      measured: `${ms(p99)} (p50 ${ms(median(samples))}; it counts ${open.toLocaleString('en')} open items; its ${statements.length} statements alone p99 ${ms(floor)})`,
      target: 'under 5 ms, not growing with the data',
      pass: p99 < 5,
      why: `its statements alone take p99 ${ms(floor)} here`,
    });
  }
  return found;
}
