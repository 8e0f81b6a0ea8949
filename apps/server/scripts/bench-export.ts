/**
 * The export rows of `npm run bench` (bench.ts): 100,000 clients exported as CSV and as XLSX by the
 * real server (GET /api/export/clients), timed from the request to the last byte, with the server
 * process's peak resident memory while it streams (sampled every 20 ms from /proc) beside its
 * memory before. Its own database on the bench's PostgreSQL server, `simsar_bench_export`, made
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

/** Downloads one export to the end, counting its bytes, with the server's RSS sampled meanwhile. */
function download(port: number, target: string, headers: Record<string, string>, pid: number | undefined) {
  return new Promise<{ ms: number; bytes: number; peakMb: number; status: number }>((resolve, reject) => {
    let peakMb = rssMb(pid);
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMb(pid));
    }, 20);
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path: target, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        clearInterval(sampler);
        resolve({ ms: performance.now() - started, bytes, peakMb, status: response.statusCode ?? 0 });
      });
      response.on('error', reject);
    });
    request.on('error', (error) => {
      clearInterval(sampler);
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
    const rows: Row[] = [];
    // CSV, XLSX, then CSV again: the first export grows the heap to its working size, which V8
    // keeps; the same export again shows whether memory grows with the rows sent or stays.
    const runs: { format: 'csv' | 'xlsx'; again: boolean }[] = [
      { format: 'csv', again: false },
      { format: 'xlsx', again: false },
      { format: 'csv', again: true },
    ];
    const rises: number[] = [];
    for (const { format, again } of runs) {
      const before = rssMb(server.child.pid);
      const got = await download(port, `/api/export/clients?format=${format}`, headers, server.child.pid);
      if (got.status !== 200) throw new Error(`Export as ${format}: HTTP ${got.status}`);
      rises.push(got.peakMb - before);
      rows.push({
        what: `export of ${exportedRows.toLocaleString('en')} clients as ${format.toUpperCase()}${again ? ' again' : ''} (GET /api/export/clients), request to last byte`,
        measured: `${(got.ms / 1000).toFixed(1)} s, ${(got.bytes / 1e6).toFixed(1)} MB; server RSS ${before.toFixed(0)} MB before, ${got.peakMb.toFixed(0)} MB at most while streaming`,
        target: 'under 10 s; RSS while streaming under 150 MB above the RSS before',
        pass: got.ms < 10_000 && got.peakMb - before < 150,
      });
    }
    const later = rises.slice(1).map((rise) => `${rise.toFixed(0)} MB`);
    for (const row of rows) {
      row.why = `the first export of a fresh server grows V8's heap to its working size, which V8 keeps; the exports after it rose ${later.join(' and ')} above their start`;
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
      if (!row.pass) console.log(`  ${row.what}: ${row.why}`);
    }
  } finally {
    for (const child of running) await stopProcess(child);
  }
}
