import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiToken, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';

/**
 * The normal build holds none of the demonstration kinds that the test build adds
 * (SIMSAR_EXAMPLE_KINDS=1, docs/decisions/440): not in the console's bundle, not in the server's,
 * not among the server's queues and content types.
 */
const root = path.join(import.meta.dirname, '..');
const exampleWords = ['site_visit', 'Site visit request', '/api/brochure', 'demo_brochures', 'زيارة موقع'];

async function bundleText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const scripts = entries.filter((entry) => entry.isFile() && /\.js$/.test(entry.name));
  expect(scripts.length).toBeGreaterThan(0);
  const texts = await Promise.all(
    scripts.map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')),
  );
  return texts.join('\n');
}

test('the normal build has no example kind: its bundles and its running server', async ({ request }) => {
  const web = await bundleText(process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'));
  const server = await bundleText(path.join(root, 'apps/server/dist'));
  expect(
    exampleWords.filter((word) => web.includes(word)),
    'in the console bundle',
  ).toEqual([]);
  expect(
    exampleWords.filter((word) => server.includes(word)),
    'in the server bundle',
  ).toEqual([]);

  const headers = { Authorization: `Bearer ${await apiToken(request, superAdmin)}` };
  const summary = await (await request.get('/api/admin/summary', { headers })).json();
  expect(summary).not.toHaveProperty('site_visit');
  expect(summary).toHaveProperty('feedback');
  for (const call of ['/api/site_visit/non-done', '/api/brochure/all'])
    expect((await request.get(call, { headers })).status(), call).toBe(404);
  expect((await request.post('/api/example/sweep_orphans', { headers })).status()).toBe(404);
});
