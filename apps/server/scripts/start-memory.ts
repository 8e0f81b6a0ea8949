/**
 * Start-up benchmark (not a test): starts the server the way `npm start` does (`node dist/main.js`,
 * built first by `npm run build`) or through tsx (`--tsx`), times each start from the process's spawn
 * to the first 200 of GET /api/health, and reads the idle server's resident memory 5 s later.
 * The embedded database by default (a temporary DATA_DIR), or the PostgreSQL server in DATABASE_URL.
 * The first start (migrations, the first admin's password hash) is left out of the figures.
 *
 *   npm run bench:start -w @simsar/server                 # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/simsar npm run bench:start -w @simsar/server
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, rssMb } from './process-probes.ts';

const runs = 5;
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const throughTsx = process.argv.includes('--tsx');
const args = throughTsx ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js'];

/** CPU time the process has used (user and system), in ms: the start's cost on a busy machine. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks of 1/100 s
}

async function startOnce(dataDir: string): Promise<{ startMs: number; cpu: number; rss: number }> {
  const port = await freePort();
  const began = performance.now();
  const server: ChildProcess = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: 'bench@simsar.test',
      ADMIN_PASSWORD: 'Bench-secret-1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error('the server stopped while starting');
      if (performance.now() - began > 120_000) throw new Error('the server did not start within 120 s');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const startMs = performance.now() - began;
    const cpu = cpuMs(server.pid as number);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return { startMs, cpu, rss: rssMb(server.pid as number) };
  } finally {
    server.kill('SIGTERM');
    await stopped;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'simsar-start-'));
try {
  await startOnce(dataDir); // migrations and the first admin
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await startOnce(dataDir));
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.log(`${throughTsx ? 'tsx src/main.ts' : 'node dist/main.js'} on ${database}, ${runs} starts:`);
  console.log(
    `  start to first 200 of /api/health: ${results.map((r) => r.startMs.toFixed(0)).join(', ')} ms`,
  );
  console.log(`  CPU time used by then:             ${results.map((r) => r.cpu.toFixed(0)).join(', ')} ms`);
  console.log(`  idle resident memory:              ${results.map((r) => r.rss.toFixed(0)).join(', ')} MB`);
  console.log(
    `  median: start ${median(results.map((r) => r.startMs)).toFixed(0)} ms (CPU ${median(results.map((r) => r.cpu)).toFixed(0)} ms), idle ${median(results.map((r) => r.rss)).toFixed(0)} MB`,
  );
} finally {
  await fsp.rm(dataDir, { recursive: true, force: true });
}
