/**
 * What the shared public rate limit costs a call (docs/decisions/230), on the PostgreSQL server of
 * DATABASE_URL (a database of its own, dropped at the end):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-rate-limit.ts
 * A guest-link call (GET /api/guest/units/:id, public, limited) through inject(), one at a time,
 * with the limit off and on (so high nothing is refused: every call pays its count); then the
 * count's own statement, and for comparison what Redis at REDIS_URL (default 127.0.0.1:6379) takes
 * for the same count (INCR and PEXPIRE NX, pipelined). Medians and 95th percentiles in microseconds.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/core/config.ts';
import { openPostgres } from '../src/core/db.ts';
import { withDatabase } from '../test/global-setup.ts';
import { percentile } from './bench-measure.ts';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const calls = Number(process.env.BENCH_CALLS ?? 3000);

function figures(label: string, times: number[]) {
  const at = (share: number) => Math.round(percentile(times, share * 100) * 1000);
  console.log(
    `${label.padEnd(48)} median ${String(at(0.5)).padStart(5)} us   p95 ${String(at(0.95)).padStart(5)} us`,
  );
  return at(0.5);
}

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 200; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

const name = `simsar_bench_rate_${process.pid}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const handle = openPostgres(withDatabase(url, name));
try {
  await handle.migrate();
  const config = { ...readConfig({}), webDist: '/nonexistent' };
  const off = await buildApp({ config: { ...config, publicRateLimit: 0 }, db: handle.db, logger: false });
  const on = await buildApp({
    config: { ...config, publicRateLimit: 1_000_000_000 },
    db: handle.db,
    logger: false,
  });
  const unit = randomUUID();
  const guest = (app: typeof off, i: number) =>
    app.inject({
      method: 'GET',
      url: `/api/guest/units/${unit}`,
      remoteAddress: `10.1.${(i >> 8) & 255}.${i & 255}`,
    });
  let i = 0;
  const offMedian = figures('guest link, limit off', await timed(() => guest(off, i++)));
  const onMedian = figures('guest link, limit on (PostgreSQL count)', await timed(() => guest(on, i++)));
  console.log(`${'added per limited call'.padEnd(48)} ${onMedian - offMedian} us`);
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 1 });
  figures(
    'the count statement alone (PostgreSQL)',
    await timed(() =>
      pool.query(
        `insert into public_call_counts (key, count, window_ends_at) values ($1, 1, now() + interval '1 minute')
         on conflict (key) do update set count = public_call_counts.count + 1 returning count`,
        [`bench ${i++ % 5000}`],
      ),
    ),
  );
  await pool.end();
  await off.close();
  await on.close();
  const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const socket = net.connect(Number(redis.port || 6379), redis.hostname);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let waiting: (() => void) | undefined;
  let buffered = '';
  socket.on('data', (chunk) => {
    buffered += chunk;
    // Two replies: the new count (":n") and PEXPIRE's answer (":0" or ":1").
    if ((buffered.match(/\r\n/g) ?? []).length >= 2) {
      buffered = '';
      waiting?.();
    }
  });
  const prefix = `simsar-bench-${process.pid}`;
  const command = (...words: string[]) =>
    `*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`;
  figures(
    'the same count in Redis (INCR + PEXPIRE NX)',
    await timed(() => {
      const key = `${prefix}:${i++ % 5000}`;
      return new Promise<void>((resolve) => {
        waiting = resolve;
        socket.write(command('INCR', key) + command('PEXPIRE', key, '60000', 'NX'));
      });
    }),
  );
  socket.end();
} finally {
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
