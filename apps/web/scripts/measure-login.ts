/**
 * The JavaScript the sign-in page loads, as it travels: opens /login of a running
 * server in a fresh Chromium (no cache) and adds up the encoded bytes of every script response,
 * with their Content-Encoding (docs/decisions/140). It loads the page twice: as Chromium asks for it
 * (brotli), then in a context that accepts only gzip, the copy a browser without brotli gets; the
 * budget is the gzip figure (issue 22: under 150 kB gzipped).
 *
 *   npx tsx apps/web/scripts/measure-login.ts [--json]
 *     builds the console, starts the server on a temporary data folder, measures, stops it;
 *   npx tsx apps/web/scripts/measure-login.ts --url http://127.0.0.1:3000 [--json]
 *     measures a running server as it is (build before starting it: it reads index.html once).
 *
 * From another script: `buildConsole()` before starting the server, then
 * `formatLoginPage(await measureLoginPage('http://127.0.0.1:3000'))`; `{ acceptEncoding: 'gzip' }`
 * as the second argument for the gzip copies.
 * The browser is CHROMIUM_PATH, /usr/bin/chromium by default.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

export interface LoginPageScripts {
  /** Encoded (on the wire) bytes of all the scripts the page loaded. */
  encodedBytes: number;
  /** The same scripts once decoded. */
  decodedBytes: number;
  /** How many scripts travelled with each Content-Encoding ("identity" when none). */
  encodings: Record<string, number>;
  scripts: { url: string; encoding: string; encodedBytes: number; decodedBytes: number }[];
}

/** Builds the console (apps/web/dist) with its brotli and gzip copies. */
export function buildConsole(): void {
  execFileSync('npm', ['run', 'build', '-w', '@simsar/web'], { cwd: root, stdio: 'inherit' });
}

export async function measureLoginPage(
  baseURL: string,
  {
    chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    acceptEncoding,
  }: { chromiumPath?: string; acceptEncoding?: string } = {},
): Promise<LoginPageScripts> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    // Chromium sends the extra header in place of its own Accept-Encoding.
    const context = await browser.newContext({
      baseURL,
      ...(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {}),
    });
    const page = await context.newPage();
    const pending: Promise<LoginPageScripts['scripts'][number] | undefined>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response || !/javascript/.test(response.headers()['content-type'] ?? '')) return undefined;
          const sizes = await request.sizes();
          return {
            url: new URL(request.url()).pathname,
            encoding: response.headers()['content-encoding'] ?? 'identity',
            encodedBytes: sizes.responseBodySize,
            decodedBytes: (await response.body()).length,
          };
        })(),
      );
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const scripts = (await Promise.all(pending)).filter((script) => script !== undefined);
    const encodings: Record<string, number> = {};
    for (const script of scripts) encodings[script.encoding] = (encodings[script.encoding] ?? 0) + 1;
    return {
      encodedBytes: scripts.reduce((sum, script) => sum + script.encodedBytes, 0),
      decodedBytes: scripts.reduce((sum, script) => sum + script.decodedBytes, 0),
      encodings,
      scripts,
    };
  } finally {
    await browser.close();
  }
}

export function formatLoginPage(result: LoginPageScripts): string {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const encodings = Object.entries(result.encodings)
    .map(([encoding, count]) => `${count} ${encoding}`)
    .join(', ');
  return `/login JavaScript: ${kB(result.encodedBytes)} on the wire (${result.scripts.length} files: ${encodings}), ${kB(result.decodedBytes)} decoded`;
}

/** The server of this checkout on a free port and a temporary data folder, until `stop()`. */
async function startServer(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-measure-'));
  const server = spawn('npm', ['run', 'start', '-w', '@simsar/server'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PRODUCT_NAME: 'Simsar' },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, stop };
    } catch {}
    if (tries > 240 || server.exitCode !== null) {
      await stop();
      throw new Error('The server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The page as Chromium loads it (brotli), then as a browser accepting only gzip loads it. */
async function measureBoth(baseURL: string): Promise<{ brotli: LoginPageScripts; gzip: LoginPageScripts }> {
  return {
    brotli: await measureLoginPage(baseURL),
    gzip: await measureLoginPage(baseURL, { acceptEncoding: 'gzip' }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const urlAt = args.indexOf('--url');
  let result: { brotli: LoginPageScripts; gzip: LoginPageScripts };
  if (urlAt >= 0) {
    const baseURL = args[urlAt + 1];
    if (!baseURL) throw new Error('--url needs an address, e.g. --url http://127.0.0.1:3000');
    result = await measureBoth(baseURL);
  } else {
    buildConsole();
    const server = await startServer();
    try {
      result = await measureBoth(server.baseURL);
    } finally {
      await server.stop();
    }
  }
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    const kB = (bytes: number | undefined) =>
      bytes === undefined ? '      -' : `${(bytes / 1000).toFixed(1).padStart(7)} kB`;
    const gzipped = new Map(result.gzip.scripts.map((script) => [script.url, script]));
    console.log(`  ${'brotli'.padStart(10)}  ${'gzip'.padStart(10)}  ${'decoded'.padStart(10)}`);
    for (const script of result.brotli.scripts)
      console.log(
        `  ${kB(script.encodedBytes)}  ${kB(gzipped.get(script.url)?.encodedBytes)}  ${kB(script.decodedBytes)}  ${script.url}`,
      );
    console.log(formatLoginPage(result.brotli));
    console.log(formatLoginPage(result.gzip));
  }
}
