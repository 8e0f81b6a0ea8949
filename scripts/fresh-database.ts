/**
 * A PostgreSQL database for one run, dropped at its end: `node scripts/fresh-database.ts <server url>
 * <name>` creates `<name>` (dropping a leftover of that name first), says so, and drops it again on
 * SIGINT or SIGTERM, whoever is still connected.
 */
import pg from 'pg';

const [url, name] = process.argv.slice(2);
if (!url || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: node scripts/fresh-database.ts postgres://... <name: lower case, digits, _>');
  process.exit(2);
}
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
console.log(`database ${name} ready`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    process.exit(0);
  });
}
