/**
 * `npm run db:counted`: writes the home counters' and live events' triggers, generated from the queue
 * rows' `counted` states and the areas' `countedItems` (src/core/counted-states.ts), into a new
 * migration, when they differ from the newest generated migration's (docs/decisions/390). Run it
 * after changing a row's `counted`, adding a counted queue or moving its items; commit the migration
 * it writes (drizzle-kit's custom migration: sql, journal and snapshot), as with `npm run db:generate`.
 *
 *   npm run db:counted              writes the migration if one is needed
 *   npm run db:counted -- --check   says whether one is needed (exit 1 if so), writes nothing
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { countedStates } from '../src/app-api.ts';
import { generatedHeader } from '../src/core/counted-states.ts';
import { migrationsFolder } from '../src/core/db.ts';

const sqlFiles = () =>
  fs
    .readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort();

const generated = countedStates().migration;
const newest = sqlFiles()
  .reverse()
  .find((name) => fs.readFileSync(path.join(migrationsFolder, name), 'utf8').startsWith(generatedHeader));
const current = newest && fs.readFileSync(path.join(migrationsFolder, newest), 'utf8');

if (current === generated) {
  console.log(`The counting triggers are up to date (drizzle/${newest}).`);
} else if (process.argv.includes('--check')) {
  console.error(
    `The queue rows' counted states differ from ${newest ? `drizzle/${newest}` : 'every migration'}: run npm run db:counted.`,
  );
  process.exitCode = 1;
} else {
  const before = new Set(sqlFiles());
  execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', 'counted-states'], {
    cwd: path.dirname(migrationsFolder),
    stdio: 'inherit',
  });
  const written = sqlFiles().find((name) => !before.has(name));
  if (!written) throw new Error('drizzle-kit wrote no migration');
  fs.writeFileSync(path.join(migrationsFolder, written), generated);
  console.log(
    `The counting triggers are written to drizzle/${written}: commit it with its journal and snapshot.`,
  );
}
