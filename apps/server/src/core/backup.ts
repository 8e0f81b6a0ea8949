import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { Storage } from './storage.ts';

const run = promisify(execFile);

/**
 * A backup is one folder: `manifest.json`, the database (`database.pgdump`, pg_dump's custom format,
 * or `database.pglite.tar`, PGlite's data directory) and `files/<key>` for every stored file.
 */
export type Manifest = { createdAt: string; database: 'postgres' | 'pglite'; files: number };

/** Where the database of a backup comes from or goes to. */
export type DatabaseSide =
  | { kind: 'postgres'; url: string }
  /** PGlite: `dump` gives its data directory (backup); `dataDir` is an empty folder to fill (restore). */
  | { kind: 'pglite'; dump?: () => Promise<Blob>; dataDir?: string };

const databaseFile = { postgres: 'database.pgdump', pglite: 'database.pglite.tar' } as const;

/** A backup's folders and files: its owner's alone, whatever the umask (docs/decisions/303). */
const privateDir = 0o700;
const privateFile = 0o600;

/** Writes the database and every stored file into `dir` (created; it must not hold a backup). */
export async function backup(dir: string, database: DatabaseSide, storage: Storage): Promise<Manifest> {
  await fsp.mkdir(dir, { recursive: true, mode: privateDir });
  if ((await fsp.readdir(dir)).length > 0) throw new Error(`${dir} is not empty: choose a new folder`);
  await fsp.chmod(dir, privateDir);
  const file = path.join(dir, databaseFile[database.kind]);
  if (database.kind === 'postgres') {
    // Made owner-only before pg_dump writes into it.
    await fsp.writeFile(file, '', { mode: privateFile });
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, database.url]);
  } else {
    if (!database.dump) throw new Error('no embedded database to back up');
    await fsp.writeFile(file, Buffer.from(await (await database.dump()).arrayBuffer()), {
      mode: privateFile,
    });
  }
  // The files after the database: a file stored meanwhile is one no backed-up row points at yet.
  let files = 0;
  for await (const stored of storage.list()) {
    const target = path.join(dir, 'files', stored.key);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: privateDir });
    await pipeline(
      await storage.open(stored.key),
      fs.createWriteStream(target, { flags: 'wx', mode: privateFile }),
    );
    files += 1;
  }
  const manifest: Manifest = { createdAt: new Date().toISOString(), database: database.kind, files };
  await fsp.writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: privateFile,
  });
  return manifest;
}

export async function readManifest(dir: string): Promise<Manifest> {
  const text = await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => {
    throw new Error(`${dir} holds no backup (no manifest.json)`);
  });
  return JSON.parse(text) as Manifest;
}

/**
 * Restores a backup into an empty database (pg_restore into DATABASE_URL's database, or a new PGlite
 * data directory), then every file into the store under its own key. A backup of one kind of
 * database restores into the same kind only.
 */
export async function restore(dir: string, database: DatabaseSide, storage: Storage): Promise<Manifest> {
  const manifest = await readManifest(dir);
  if (manifest.database !== database.kind) {
    throw new Error(
      `this backup holds a ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)'} database: restore it into the same kind`,
    );
  }
  const file = path.join(dir, databaseFile[database.kind]);
  if (database.kind === 'postgres') {
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${database.url}`, file]);
  } else {
    if (!database.dataDir) throw new Error('no folder to restore the embedded database into');
    const existing = await fsp.readdir(database.dataDir).catch(() => []);
    if (existing.length > 0) throw new Error(`${database.dataDir} is not empty: restore into a new DATA_DIR`);
    const { openPglite } = await import('./db.ts');
    const handle = await openPglite(database.dataDir, new Blob([await fsp.readFile(file)]));
    await handle.close();
  }
  const filesDir = path.join(dir, 'files');
  const entries = await fsp.readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const key = path.relative(filesDir, source).split(path.sep).join('/');
    await storage.write(key, fs.createReadStream(source));
  }
  return manifest;
}
