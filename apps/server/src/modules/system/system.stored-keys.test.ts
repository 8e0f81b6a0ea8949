import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { apiAreas, storedKeyColumns } from '../../app-api.ts';

/** A column whose name says it holds a file: its keys must be declared by an area, or the sweep takes its files. */
const fileLike =
  /(^|_)(images?|thumbnails?|photos?|pictures?|videos?|files?|pdfs?|logo|plan|documents?|attachments?|brochures?|avatar|media|uploads?|key)(_|$)/;

/** Columns named like files that hold no stored key, each with why. */
const notStoredKeys: Record<string, string> = {
  'unit_uploads.key': 'a file sent ahead that no create took goes like any orphan (docs/decisions/279)',
  'forms.image_type': "the image's content type",
  'deals.image_type': "the image's content type",
  'cils.image_type': "the image's content type",
  'cils.decision_image_type': "the decision image's content type",
  'cils.client_phone_key': "the client's phone as compared, not a file",
  'trainings.video_link': 'a link elsewhere; an uploaded video is in video_file',
  'login_attempts.key': "the throttle's account or address",
  'public_call_counts.key': "the rate limit's address",
  'mail_outbox.once_key': 'what makes an e-mail sent once (an overdue item, a day’s digest), not a file',
};

/** Every table of the schema (the files drizzle.config.ts reads: `*.schema.ts` under modules/ and core/). */
async function schemaTables(): Promise<PgTable[]> {
  const src = path.resolve(import.meta.dirname, '../..');
  const files = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.schema.ts'))
    .sort();
  const tables: PgTable[] = [];
  for (const file of files) {
    const exported: Record<string, unknown> = await import(path.join(src, file));
    tables.push(...Object.values(exported).filter((value): value is PgTable => is(value, PgTable)));
  }
  return tables;
}

it("declares every column of the schema that holds a stored file's key: the orphan sweep keeps what the areas declare", async () => {
  const declared = new Set(
    storedKeyColumns().map((column) => `${getTableName(column.table)}.${column.name}`),
  );
  const fileColumns = (await schemaTables()).flatMap((table) =>
    Object.values(getTableColumns(table))
      .filter((column) => ['string', 'array'].includes(column.dataType) && fileLike.test(column.name))
      .map((column) => `${getTableName(table)}.${column.name}`),
  );
  expect(fileColumns.length).toBeGreaterThanOrEqual(20);
  const undeclared = fileColumns.filter((name) => !declared.has(name) && !(name in notStoredKeys));
  expect(undeclared, 'each holds stored keys: declare it in its area (ApiArea.storedKeys)').toEqual([]);
  // The exceptions are real columns, and none is declared after all.
  expect(Object.keys(notStoredKeys).filter((name) => !fileColumns.includes(name))).toEqual([]);
  expect(Object.keys(notStoredKeys).filter((name) => declared.has(name))).toEqual([]);
});

it("declares only text columns (a key, or an array of keys); the content library's are its types' file slots", () => {
  for (const area of apiAreas) {
    for (const column of area.storedKeys ?? []) {
      expect(['string', 'array'], `${area.name}: ${column.name}`).toContain(column.dataType);
    }
  }
  // The content library's are its types' file slots: team photos, trainings', guidelines' videos, sliders, discounts.
  const content = apiAreas.find((area) => area.name === 'content')?.storedKeys ?? [];
  expect(new Set(content.map((column) => `${getTableName(column.table)}.${column.name}`))).toEqual(
    new Set([
      'team_members.image',
      'trainings.video_file',
      'guidelines.video',
      'sliders.image',
      'discounts.image',
    ]),
  );
});
