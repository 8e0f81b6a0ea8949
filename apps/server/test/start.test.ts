import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

// The real `npm start` path: the built server (dist/main.js) in its own process on an embedded
// database folder.
const serverDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-start-'));
  execFileSync(process.execPath, ['scripts/build.ts'], { cwd: serverDir });
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(port: number, env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started): Promise<void> {
  for (let i = 0; i < 450; i++) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer: ${started.output()}`);
}

/**
 * Ports the system says are free, all held until each is known so that none repeats: a random port
 * could be one another process's connection holds (EADDRINUSE in CI once).
 */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => net.createServer());
  for (const server of servers) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  return ports;
}

const [port = 0, secondPort = 0, thirdPort = 0, lockPort = 0, npmPort = 0] = await freePorts(5);

it('prints how to sign in with a generated password, once', { timeout: 240_000 }, async () => {
  const first = start(port, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  await waitForHealth(port, first);
  const password = /with the generated password (\S+)/.exec(first.output())?.[1];
  expect(first.output()).toContain('Sign in as admin@simsar.local');
  expect(password).toMatch(/^\w{20}$/);
  const login = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@simsar.local', password }),
  });
  expect(login.status).toBe(200);

  // A second server on the same folder refuses with a clear message; the first keeps serving.
  const second = start(secondPort);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(
    `The embedded database in ${path.join(dataDir, 'db')} is already in use by process ${first.child.pid}`,
  );
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

  // Stopped, it frees the folder: the next start keeps the data and prints no password again.
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  const third = start(thirdPort);
  await waitForHealth(thirdPort, third);
  expect(third.output()).not.toContain('generated password');
  third.child.kill('SIGTERM');
  expect(await third.exited).toBe(0);
});

it('takes over a lock left by a process that no longer runs', { timeout: 240_000 }, async () => {
  const crashed = start(lockPort);
  await waitForHealth(lockPort, crashed);
  crashed.child.kill('SIGKILL');
  await crashed.exited;
  const next = start(lockPort);
  await waitForHealth(lockPort, next);
  next.child.kill('SIGTERM');
  expect(await next.exited).toBe(0);
});

it('stops cleanly through npm start: SIGTERM reaches the server, which frees the folder', {
  timeout: 240_000,
}, async () => {
  const child = spawn('npm', ['start'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(npmPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await waitForHealth(npmPort, { child, output: () => output, exited });
  const lock = path.join(dataDir, 'db', 'simsar.lock');
  const owner = JSON.parse(await fs.readFile(lock, 'utf8')) as { pid: number };
  child.kill('SIGTERM');
  await exited;
  // The server itself (not only npm) has stopped and removed its lock.
  for (let i = 0; i < 50 && isRunning(owner.pid); i++) await new Promise((r) => setTimeout(r, 200));
  const stillRunning = isRunning(owner.pid);
  if (stillRunning) process.kill(owner.pid, 'SIGKILL'); // left behind: end it before failing
  expect(stillRunning).toBe(false);
  await expect(fs.stat(lock)).rejects.toThrow();
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
