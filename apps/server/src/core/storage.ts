import { randomUUID } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { AppError } from './errors.ts';
import { csvMime, looksLikeCsv, xlsMime } from './spreadsheets.ts';

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

/** A stored file's size, type (told by its key's extension) and last change. */
export type FileInfo = { size: number; mime: string; modified: Date };

/** Bytes `start` to `end`, both included (an HTTP range). */
export type ByteRange = { start: number; end: number };

export interface Storage {
  /** Streams `source` into storage; on any refusal or failure nothing is left behind. */
  save(visibility: Visibility, source: Readable, rules: UploadRules): Promise<StoredFile>;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** A stored file's size and type; undefined when there is none under `key`. */
  stat(key: string): Promise<FileInfo | undefined>;
  /** A stored file's bytes (or a range of them), streamed; a missing one throws NOT_FOUND (404). */
  open(key: string, range?: ByteRange): Promise<Readable>;
  /** Every stored file, with its last change (the orphan sweep and backups read it). */
  list(): AsyncIterable<{ key: string; modified: Date }>;
  /** Writes `source` under `key` as it is, unchecked: restoring a backup, nothing a caller sends. */
  write(key: string, source: Readable): Promise<void>;
  /**
   * Resolves when the store answers now (the folders are there and writable, the bucket is
   * reachable), rejects otherwise; cheap enough for a load balancer's readiness probe. `signal`
   * gives up on a store that hangs.
   */
  probe(signal: AbortSignal): Promise<void>;
}

// Keys are made here (newKey): a visibility, a month and a uuid name. Anything else read from a URL
// (a "..", a slash too many) is no stored file.
const keyPattern = /^(public|private)\/\d{4}-\d{2}\/[\w-]+\.[a-z0-9]+$/;

/** Whether `key` has the shape of a stored file's key (never a path out of storage). */
export function isStoredKey(key: string): boolean {
  return keyPattern.test(key);
}

/** A fresh key for a file of `ext`, under this month. */
export function newKey(visibility: Visibility, ext: string): string {
  return `${visibility}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${ext}`;
}

/** The URL a stored key is served at: public media at /media/, private files at /api/files/. */
export function urlOfKey(key: string): string;
export function urlOfKey(key: string | null): string | null;
export function urlOfKey(key: string | null): string | null {
  if (!key) return null;
  return key.startsWith('public/')
    ? `/media/${key.slice('public/'.length)}`
    : `/api/files/${key.slice('private/'.length)}`;
}

const mimeOfExt: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: xlsMime,
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: csvMime,
};

/** The type a stored file is served with, from its key's extension (the type it was checked as). */
export function mimeOfKey(key: string): string {
  return mimeOfExt[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

const headBytes = 4100; // what file-type needs to tell every type it knows

/** What the check found so far: the type once the head is in, and the bytes counted. */
export type Found = { mime?: string; ext?: string; size: number };

/** The type of a file from its first bytes; `complete` when they are the whole file. */
async function typeOf(head: Buffer, complete: boolean): Promise<{ mime: string; ext: string } | undefined> {
  // Loaded at the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(head);
  // An OLE compound file may be a workbook: storage checks its directory once the file is whole.
  if (type?.mime === 'application/x-cfb') return { mime: xlsMime, ext: 'xls' };
  if (!type && looksLikeCsv(head, complete)) return { mime: csvMime, ext: 'csv' };
  return type;
}

export function refused(rules: UploadRules): AppError {
  const what = rules.label ? `${rules.label}: ` : '';
  return new AppError('UNSUPPORTED_TYPE', `${what}this file type is not accepted`);
}

/** Checks size as bytes arrive and the type as soon as the head is in, failing the stream early. */
function guard(rules: UploadRules, found: Found, onTyped: () => void): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  const check = async (complete: boolean) => {
    checked = true;
    const type = await typeOf(head, complete);
    if (!type || !rules.types.includes(type.mime)) throw refused(rules);
    found.mime = type.mime;
    found.ext = type.ext;
    onTyped();
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
 * `source` piped through the check: `checked` gives the bytes that passed, `typed` settles once the
 * type is known (by the first 4100 bytes or the end), before any backpressure can hold the stream.
 * The source is piped, not handed to pipeline(): on a refusal it is left unread, not destroyed
 * (`stop`): the request's remaining bytes are never read, and the answer goes out at once with the
 * connection closed after it (core/errors.ts; docs/decisions/279).
 */
export function checkUpload(source: Readable, rules: UploadRules) {
  const found: Found = { size: 0 };
  let typedNow: () => void = () => {};
  const typed = new Promise<void>((resolve) => {
    typedNow = resolve;
  });
  const checked = guard(rules, found, () => typedNow());
  source.once('error', (error) => checked.destroy(error));
  source.pipe(checked);
  let failure: Error | undefined;
  const failed = new Promise<never>((_resolve, reject) =>
    checked.once('error', (error) => {
      failure = error;
      reject(error);
    }),
  );
  const typedOrFailed = Promise.race([typed, failed]);
  typedOrFailed.catch(() => {}); // a store that never waits for it reads the failure from its writer
  return {
    checked,
    found,
    /** Resolves once the type is accepted; rejects with the refusal (or the source's failure). */
    typed: typedOrFailed,
    /** The refusal (or the source's failure) that stopped the stream, if one did. */
    failure: () => failure,
    /** Stops reading the source: the rest of it stays unread. */
    stop: () => {
      source.unpipe();
    },
  };
}
