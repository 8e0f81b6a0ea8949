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
 * Each filled project gets its first price list version (docs/decisions/550): its types, areas,
 * prices and plans as they were, from the day it was made. The data move is
 * drizzle-data/price-versions.sql, run by the `unit_price_versions` migration.
 */
let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it("gives each filled project a first version of its prices, and none to an empty guest link's", async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'simsar-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_unit_price_versions'));
  expect(at).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: folder });
  const { rows } = await client.query<{ id: string }>(
    `insert into units (project_name, filled_at, created_at) values
       ('Priced', now(), '2026-03-01T22:30:00Z'), ('Empty guest link', null, '2026-04-01')
     returning id`,
  );
  const priced = rows[0]?.id;
  await client.query(
    `insert into unit_payment_plans (unit_id, position, down_payment, years) values ($1, 0, 10, 8), ($1, 1, 20.5, 6)`,
    [priced],
  );
  const { rows: types } = await client.query<{ id: string }>(
    `insert into unit_types (unit_id, position, name_en, name_ar) values ($1, 0, 'Villa', 'فيلا') returning id`,
    [priced],
  );
  await client.query(
    `insert into unit_type_prices (type_id, position, price, area) values ($1, 0, 12500000, 250), ($1, 1, 15750000, 310.5)`,
    [types[0]?.id],
  );

  await migrate(drizzle(client), { migrationsFolder });
  const read = () =>
    client.query<{ unit_id: string; effective_from: string; prices: unknown }>(
      `select unit_id, effective_from::text, prices from unit_price_versions`,
    );
  const { rows: versions } = await read();
  expect(versions).toEqual([
    {
      unit_id: priced,
      // 22:30 UTC on 1 March is 00:30 on 2 March in Cairo.
      effective_from: '2026-03-02',
      prices: {
        payment_plans: [
          { down_payment: 10, years: 8 },
          { down_payment: 20.5, years: 6 },
        ],
        types: [
          {
            name_en: 'Villa',
            name_ar: 'فيلا',
            areas_and_prices: [
              { price: 12500000, area: 250 },
              { price: 15750000, area: 310.5 },
            ],
          },
        ],
      },
    },
  ]);

  // The file the merger appends to the regenerated migration is the same move, and runs twice safely.
  const again = await readFile(new URL('../../../drizzle-data/price-versions.sql', import.meta.url), 'utf8');
  await client.exec(again);
  expect((await read()).rows).toHaveLength(1);
  await client.close();
});
