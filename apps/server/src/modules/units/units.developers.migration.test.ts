import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from '../../core/db.ts';

/**
 * The projects' typed developer names become developers (docs/decisions/530): one developer per
 * name trimmed, its spaces made one and its case folded, every project pointing at it. The data move
 * is drizzle-data/developers.sql, run by the `developers` migration.
 */
let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it("turns the projects' developer names into developers, one for names differing in case or spaces", async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'simsar-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_developers'));
  expect(at).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: folder });
  await client.query(
    `insert into units (project_name, dev_name_en, dev_name_ar, created_at) values
       ('Hills One', 'Palm Hills', 'بالم هيلز', '2026-01-01'),
       ('Hills Two', '  palm   HILLS ', '', '2026-02-01'),
       ('Bay', 'Emaar Misr', 'إعمار مصر', '2026-03-01'),
       ('Empty guest link', '', '', '2026-04-01')`,
  );

  await migrate(drizzle(client), { migrationsFolder });
  const { rows: made } = await client.query<{ name_en: string; name_ar: string }>(
    'select name_en, name_ar from developers order by name_en',
  );
  expect(made).toEqual([
    { name_en: 'Emaar Misr', name_ar: 'إعمار مصر' },
    { name_en: 'Palm Hills', name_ar: 'بالم هيلز' },
  ]);
  const { rows: projects } = await client.query<{
    project_name: string;
    developer: string | null;
    dev_name_en: string;
    dev_name_ar: string;
  }>(
    `select u.project_name, d.name_en as developer, u.dev_name_en, u.dev_name_ar
     from units u left join developers d on d.id = u.developer_id order by u.created_at`,
  );
  expect(projects).toEqual([
    {
      project_name: 'Hills One',
      developer: 'Palm Hills',
      dev_name_en: 'Palm Hills',
      dev_name_ar: 'بالم هيلز',
    },
    {
      project_name: 'Hills Two',
      developer: 'Palm Hills',
      dev_name_en: 'Palm Hills',
      dev_name_ar: 'بالم هيلز',
    },
    { project_name: 'Bay', developer: 'Emaar Misr', dev_name_en: 'Emaar Misr', dev_name_ar: 'إعمار مصر' },
    { project_name: 'Empty guest link', developer: null, dev_name_en: '', dev_name_ar: '' },
  ]);

  // The file the merger appends to the regenerated migration is the same move, and runs twice safely.
  const again = await readFile(new URL('../../../drizzle-data/developers.sql', import.meta.url), 'utf8');
  await client.exec(again.replaceAll('--> statement-breakpoint', ''));
  const { rows: count } = await client.query<{ n: number }>('select count(*)::int as n from developers');
  expect(count[0]?.n).toBe(2);
  await client.close();
});
