import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import type { Storage } from './storage.ts';

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
    return reply.header('cache-control', 'private, max-age=3600').sendFile(relative, privateRoot);
  });
}
