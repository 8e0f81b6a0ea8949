/**
 * The bare handler `npm run bench` compares the server with (docs/decisions/170): Fastify and
 * node-postgres, no logging, no session, no validation or serialisation schema, answering one
 * route with one SQL statement through a pool as large as the server's (10).
 *
 * The SQL is not written here: bench.ts logs the statement the real server runs for page 1 of the
 * brokers (users.service.ts listUserPage through Drizzle's query logger, with its parameters) and
 * passes it in BENCH_SQL and BENCH_PARAMS, so both sides always run the very same statement.
 * Rows go out as node-postgres returns them, under `response` like the real reply.
 *
 * Started by bench.ts with plain node (type stripping): DATABASE_URL, PORT, BENCH_SQL, BENCH_PARAMS.
 */
import Fastify from 'fastify';
import pg from 'pg';

const text = process.env.BENCH_SQL;
if (!text) throw new Error('BENCH_SQL is not set');
const values = JSON.parse(process.env.BENCH_PARAMS ?? '[]') as unknown[];

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/bare/brokers/1', async () => ({ response: (await pool.query(text, values)).rows }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
