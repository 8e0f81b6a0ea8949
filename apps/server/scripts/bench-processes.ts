/**
 * `npm run bench:processes -w @simsar/server`: page 1 of the brokers through the round-robin proxy
 * (scripts/round-robin-proxy.ts) with one server process behind it and with two, in the same run, on
 * one PostgreSQL database (docs/decisions/250). A measurement, not a test.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:processes -w @simsar/server
 *
 * Seeds its own database `simsar_bench_processes` (BENCH_USERS members, 100,000 by default; kept and
 * reused while it matches, as `npm run bench` does), starts the built server twice (A, then B) and two
 * proxies: one to A only, one to A and B. Both proxies are the same code, so the ratio is what the
 * second process adds. BENCH_PORT: the first of four ports to use (else free ones).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.BENCH_USERS ||= '100000';
const { benchAdmin, findReusableSeed, seed, userCount, withDatabase } = await import('./bench-seed.ts');
const { call, expectOk, load, median, running, startProcess, stopProcess } = await import(
  './bench-measure.ts'
);
const { freePort } = await import('./process-probes.ts');

const benchDatabase = 'simsar_bench_processes';
const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverDir = path.join(root, 'apps/server');
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}
const say = (line: string) => console.log(line);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * Server A, then server B, and the two proxies: one to A only, one to A and B. The workDir holds
 * their output.
 */
async function startServersAndProxies() {
  const first = Number(process.env.BENCH_PORT ?? 0);
  const ports = first
    ? [first, first + 1, first + 2, first + 3]
    : await Promise.all([1, 2, 3, 4].map(freePort));
  const [portA, portB, oneProxy, twoProxy] = ports as [number, number, number, number];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'simsar-bench-processes-'));
  const serverEnv = (port: number, name: string): NodeJS.ProcessEnv => ({
    ...process.env,
    DATABASE_URL: withDatabase(url as string, benchDatabase),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, name),
    PUBLIC_URL: '',
  });
  // One after the other: the first start checks the migrations alone.
  await startProcess(
    workDir,
    'server-a',
    serverDir,
    ['dist/main.js'],
    serverEnv(portA, 'a'),
    portA,
    '/api/health',
  );
  await startProcess(
    workDir,
    'server-b',
    serverDir,
    ['dist/main.js'],
    serverEnv(portB, 'b'),
    portB,
    '/api/health',
  );
  const proxy = (port: number, upstreams: number[]) =>
    startProcess(
      workDir,
      `proxy-${port}`,
      root,
      ['scripts/round-robin-proxy.ts', String(port), ...upstreams.map((upstream) => `127.0.0.1:${upstream}`)],
      process.env,
      port,
      '/api/health',
    );
  await proxy(oneProxy, [portA]);
  await proxy(twoProxy, [portA, portB]);
  return { workDir, oneProxy, twoProxy };
}

/** Signed in through the proxy to both: the headers a browser would send back. */
async function signInHeaders(twoProxy: number) {
  const login = await expectOk(
    call(twoProxy, 'POST', '/api/admin/login', {
      body: { email: benchAdmin.email, password: benchAdmin.password },
    }),
  );
  // Every cookie the sign-in set (the session's and the device's), as a browser sends them back.
  const cookie = [login.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('Signing in set no cookie');
  const headers = { cookie, origin: `http://127.0.0.1:${twoProxy}` };
  return headers;
}

const target = (port: number) => `http://127.0.0.1:${port}/api/user/all_users/Broker/1`;

/** Which servers each proxy answers from, four calls each. */
async function sayUpstreams(oneProxy: number, twoProxy: number, headers: Record<string, string>) {
  for (const port of [oneProxy, twoProxy]) {
    const answered = new Set<string>();
    for (let i = 0; i < 4; i++) {
      answered.add(
        String(
          (await expectOk(call(port, 'GET', '/api/user/all_users/Broker/1', { headers }))).headers[
            'x-upstream'
          ],
        ),
      );
    }
    say(`proxy :${port} answers from ${[...answered].join(', ')}`);
  }
}

/** Requests per second through each proxy, round by round. */
async function measureRounds(oneProxy: number, twoProxy: number, headers: Record<string, string>) {
  // Warm both, then five rounds of 5 s at 10 connections, alternating which goes first.
  await load(target(oneProxy), headers, 3);
  await load(target(twoProxy), headers, 3);
  const ones: number[] = [];
  const twos: number[] = [];
  for (let round = 0; round < 5; round++) {
    if (round % 2 === 0) {
      ones.push(await load(target(oneProxy), headers, 5));
      twos.push(await load(target(twoProxy), headers, 5));
    } else {
      twos.push(await load(target(twoProxy), headers, 5));
      ones.push(await load(target(oneProxy), headers, 5));
    }
  }
  return { ones, twos };
}

/** The machine and the data, then the table of one process against two. */
function sayTable(workDir: string, ones: number[], twos: number[]) {
  const ratios = twos.map((two, index) => two / (ones[index] as number));
  const cpu = os.cpus();
  say('');
  say(
    `${cpu.length} cores (${cpu[0]?.model.trim()}); node ${process.version}; load average at the end ${loadAverage()}`,
  );
  say(
    `Data: ${userCount.toLocaleString('en')} members in ${benchDatabase}; servers: node dist/main.js; output in ${workDir}`,
  );
  say('');
  say('| what | one process | two processes | two vs one |');
  say('|---|---|---|---|');
  say(
    `| page 1 of brokers through the proxy, 10 connections, req/s (median of 5 rounds of 5 s) | ${median(ones).toFixed(0)} (${Math.min(...ones).toFixed(0)}-${Math.max(...ones).toFixed(0)}) | ${median(twos).toFixed(0)} (${Math.min(...twos).toFixed(0)}-${Math.max(...twos).toFixed(0)}) | ${median(ratios).toFixed(2)}x (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}) |`,
  );
  say('');
}

async function main() {
  say(
    `Simsar: one server process vs two behind the proxy, ${new Date().toISOString()}; load average ${loadAverage()}`,
  );
  const built = spawnSync('npm', ['run', 'build', '-w', '@simsar/server'], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the server failed:\n${built.stdout}\n${built.stderr}`);
  if (!(await findReusableSeed(url as string, benchDatabase))) {
    say(`Seeding ${benchDatabase} with ${userCount.toLocaleString('en')} members...`);
    say(`Seeded in ${(await seed(url as string, benchDatabase, say)).toFixed(0)} s`);
  }
  const { workDir, oneProxy, twoProxy } = await startServersAndProxies();
  const headers = await signInHeaders(twoProxy);
  await sayUpstreams(oneProxy, twoProxy, headers);
  const { ones, twos } = await measureRounds(oneProxy, twoProxy, headers);
  sayTable(workDir, ones, twos);
}

try {
  await main();
} finally {
  for (const child of running) await stopProcess(child);
}
process.exit(0);
