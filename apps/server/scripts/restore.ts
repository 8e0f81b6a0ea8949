// npm run restore -- <folder>: a backup made by `npm run backup` into an empty database (DATABASE_URL's,
// or a new DATA_DIR's embedded one) and the configured store (DATA_DIR/uploads or S3_BUCKET).
// Run it with the server stopped, then start the server on the same configuration.
import path from 'node:path';
import { restore } from '../src/core/backup.ts';
import { readConfig } from '../src/core/config.ts';
import { makeDataDirPrivate } from '../src/core/data-dir.ts';
import { openStorage } from '../src/core/storage-s3.ts';

const config = readConfig();
// The database and files restored are their owner's alone, as the server writes them.
process.umask(0o077);
makeDataDirPrivate(config.dataDir);
const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(1);
}
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
try {
  const manifest = await restore(
    dir,
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
    openStorage(config),
  );
  console.log(`Restored the database and ${manifest.files} file(s) of ${manifest.createdAt} from ${dir}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
