/**
 * The export rows of `npm run bench` (bench.ts): 100,000 clients exported as CSV and as XLSX by the
 * real server (GET /api/export/clients), timed from the request to the last byte, with the server
 * process's peak resident memory while it streams (sampled every 20 ms from /proc) beside its
 * memory before. Its own database on the bench's PostgreSQL server, `simsar_bench_export`, made
 * afresh each run. Run alone:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/scripts/bench-export.ts
 */
import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { call, expectOk, running, startProcess, stopProcess } from './bench-measure.ts';
import type { Row } from './bench-rows.ts';
import { withDatabase } from './bench-seed.ts';
import { freePort, rssMb } from './process-probes.ts';

const exportDatabase = 'simsar_bench_export';
const exportedRows = 100_000;
const admin = { email: 'export-bench@simsar.test', password: 'Export-bench-1' };
const serverDir = fileURLToPath(new URL('..', import.meta.url));

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
  const maintenance = new pg.Client({ connectionString: serverUrl });
  await maintenance.connect();
  await maintenance.query(`drop database if exists ${exportDatabase} with (force)`);
  await maintenance.query(`create database ${exportDatabase}`);
  await maintenance.end();
  const url = withDatabase(serverUrl, exportDatabase);

  const port = await freePort();
  const command = existsSync(path.join(serverDir, 'dist/main.js'))
    ? ['dist/main.js']
    : ['--import', 'tsx', 'src/main.ts'];
  const server = await startProcess(
    workDir,
    'export-server',
    serverDir,
    command,
    {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'export-data'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    port,
    '/api/health',
  );
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('update system_settings set require_two_factor = false');
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

    const login = await expectOk(call(port, 'POST', '/api/admin/login', { body: admin }));
    const cookie = [login.headers['set-cookie'] ?? []]
      .flat()
      .map((set) => set.split(';')[0])
      .join('; ');
    const headers = { cookie, origin: `http://127.0.0.1:${port}` };
    const rows: Row[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      const before = rssMb(server.child.pid);
      const got = await download(port, `/api/export/clients?format=${format}`, headers, server.child.pid);
      if (got.status !== 200) throw new Error(`Export as ${format}: HTTP ${got.status}`);
      rows.push({
        what: `export of ${exportedRows.toLocaleString('en')} clients as ${format.toUpperCase()} (GET /api/export/clients), request to last byte`,
        measured: `${(got.ms / 1000).toFixed(1)} s, ${(got.bytes / 1e6).toFixed(1)} MB; server RSS ${before.toFixed(0)} MB before, ${got.peakMb.toFixed(0)} MB at most while streaming`,
        target: 'under 10 s; RSS while streaming under 150 MB above the RSS before',
        pass: got.ms < 10_000 && got.peakMb - before < 150,
      });
    }
    return rows;
  } finally {
    await stopProcess(server.child);
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${exportDatabase} with (force)`);
    await cleanup.end();
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
    }
  } finally {
    for (const child of running) await stopProcess(child);
  }
}
