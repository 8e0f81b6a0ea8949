import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';

const sourceRoot = path.join(import.meta.dirname, '../src');
// The one reader: it rewrites the URL into its canonical spelling before routing, deciding nothing.
const rewriter = path.join('core', 'canonical-path.ts');

/**
 * The router matches a decoded, canonical path while `request.url` keeps the text as sent (or as
 * rewritten): a check on that text can be passed by spelling the path otherwise. Guards are bound
 * to routes instead (app-api.ts, docs/decisions/190); no server source may read the URL's text.
 */
it('has no server source that decides anything from request.url or request.raw.url', async () => {
  const files = (await fs.readdir(sourceRoot, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== rewriter,
  );
  expect(files.length).toBeGreaterThan(50);
  const readers: string[] = [];
  for (const file of files) {
    const lines = (await fs.readFile(path.join(sourceRoot, file), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      if (/\b(request|req|raw)\.(raw\.)?(url|originalUrl)\b/.test(line))
        readers.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  expect(readers).toEqual([]);
});
