import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors.ts';
import { holdsWorkbook, xlsMime } from './spreadsheets.ts';
import {
  type ByteRange,
  checkUpload,
  type FileInfo,
  isStoredKey,
  mimeOfKey,
  newKey,
  refused,
  type Storage,
  type StoredFile,
  type UploadRules,
  urlOfKey,
  type Visibility,
} from './storage.ts';

/** A temporary file untouched this long belongs to an upload no process is still writing. */
export const stalePartMs = 60 * 60 * 1000;

/**
 * Removes the `.part` files in `dir` untouched for an hour: uploads cut off by a stop or a crash.
 * A fresh one may be another process's upload under way on the same (shared) folder: it stays.
 */
export function sweepParts(dir: string, now = Date.now()): void {
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(dir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > stalePartMs) fs.rmSync(file, { force: true });
    } catch {
      // removed meanwhile by the process that wrote it: nothing to sweep
    }
  }
}

/**
 * Files on local disk under `root`: public/ and private/, written to tmp/ first and renamed when
 * whole. Several processes may share the folder; each start sweeps the old temporary files.
 */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {
    for (const dir of ['public', 'private', 'tmp']) fs.mkdirSync(path.join(root, dir), { recursive: true });
    sweepParts(path.join(root, 'tmp'));
  }

  private pathOf(key: string): string | undefined {
    return isStoredKey(key) ? path.join(this.root, key) : undefined;
  }

  async save(visibility: Visibility, source: Readable, rules: UploadRules): Promise<StoredFile> {
    const temp = path.join(this.root, 'tmp', `${randomUUID()}.part`);
    const upload = checkUpload(source, rules);
    try {
      await pipeline(upload.checked, fs.createWriteStream(temp, { flags: 'wx' }));
      const { mime, ext } = upload.found;
      if (!mime || !ext) throw refused(rules);
      if (mime === xlsMime && !(await holdsWorkbook(fs.createReadStream(temp, { highWaterMark: 65536 })))) {
        throw refused(rules);
      }
      const key = newKey(visibility, ext);
      await fsp.mkdir(path.dirname(path.join(this.root, key)), { recursive: true });
      await fsp.rename(temp, path.join(this.root, key));
      return { key, url: urlOfKey(key), mime, ext, size: upload.found.size };
    } catch (error) {
      upload.stop();
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (file) await fsp.rm(file, { force: true });
  }

  async probe(): Promise<void> {
    // A folder removed or made read-only (an unmounted volume) fails here, not at the next upload.
    for (const dir of ['public', 'private', 'tmp']) {
      await fsp.access(path.join(this.root, dir), fs.constants.R_OK | fs.constants.W_OK);
    }
  }

  async stat(key: string): Promise<FileInfo | undefined> {
    const file = this.pathOf(key);
    if (!file) return undefined;
    const stats = await fsp.stat(file).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    return { size: stats.size, mime: mimeOfKey(key), modified: stats.mtime };
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    if (!file) throw new Error(`not a stored key: ${key}`);
    const stream = fs.createReadStream(file, range ?? {});
    // Opened before it is handed on: a missing file fails here, not halfway through a reply.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'ENOENT' ? new AppError('NOT_FOUND', 'Not found') : error),
      );
    });
    return stream;
  }

  async *list(): AsyncIterable<{ key: string; modified: Date }> {
    for (const visibility of ['public', 'private']) {
      const dir = path.join(this.root, visibility);
      for (const entry of await fsp.readdir(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(this.root, file).split(path.sep).join('/');
        const stats = await fsp.stat(file).catch(() => undefined);
        if (stats && isStoredKey(key)) yield { key, modified: stats.mtime };
      }
    }
  }

  async write(key: string, source: Readable): Promise<void> {
    const file = this.pathOf(key);
    if (!file) throw new Error(`not a stored key: ${key}`);
    const temp = path.join(this.root, 'tmp', `${randomUUID()}.part`);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    try {
      await pipeline(source, fs.createWriteStream(temp, { flags: 'wx' }));
      await fsp.rename(temp, file);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }
}
