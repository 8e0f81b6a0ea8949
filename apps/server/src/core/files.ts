import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@simsar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
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
 * Private documents, with ranges, only to signed-in admins at /api/files/...: registered inside the
 * API's scope (app-api.ts), whose guard runs for it like for every other /api route.
 */
export async function registerPrivateFiles(app: FastifyInstance, storage: Storage): Promise<void> {
  const privateRoot = storage.rootOf('private');
  // reply.sendFile only: this scope serves nothing by itself.
  await app.register(fastifyStatic, { root: privateRoot, serve: false });
  app.get('/api/files/*', { schema: { hide: true } }, (request, reply) => {
    const relative = (request.params as { '*': string })['*'];
    const resolved = path.resolve(privateRoot, relative);
    if (!resolved.startsWith(privateRoot + path.sep)) throw new AppError('NOT_FOUND', 'Not found');
    // Clients' documents: never kept by a shared cache, checked again before reuse (issue 13).
    reply.header('cache-control', 'private, no-cache');
    // Only what a browser shows safely is shown; anything else is downloaded, never rendered in our origin.
    if (!shownInline.has(path.extname(resolved).toLowerCase())) {
      reply.header('content-disposition', `attachment; filename="${path.basename(resolved)}"`);
    }
    return reply.sendFile(relative, privateRoot, { cacheControl: false });
  });
}
