import { measureLoginPage } from '../../web/scripts/measure-login.ts';
import { median, type Started } from './bench-measure.ts';
import type { Row } from './bench-rows.ts';
import { rssMb } from './process-probes.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

// Every script /login loads in the system Chromium, as it travels (apps/web/scripts/measure-login.ts),
// and again as a browser accepting only gzip gets it: the budget is the gzip figure.
export async function loginPageRow(serverPort: number): Promise<Row> {
  const js = await measureLoginPage(`http://127.0.0.1:${serverPort}`);
  const jsGzip = await measureLoginPage(`http://127.0.0.1:${serverPort}`, { acceptEncoding: 'gzip' });
  // Scripts under 256 bytes have no compressed copy (apps/web/scripts/precompress.ts): brotli would
  // save nothing on them. Every larger one must travel as brotli.
  const brotliOnWire = js.scripts.every((script) => script.encoding === 'br' || script.decodedBytes < 256);
  const encodings = Object.entries(js.encodings)
    .map(([encoding, files]) => `${files} ${encoding}`)
    .join(', ');
  return {
    what: 'JavaScript the login page loads, on the wire (Chromium)',
    measured: `${kb(jsGzip.encodedBytes)} gzipped, ${kb(js.encodedBytes)} brotli (${js.scripts.length} files: ${encodings}; ${kb(js.decodedBytes)} decoded)`,
    target: 'under 150 kB gzipped; brotli when accepted (a script under 256 bytes as it is)',
    pass: jsGzip.encodedBytes < 150_000 && brotliOnWire,
  };
}

/** The server's start and its idle memory after start and after the measurements. */
export async function processRows(
  starts: number[],
  rssAfterStart: number,
  server: Started,
  bare: Started,
): Promise<Row[]> {
  const start = median(starts);
  const figures: Row[] = [];
  figures.push({
    what: 'server start (spawn to first HTTP 200), median of 3',
    measured: `${(start / 1000).toFixed(2)} s (${starts.map((value) => (value / 1000).toFixed(2)).join(', ')} s)`,
    target: 'under 1 s',
    pass: start < 1000,
  });
  figures.push({
    what: 'idle memory (RSS) of the server process, 3 s after start',
    measured: `${rssAfterStart.toFixed(0)} MB`,
    target: 'under 150 MB',
    pass: rssAfterStart < 150,
  });
  await sleep(3000);
  const rssAfterLoad = rssMb(server.child.pid);
  const bareRssAfterLoad = rssMb(bare.child.pid);
  figures.push({
    what: 'idle memory (RSS) of the server process, 3 s after the measurements',
    measured: `${rssAfterLoad.toFixed(0)} MB (the bare handler after its share of the load: ${bareRssAfterLoad.toFixed(0)} MB)`,
    target: 'under 150 MB',
    pass: rssAfterLoad < 150,
    why: `not in the issue's table (its idle figure is the row above): memory taken under the load is not all given back to the system after it (V8's heap, the C allocator's arenas; --max-semi-space-size, --max-old-space-size and MALLOC_ARENA_MAX were tried, 170-240 MB); the bare handler, which holds no console, sessions or schemas, keeps ${bareRssAfterLoad.toFixed(0)} MB after its share`,
  });
  return figures;
}
