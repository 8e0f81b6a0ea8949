/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the built console, at the
 * strongest settings: the server sends them as they are (@fastify/static `preCompressed`), so the
 * browser downloads the smallest file and no request pays for compression
 * (docs/decisions/140). Run by `npm run build -w @simsar/web` after `vite build`.
 *
 * index.html is left alone: the server fills in the product name and sends it from memory.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { exampleKindsDist, exampleKindsOn } from '../../../scripts/example-kinds.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(js|mjs|css|svg|json|txt|map|webmanifest|xml)$/;
/** Below this a compressed copy saves less than the response headers weigh. */
const minBytes = 256;

export async function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // All at once: zlib works on the libuv thread pool, so every core compresses.
  const results = await Promise.all(files.map(compressBeside));
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const result of results) {
    if (!result) continue;
    totals.files += 1;
    totals.bytes += result.bytes;
    totals.br += result.br;
    totals.gz += result.gz;
  }
  return totals;
}

async function compressBeside(file: string) {
  const content = await fs.readFile(file);
  if (content.length < minBytes) return undefined;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy is only worth serving when it is smaller; without one the file goes as it is.
  if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
  return {
    bytes: content.length,
    br: Math.min(br.length, content.length),
    gz: Math.min(gz.length, content.length),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(
    process.argv[2] ?? path.join(import.meta.dirname, '..', exampleKindsOn ? exampleKindsDist : 'dist'),
  );
  const started = performance.now();
  const { files, bytes, br, gz } = await precompress(dir);
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  console.log(
    `precompressed ${files} files in ${Math.round(performance.now() - started)} ms: ${kB(bytes)} → brotli ${kB(br)}, gzip ${kB(gz)}`,
  );
}
