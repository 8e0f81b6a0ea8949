/**
 * The export rows of `npm run bench` (bench.ts): 100,000 clients exported as CSV and as XLSX by the
 * real server (GET /api/export/clients), timed from the request to the last byte, and the server
 * process's peak resident memory while it streams (sampled every 20 ms from /proc) above its memory
 * before, for a fifth of the rows and for all of them: flat when the rise does not grow with them. Its own database on the bench's PostgreSQL server, `simsar_bench_export`, made
 * afresh each run. Run alone:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/scripts/bench-export.ts
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { running, serverOnFreshDatabase, signInHeaders, stopProcess } from './bench-measure.ts';
import type { Row } from './bench-rows.ts';
import { rssMb } from './process-probes.ts';

const exportDatabase = 'simsar_bench_export';
const exportedRows = 100_000;
const admin = { email: 'export-bench@simsar.test', password: 'Export-bench-1' };
/** The name one client in five has: the search that exports a fifth of them. */
const arabicName = 'هالة محمود';

/**
 * Downloads one export to the end (or until `capMs`, then cut off), counting its bytes and lines,
 * with the server's RSS sampled meanwhile.
 */
export function download(
  port: number,
  target: string,
  headers: Record<string, string>,
  pid: number | undefined,
  capMs = Number.POSITIVE_INFINITY,
) {
  return new Promise<{
    ms: number;
    bytes: number;
    lines: number;
    peakMb: number;
    status: number;
    finished: boolean;
  }>((resolve, reject) => {
    let peakMb = rssMb(pid);
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMb(pid));
    }, 20);
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    let status = 0;
    const finish = (finished: boolean) => {
      clearInterval(sampler);
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, bytes, lines, peakMb, status, finished });
    };
    const request = http.get({ host: '127.0.0.1', port, path: target, headers }, (response) => {
      status = response.statusCode ?? 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      });
      response.on('end', () => finish(true));
      response.on('error', reject);
    });
    const timer = setTimeout(
      () => {
        request.destroy();
        finish(false);
      },
      Math.min(capMs, 2 ** 31 - 1),
    );
    // Cut off at the cap, the request's error comes after the result: a promise settles once.
    request.on('error', (error) => {
      clearInterval(sampler);
      clearTimeout(timer);
      reject(error);
    });
  });
}

export async function exportRows(serverUrl: string, workDir: string): Promise<Row[]> {
  const { url, port, server, drop } = await serverOnFreshDatabase(serverUrl, exportDatabase, workDir, admin);
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // 100,000 clients, one in five with an Arabic name, a few whose names a spreadsheet would run.
    await client.query(
      `insert into users (user_type, name, email, phone, password_hash, status, created_at)
       select 'Client',
              case when i % 5 = 0 then 'هالة محمود ' || i when i % 97 = 0 then '=SUM(A' || i || ')' else 'Client ' || i end,
              'export' || i || '@bench.simsar.test', '01' || lpad(i::text, 9, '0'), 'bench-no-password', 'active',
              timestamptz '2026-11-01' - make_interval(secs => i * 60)
         from generate_series(1, $1::int) as i`,
      [exportedRows],
    );
    await client.query('analyze users');
    await client.end();

    const headers = await signInHeaders(port, admin);
    const pid = server.child.pid;
    const fetchExport = async (format: 'csv' | 'xlsx', search: string | undefined) => {
      const query = search ? `&search=${encodeURIComponent(search)}` : '';
      const before = rssMb(pid);
      const got = await download(port, `/api/export/clients?format=${format}${query}`, headers, pid);
      if (got.status !== 200) throw new Error(`Export as ${format}: HTTP ${got.status}`);
      return { ...got, before, rise: got.peakMb - before };
    };
    // A fresh server's first export grows V8's heap to its working size, which V8 keeps: one export
    // first, not counted. Then each format on the fifth of the clients with an Arabic name and on
    // all of them: flat memory is a rise that does not grow with the rows sent.
    const warm = await fetchExport('xlsx', undefined);
    const rows: Row[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      const fifth = await fetchExport(format, arabicName);
      const all = await fetchExport(format, undefined);
      rows.push({
        what: `export of ${exportedRows.toLocaleString('en')} clients as ${format.toUpperCase()} (GET /api/export/clients), request to last byte`,
        measured: `${(all.ms / 1000).toFixed(1)} s, ${(all.bytes / 1e6).toFixed(1)} MB`,
        target: 'under 10 s',
        pass: all.ms < 10_000,
      });
      rows.push({
        what: `server RSS while exporting as ${format.toUpperCase()}: ${(exportedRows / 5).toLocaleString('en')} rows, then ${exportedRows.toLocaleString('en')}`,
        measured: `+${fifth.rise.toFixed(0)} MB (${fifth.before.toFixed(0)} MB before), then +${all.rise.toFixed(0)} MB (${all.before.toFixed(0)} MB before)`,
        target: 'each under +150 MB; five times the rows rises under 50 MB more (flat)',
        pass: fifth.rise < 150 && all.rise < 150 && all.rise - fifth.rise < 50,
        why: `after one export to warm the server (RSS ${warm.before.toFixed(0)} MB, then at most ${warm.peakMb.toFixed(0)} MB while it streamed, which V8 keeps)`,
      });
    }
    return rows;
  } finally {
    await stopProcess(server.child);
    await drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error(
      'Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
    process.exit(1);
  }
  try {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'simsar-bench-export-'));
    for (const row of await exportRows(url, workDir)) {
      console.log(`| ${row.what} | ${row.measured} | ${row.target} | ${row.pass ? 'PASS' : 'MISS'} |`);
      if (row.why) console.log(`  ${row.what}: ${row.why}`);
    }
  } finally {
    for (const child of running) await stopProcess(child);
  }
}
