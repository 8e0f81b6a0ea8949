import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors.ts';
import { csvMime, holdsWorkbook, looksLikeCsv, xlsMime } from './spreadsheets.ts';

/**
 * Public media (project images, sliders, team photos, videos) is served to anyone at /media/...;
 * private documents (form, deal and CIL images: clients' data) only to signed-in admins at /api/files/...
 */
export type Visibility = 'public' | 'private';

export type StoredFile = { key: string; url: string; mime: string; ext: string; size: number };

/** What an upload may be: the accepted types, told from the file's first bytes, and its largest size. */
export type UploadRules = { types: readonly string[]; maxBytes: number; label?: string };

/** The MIME types each kind of upload accepts (as file-type names them). */
export const fileTypes = {
  image: ['image/jpeg', 'image/png'],
  video: ['video/mp4'],
  pdf: ['application/pdf'],
  spreadsheet: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    xlsMime, // an OLE compound file holding a workbook (core/spreadsheets.ts)
    'application/vnd.oasis.opendocument.spreadsheet',
    csvMime, // text, told by core/spreadsheets.ts
  ],
} as const;

export interface Storage {
  /** Streams `source` into storage; on any refusal or failure nothing is left behind. */
  save(visibility: Visibility, source: Readable, rules: UploadRules): Promise<StoredFile>;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The folder a visibility's files live in (local disk), for serving them. */
  rootOf(visibility: Visibility): string;
}

const headBytes = 4100; // what file-type needs to tell every type it knows

/** Checks size as bytes arrive and the type as soon as the head is in, failing the stream early. */
type Found = { mime?: string; ext?: string; size: number };

/** The type of a file from its first bytes; `complete` when they are the whole file. */
async function typeOf(head: Buffer, complete: boolean): Promise<{ mime: string; ext: string } | undefined> {
  // Loaded at the first upload, not at start (issue 14).
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(head);
  // An OLE compound file may be a workbook: storage checks its directory once the file is whole.
  if (type?.mime === 'application/x-cfb') return { mime: xlsMime, ext: 'xls' };
  if (!type && looksLikeCsv(head, complete)) return { mime: csvMime, ext: 'csv' };
  return type;
}

function refused(rules: UploadRules): AppError {
  const what = rules.label ? `${rules.label}: ` : '';
  return new AppError('UNSUPPORTED_TYPE', `${what}this file type is not accepted`);
}

function guard(rules: UploadRules, found: Found): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  const check = async (complete: boolean) => {
    checked = true;
    const type = await typeOf(head, complete);
    if (!type || !rules.types.includes(type.mime)) throw refused(rules);
    found.mime = type.mime;
    found.ext = type.ext;
  };
  return new Transform({
    async transform(chunk: Buffer, _encoding, callback) {
      try {
        found.size += chunk.length;
        if (found.size > rules.maxBytes) {
          const mb = Math.floor(rules.maxBytes / (1024 * 1024));
          throw new AppError(
            'TOO_LARGE',
            `${rules.label ? `${rules.label}: ` : ''}the file is larger than ${mb} MB`,
          );
        }
        if (!checked) {
          head = Buffer.concat([head, chunk]);
          if (head.length >= headBytes) await check(false);
        }
        callback(null, chunk);
      } catch (error) {
        callback(error as Error);
      }
    },
    async flush(callback) {
      try {
        if (!checked) await check(true);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/**
 * Files on local disk under `root`: public/ and private/, written to tmp/ first and renamed when whole.
 * One process owns the folder (the server); its start removes the temporary files left behind.
 */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {
    for (const dir of ['public', 'private', 'tmp']) fs.mkdirSync(path.join(root, dir), { recursive: true });
    // An upload cut off by a stop or a crash leaves its temporary file: nothing can finish it now.
    for (const name of fs.readdirSync(path.join(root, 'tmp'))) {
      if (name.endsWith('.part')) fs.rmSync(path.join(root, 'tmp', name), { force: true });
    }
  }

  rootOf(visibility: Visibility): string {
    return path.join(this.root, visibility);
  }

  async save(visibility: Visibility, source: Readable, rules: UploadRules): Promise<StoredFile> {
    const temp = path.join(this.root, 'tmp', `${randomUUID()}.part`);
    const found: Found = { size: 0 };
    try {
      // The source (a request's file part) is piped, not handed to pipeline(): on a refusal it must
      // stay alive to be drained, or the request could never be answered.
      const checker = guard(rules, found);
      source.once('error', (error) => checker.destroy(error));
      source.pipe(checker);
      await pipeline(checker, fs.createWriteStream(temp, { flags: 'wx' }));
      if (!found.mime || !found.ext) throw refused(rules);
      if (found.mime === xlsMime && !(await holdsWorkbook(temp))) throw refused(rules);
      const month = new Date().toISOString().slice(0, 7);
      const name = `${month}/${randomUUID()}.${found.ext}`;
      await fsp.mkdir(path.join(this.rootOf(visibility), month), { recursive: true });
      await fsp.rename(temp, path.join(this.rootOf(visibility), name));
      return {
        key: `${visibility}/${name}`,
        url: visibility === 'public' ? `/media/${name}` : `/api/files/${name}`,
        mime: found.mime,
        ext: found.ext,
        size: found.size,
      };
    } catch (error) {
      source.unpipe();
      source.resume(); // let the rest of the request drain so the reply can be sent
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep)) return;
    await fsp.rm(resolved, { force: true });
  }
}
