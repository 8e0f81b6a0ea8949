import { Readable } from 'node:stream';
import { messages } from '@simsar/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionOf } from './auth.ts';
import { AppError } from './errors.ts';
import type { SessionAdmin } from './session.ts';
import type { ByteRange, Storage } from './storage.ts';

/** Images, videos and PDFs: shown in the browser; every other private file is an attachment. */
const shownInline = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'mp4', 'webm', 'pdf']);

const notFound = () => new AppError('NOT_FOUND', 'Not found');

/**
 * The one range of a `Range: bytes=...` header within `size` bytes; undefined for the whole file
 * (no header, several ranges or another unit: served whole, as HTTP allows); 'unsatisfiable' past the end.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | undefined | 'unsatisfiable' {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] as string, match[2] as string];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export type SendOptions = {
  /** The Cache-Control header: long for public media, `private, no-cache` for clients' documents. */
  cacheControl: string;
  /** Whether a type a browser should not render in our origin is sent as a download. */
  attachUnsafe: boolean;
};

/**
 * Sends the stored file `key` from either store (disk or bucket), with range requests (videos seek)
 * and revalidation by ETag. Who may read it is decided before: this only sends the bytes.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  options: SendOptions,
): Promise<FastifyReply> {
  const info = await storage.stat(key);
  if (!info) throw notFound();
  const etag = `"${info.size.toString(16)}-${info.modified.getTime().toString(16)}"`;
  reply.header('cache-control', options.cacheControl);
  reply.header('etag', etag);
  reply.header('last-modified', info.modified.toUTCString());
  reply.header('accept-ranges', 'bytes');
  reply.type(info.mime);
  const name = key.slice(key.lastIndexOf('/') + 1);
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (options.attachUnsafe && !shownInline.has(ext)) {
    reply.header('content-disposition', `attachment; filename="${name}"`);
  }
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = rangeOf(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    return reply.code(416).type('text/plain').send('Range not satisfiable');
  }
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  reply.header('content-length', range ? range.end - range.start + 1 : info.size);
  // HEAD: the headers alone (an empty stream keeps the length set above; the bytes are not read).
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(await storage.open(key, range));
}

/**
 * Public media, to anyone, at /media/... (cached a week), from either store. Registered in its own
 * /media scope: a missing file there is a 404, never the console's page (docs/decisions/190, 210).
 */
export async function registerMedia(app: FastifyInstance, storage: Storage): Promise<void> {
  await app.register(
    async (media) => {
      media.setNotFoundHandler(() => {
        throw new AppError('NOT_FOUND', messages.notFound);
      });
      media.get('/*', { schema: { hide: true } }, (request, reply) => {
        const key = `public/${(request.params as { '*': string })['*']}`;
        return sendStoredFile(request, reply, storage, key, {
          cacheControl: 'public, max-age=604800',
          attachUnsafe: false,
        });
      });
    },
    { prefix: '/media' },
  );
}

/**
 * Who may see a private file, by its storage key (`private/2026-11/<uuid>.pdf`): true only when an
 * item this admin may see holds the key. The areas that keep private files answer it (each area's
 * `privateFileVisible`, asked in turn by app-api.ts); a key no item holds is nobody's.
 */
export type PrivateFileAccess = (admin: SessionAdmin, key: string) => Promise<boolean>;

/**
 * Private documents at /api/files/... only to a signed-in admin who may see the item the file
 * belongs to (`mayRead`; docs/decisions/006): 404 to anyone else, as for the item itself.
 * Registered inside the API's scope (app-api.ts), whose guard runs for it like for every /api route.
 */
export function registerPrivateFiles(
  app: FastifyInstance,
  storage: Storage,
  { mayRead }: { mayRead: PrivateFileAccess },
): void {
  app.get('/api/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = `private/${(request.params as { '*': string })['*']}`;
    if (!(await mayRead(sessionOf(request), key))) throw notFound();
    // Clients' documents: never kept by a shared cache, checked again before reuse; what a browser
    // does not show safely is downloaded, never rendered in our origin.
    return sendStoredFile(request, reply, storage, key, {
      cacheControl: 'private, no-cache',
      attachUnsafe: true,
    });
  });
}
