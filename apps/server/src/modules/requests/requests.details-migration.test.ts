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
 * The requests filed before a queue's own fields moved into `details` (docs/decisions/380): the
 * migration carries each one's rating, project, applicant's name, description and location over.
 */
let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it("moves the requests' own fields into details, leaving out what a queue does not have", async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'simsar-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_request-details'));
  expect(at).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: folder });
  const { rows: users } = await client.query<{ id: string }>(
    `insert into users (user_type, name, email, phone, password_hash, status)
     values ('Client', 'Old Client', 'old@simsar.test', '01012345678', 'x', 'active') returning id`,
  );
  const { rows: units } = await client.query<{ id: string }>(
    `insert into units (project_name) values ('Old Project') returning id`,
  );
  const member = users[0]?.id;
  const unit = units[0]?.id;
  await client.query(
    `insert into requests (queue, member_id, status, phone, message, rate, unit_id, created_at) values
       ('feedback', $1, 'non_done', null, 'Good', 4, null, now()),
       ('contact_sales', $1, 'done', '01012345678', 'Prices', null, $2, now())`,
    [member, unit],
  );
  await client.query(
    `insert into requests (queue, status, phone, name, description, location, image, created_at) values
       ('request_franchises', 'new', '01112345678', 'Omar', 'A shop', 'https://maps.example/1', 'k.png', now())`,
  );

  await migrate(drizzle(client), { migrationsFolder });
  const { rows } = await client.query<{
    queue: string;
    details: Record<string, unknown>;
    image: string | null;
  }>('select queue, details, image from requests order by queue');
  expect(rows).toEqual([
    { queue: 'contact_sales', details: { unit_id: unit }, image: null },
    { queue: 'feedback', details: { rate: 4 }, image: null },
    {
      queue: 'request_franchises',
      details: { name: 'Omar', description: 'A shop', location: 'https://maps.example/1' },
      image: 'k.png',
    },
  ]);
  await expect(
    client.query(`update requests set details = '{"rate": 9}' where queue = 'feedback'`),
  ).rejects.toThrow(/requests_rate/);
  await client.close();
});
