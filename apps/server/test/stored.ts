import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './harness.ts';

/**
 * Every stored file, from whichever store the app uses (disk or bucket), and on disk the
 * half-written ones in uploads/tmp too: what a refused upload must not add to.
 */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.app.storage.list()) keys.push(file.key);
  if (!t.config.s3) {
    const tmp = await fs.readdir(path.join(t.config.dataDir, 'uploads', 'tmp')).catch(() => []);
    keys.push(...tmp.map((name) => `tmp/${name}`));
  }
  return keys.sort();
}

/** Whether the file a URL serves (/media/... or /api/files/...) is stored. */
export async function isStored(t: TestApp, url: string): Promise<boolean> {
  const key = url.replace(/^\/media\//, 'public/').replace(/^\/api\/files\//, 'private/');
  return (await t.app.storage.stat(key)) !== undefined;
}
