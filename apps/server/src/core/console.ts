import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@simsar/contract/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Serves the built console (apps/web/dist): its assets as files, and index.html, with the product
 * name filled in, for every other GET outside /api so the console's own routes load it. The build
 * leaves a brotli and a gzip copy beside each asset: the one the browser accepts is sent as it is
 * (docs/decisions/140).
 */
export async function registerConsole(
  app: FastifyInstance,
  webDist: string,
  productName: string,
): Promise<void> {
  let indexHtml: string | undefined;
  const readIndex = async () => {
    indexHtml ??= (await fs.readFile(path.join(webDist, 'index.html'), 'utf8')).replaceAll(
      '__PRODUCT_NAME__',
      escapeHtml(productName),
    );
    return indexHtml;
  };

  // The built assets, in their own /assets scope: a missing one is a 404, never the console page.
  await app.register(
    async (assets) => {
      assets.setNotFoundHandler(() => {
        throw new AppError('NOT_FOUND', messages.notFound);
      });
      await assets.register(fastifyStatic, {
        root: path.join(webDist, 'assets'),
        index: false,
        wildcard: true,
        preCompressed: true,
        immutable: true,
        maxAge: '365d',
      });
    },
    { prefix: '/assets' },
  );
  // The home route is the console (HEAD too).
  app.get('/', { schema: { hide: true } }, (_request, reply) => app.sendConsole(reply));

  app.decorate('sendConsole', async (reply: FastifyReply) => {
    try {
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(await readIndex());
    } catch {
      return reply
        .status(503)
        .type('text/plain')
        .send('The console is not built. Run `npm run build` (npm start does it), then reload.');
    }
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

declare module 'fastify' {
  interface FastifyInstance {
    sendConsole: (reply: FastifyReply) => Promise<FastifyReply>;
  }
}
