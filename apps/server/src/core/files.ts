import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@simsar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from './auth.ts';
import { AppError } from './errors.ts';
import type { SessionAdmin } from './session.ts';
import type { Storage } from './storage.ts';

/** Images, videos and PDFs: shown in the browser; every other private file is an attachment. */
const shownInline = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.mp4', '.webm', '.pdf']);

/**
 * Public media, to anyone, at /media/... with HTTP range requests (videos seek). Registered in its
 * own /media scope: a missing file there is a 404, never the console's page.
 */
export async function registerMedia(app: FastifyInstance, storage: Storage): Promise<void> {
  await app.register(
    async (media) => {
      media.setNotFoundHandler(() => {
        throw new AppError('NOT_FOUND', messages.notFound);
      });
      await media.register(fastifyStatic, {
        root: storage.rootOf('public'),
        decorateReply: false,
        index: false,
        maxAge: '7d',
      });
    },
    { prefix: '/media' },
  );
}

/**
 * Who may see a private file, by its storage key (`private/2026-11/<uuid>.pdf`): true only when an
 * item this admin may see holds the key. The modules that keep private files answer it (app-api.ts
 * wires them); a key no item holds is nobody's.
 */
export type PrivateFileAccess = (admin: SessionAdmin, key: string) => Promise<boolean>;

/**
 * Private documents, with ranges, at /api/files/... only to a signed-in admin who may see the item
 * the file belongs to (`mayRead`; docs/decisions/006): 404 to anyone else, as for the item itself.
 * Registered inside the API's scope (app-api.ts), whose guard runs for it like for every /api route.
 */
export async function registerPrivateFiles(
  app: FastifyInstance,
  storage: Storage,
  { mayRead }: { mayRead: PrivateFileAccess },
): Promise<void> {
  const privateRoot = storage.rootOf('private');
  // reply.sendFile only: this scope serves nothing by itself.
  await app.register(fastifyStatic, { root: privateRoot, serve: false });
  app.get('/api/files/*', { schema: { hide: true } }, async (request, reply) => {
    const resolved = path.resolve(privateRoot, (request.params as { '*': string })['*']);
    if (!resolved.startsWith(privateRoot + path.sep)) throw new AppError('NOT_FOUND', 'Not found');
    // The key is checked in the same normal form the file is then sent by: one file, one decision.
    const relative = path.relative(privateRoot, resolved).split(path.sep).join('/');
    if (!(await mayRead(sessionOf(request), `private/${relative}`))) {
      throw new AppError('NOT_FOUND', 'Not found');
    }
    // Clients' documents: never kept by a shared cache, checked again before reuse.
    reply.header('cache-control', 'private, no-cache');
    // Only what a browser shows safely is shown; anything else is downloaded, never rendered in our origin.
    if (!shownInline.has(path.extname(resolved).toLowerCase())) {
      reply.header('content-disposition', `attachment; filename="${path.basename(resolved)}"`);
    }
    return reply.sendFile(relative, privateRoot, { cacheControl: false });
  });
}
