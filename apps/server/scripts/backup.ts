// npm run backup [-- <folder>]: the database and every stored file into one new folder
// (core/backup.ts; README, Backup and restore). The configuration is the server's own (DATA_DIR,
// DATABASE_URL, S3_BUCKET...). The embedded database is read with the server stopped.
import path from 'node:path';
import { backup, type DatabaseSide } from '../src/core/backup.ts';
import { readConfig } from '../src/core/config.ts';
import { lockDataDir } from '../src/core/data-dir-lock.ts';
import { type DatabaseHandle, openPglite } from '../src/core/db.ts';
import { openStorage } from '../src/core/storage-s3.ts';

const config = readConfig();
// A backup holds every client's data: its owner's alone (core/backup.ts sets the modes too).
process.umask(0o077);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? `backups/simsar-${stamp}`);
let release = () => {};
let handle: DatabaseHandle | undefined;
try {
  let database: DatabaseSide;
  if (config.databaseUrl) {
    database = { kind: 'postgres', url: config.databaseUrl };
  } else {
    const dbDir = path.join(config.dataDir, 'db');
    release = lockDataDir(dbDir); // refuses while the server runs on it
    const opened = await openPglite(dbDir);
    handle = opened;
    database = { kind: 'pglite', dump: opened.dump };
  }
  const manifest = await backup(dir, database, openStorage(config));
  console.log(`Backed up the database and ${manifest.files} file(s) into ${dir}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle?.close();
  release();
}
