/**
 * The SQL the server runs for one call, as it runs it (docs/decisions/430): the server's own app
 * (buildApp, as main.ts builds it) in this process on the bench database, the call made through
 * `inject` signed in as the admin, and every statement its node-postgres clients send during the
 * call recorded (text, values, row mode and prepared name), whichever code path sends it: Drizzle,
 * a prepared statement or the pool itself. Read this way it follows whatever the server's code
 * becomes, with no copy of its queries here. The bare handler (bench-bare.ts) then runs exactly
 * these statements.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/core/config.ts';
import { openPostgres } from '../src/core/db.ts';

export type CapturedStatement = { text: string; values?: unknown[]; rowMode?: 'array'; name?: string };
type Injected = Awaited<ReturnType<typeof buildApp>>;

/** The server's app in this process, on `url`, and a way to sign in as an admin and capture calls. */
export async function captureApp(url: string, workDir: string) {
  const config = readConfig({
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: path.join(workDir, 'capture-data'),
    PORT: '3000',
    HOST: '127.0.0.1',
  });
  const handle = openPostgres(url, () => {}, 4);
  const app: Injected = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();

  async function signIn(email: string, password: string): Promise<Record<string, string>> {
    const reply = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
    if (reply.statusCode !== 200) throw new Error(`Capture sign-in: HTTP ${reply.statusCode} ${reply.body}`);
    const cookie = [reply.headers['set-cookie'] ?? []]
      .flat()
      .map((set) => String(set).split(';')[0])
      .join('; ');
    return { cookie, origin: 'http://127.0.0.1:3000' };
  }

  /**
   * Every statement one GET sends: of three calls, the one that sent the fewest (the others may
   * have filled a cache: a session looked up again, a prepared plan); a call over a second is not
   * made again: that first call's statements are taken.
   */
  async function capture(headers: Record<string, string>, target: string) {
    const first = await record(headers, target);
    if (first.ms > 1000) return first;
    const calls = [first, await record(headers, target), await record(headers, target)];
    return calls.reduce((fewest, next) =>
      next.statements.length < fewest.statements.length ? next : fewest,
    );
  }

  async function record(headers: Record<string, string>, target: string) {
    const statements: CapturedStatement[] = [];
    const query = pg.Client.prototype.query;
    // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query has many overloads
    pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
      const [first, second] = args;
      if (typeof first === 'string') {
        statements.push({ text: first, ...(Array.isArray(second) && { values: second }) });
      } else if (first && typeof first.text === 'string') {
        const values = first.values ?? (Array.isArray(second) ? second : undefined);
        statements.push({
          text: first.text,
          ...(values && { values }),
          ...(first.rowMode === 'array' && { rowMode: 'array' as const }),
          ...(first.name && { name: first.name }),
        });
      }
      return (query as (...rest: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const started = performance.now();
      const reply = await app.inject({ method: 'GET', url: target, headers });
      const ms = performance.now() - started;
      if (reply.statusCode !== 200)
        throw new Error(`${target}: HTTP ${reply.statusCode} ${reply.body.slice(0, 300)}`);
      return { statements, body: reply.body, ms };
    } finally {
      pg.Client.prototype.query = query;
    }
  }

  return {
    signIn,
    capture,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
