// Compares two folders of screenshots (e2e/screens/capture.ts): for each screen, the share of pixels
// that differ, and a diff image (differing pixels in red) where any do.
//   npx tsx scripts/compare-screens.ts /tmp/screens-before /tmp/screens-after
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-screens.ts <before-dir> <after-dir>');
const diffs = path.join(after, 'diff');
mkdirSync(diffs, { recursive: true });

let changed = 0;
for (const name of readdirSync(before)
  .filter((file) => file.endsWith('.png'))
  .sort()) {
  let b: PNG;
  try {
    b = PNG.sync.read(readFileSync(path.join(after, name)));
  } catch {
    console.log(`${name}: missing after`);
    changed += 1;
    continue;
  }
  const a = PNG.sync.read(readFileSync(path.join(before, name)));
  if (a.width !== b.width || a.height !== b.height) {
    console.log(`${name}: size ${a.width}x${a.height} -> ${b.width}x${b.height}`);
    changed += 1;
    continue;
  }
  const diff = new PNG({ width: a.width, height: a.height });
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const [r, g, bl] = [a.data[i] ?? 0, a.data[i + 1] ?? 0, a.data[i + 2] ?? 0];
    const delta = Math.max(
      Math.abs(r - (b.data[i] ?? 0)),
      Math.abs(g - (b.data[i + 1] ?? 0)),
      Math.abs(bl - (b.data[i + 2] ?? 0)),
    );
    const gray = (r + g + bl) / 3;
    const hit = delta > 24;
    if (hit) differing += 1;
    diff.data[i] = hit ? 255 : gray * 0.3 + 170;
    diff.data[i + 1] = hit ? 0 : gray * 0.3 + 170;
    diff.data[i + 2] = hit ? 0 : gray * 0.3 + 170;
    diff.data[i + 3] = 255;
  }
  const share = (100 * differing) / (a.width * a.height);
  console.log(`${name}: ${differing === 0 ? 'same' : `${share.toFixed(3)}% of pixels differ`}`);
  if (differing > 0) {
    changed += 1;
    writeFileSync(path.join(diffs, name), PNG.sync.write(diff));
  }
}
console.log(`${changed} screen(s) differ`);
