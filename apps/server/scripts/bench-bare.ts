/**
 * The bare handler `npm run bench` compares the server with (docs/decisions/170, 430): Fastify and
 * node-postgres, no logging, no session, no validation or serialisation schema, answering each
 * route with the SQL the server ran for it, through a pool as large as the server's (10).
 *
 * The SQL is not written here. bench.ts logs the statement the real server runs for page 1 of the
 * brokers (users.service.ts listUserPage through Drizzle's query logger, with its parameters) and
 * passes it in BENCH_SQL and BENCH_PARAMS (GET /bare/brokers/1). BENCH_ROUTES, when set, names a
 * JSON file of more routes, each with every statement the real server sent for one call (captured
 * from the server's own code by bench-capture.ts): they run one after the other on one connection,
 * as the server's did, and their rows go out as node-postgres returns them, under `response`.
 *
 * Started by bench.ts with plain node (type stripping): DATABASE_URL, PORT, BENCH_SQL, BENCH_PARAMS,
 * BENCH_ROUTES.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const text = process.env.BENCH_SQL;
if (!text) throw new Error('BENCH_SQL is not set');
const values = JSON.parse(process.env.BENCH_PARAMS ?? '[]') as unknown[];
type Statement = { text: string; values?: unknown[]; rowMode?: 'array'; name?: string };
const routes = process.env.BENCH_ROUTES
  ? (JSON.parse(readFileSync(process.env.BENCH_ROUTES, 'utf8')) as Record<string, Statement[]>)
  : {};

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/bare/brokers/1', async () => ({ response: (await pool.query(text, values)).rows }));
for (const [path, statements] of Object.entries(routes)) {
  app.get(path, async () => {
    const client = await pool.connect();
    try {
      const response: unknown[] = [];
      for (const statement of statements) response.push((await client.query(statement)).rows);
      return { response };
    } finally {
      client.release();
    }
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
