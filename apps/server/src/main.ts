import path from 'node:path';
import { buildApp } from './app.ts';
import { storedKeyColumns } from './app-api.ts';
import { readConfig } from './core/config.ts';
import { makeDataDirPrivate } from './core/data-dir.ts';
import { lockDataDir } from './core/data-dir-lock.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './core/db.ts';
import { startMail } from './modules/mail-jobs/mail-jobs.runner.ts';
import { startOrphanSweep } from './modules/system/system.orphans.service.ts';
import { startLeaves } from './modules/users/users.leave.runner.ts';
import { prepareDatabase } from './prepare-database.ts';

async function main() {
  const config = readConfig();
  // Whatever this process writes (the embedded database, uploads, the key) is its owner's alone.
  process.umask(0o077);
  makeDataDirPrivate(config.dataDir);
  let releaseLock = () => {};
  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    handle = openPostgres(
      config.databaseUrl,
      (error) => console.error(`Database connection lost: ${error.message}`),
      config.databasePoolSize,
    );
  } else {
    const dbDir = path.join(config.dataDir, 'db');
    releaseLock = lockDataDir(dbDir);
    handle = await openPglite(dbDir);
  }
  const firstAdmin = await prepareDatabase(handle, {
    email: config.adminEmail,
    password: config.adminPassword,
  });

  const app = await buildApp({ config, db: handle.db });
  // Files left by calls cut off in a killed process go after a day (docs/decisions/211).
  // The sweep keeps every file a column the areas declare points at (docs/decisions/360).
  const stopSweep = startOrphanSweep(handle.db, app.storage, storedKeyColumns(), app.log);
  // E-mail to admins when SMTP_URL is set: the outbox's sender and the overdue check (docs/decisions/470).
  const stopMail = startMail(handle.db, config, app.log);
  // Admins' leaves begin and end on their days (docs/decisions/494).
  const stopLeaves = startLeaves(handle.db, app.log);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    // In order: tell the load balancer (/api/ready answers 503), stop taking calls and finish those
    // under way, close the database, free its folder.
    app.beginStop();
    stopSweep();
    stopMail();
    stopLeaves();
    try {
      await app.close();
      await handle.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    '',
    `  ${config.productName} console: ${url}`,
    `  API documentation:  ${url}/api/docs`,
    `  Database:           ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.dataDir, 'db')}`}`,
  ];
  if (firstAdmin) {
    lines.push(`  Sign in as ${firstAdmin.email}`);
    if (firstAdmin.generatedPassword) {
      lines.push(`  with the generated password ${firstAdmin.generatedPassword}`);
      lines.push('  (shown this once: write it down, then change it in the console)');
    } else {
      lines.push('  with the password in ADMIN_PASSWORD');
    }
  } else {
    lines.push('  Sign in with your admin e-mail and password.');
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(`Simsar could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
