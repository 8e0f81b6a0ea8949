import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import type { Storage } from './storage.ts';

/** Images, videos and PDFs: shown in the browser; every other private file is an attachment. */
const shownInline = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.mp4', '.webm', '.pdf']);

/**
 * Serves stored files with HTTP range requests (videos seek): public media to anyone at /media/...,
 * private documents only to signed-in admins at /api/files/... (the /api guard applies).
 */
export async function registerFiles(app: FastifyInstance, storage: Storage): Promise<void> {
  await app.register(fastifyStatic, {
    root: storage.rootOf('public'),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
  const privateRoot = storage.rootOf('private');
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
