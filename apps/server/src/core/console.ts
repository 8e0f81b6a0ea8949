import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  // The file server would answer the bare directory `/` itself (403): the home route is the console.
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
