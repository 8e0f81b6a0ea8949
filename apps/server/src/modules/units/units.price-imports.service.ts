import {
  priceImportMessages as m,
  type PricePreviewReply,
  type PriceSheetMapping,
  type PriceUploadReply,
} from '@simsar/contract/unit-price-imports';
import { type PriceList, type PriceVersion, priceChanges } from '@simsar/contract/unit-prices';
import { unitMessages } from '@simsar/contract/units-messages';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { readSheetRows } from '../../core/spreadsheets.ts';
import type { Storage } from '../../core/storage.ts';
import type { UploadForm } from '../../core/uploads.ts';
import { cairoDay } from '../../core/work-calendar.ts';
import { developerSheetMappings, unitPriceImports as imports } from './units.price-imports.schema.ts';
import { applySheet } from './units.price-sheet.ts';
import {
  latestVersion,
  recordPriceVersion,
  toVersion,
  type VersionRow,
  writePriceList,
} from './units.prices.service.ts';
import { findUnitRow } from './units.read.service.ts';
import { units } from './units.schema.ts';

// A developer's price sheet imported into a project's price list (docs/decisions/551).

export const sheetRowsMax = 2000;

async function readStored(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The project's latest price version and its list. Every filled project has one (each write records
 * it, and the migration gave the older ones theirs): a project without one is an unfilled guest link,
 * whose list is empty.
 */
async function currentPriceList(
  db: Executor,
  unitId: string,
): Promise<{ latest: VersionRow | undefined; list: PriceList }> {
  const latest = await latestVersion(db, unitId);
  return { latest, list: latest?.prices ?? { payment_plans: [], types: [] } };
}

/** The developer's remembered columns, when the sheet has them all. */
async function rememberedMapping(db: Executor, developerId: string | null, headers: string[]) {
  if (!developerId) return null;
  const [row] = await db
    .select({ mapping: developerSheetMappings.mapping })
    .from(developerSheetMappings)
    .where(eq(developerSheetMappings.developerId, developerId));
  if (!row) return null;
  const names = new Set(headers.map((header) => header.trim()));
  const used = Object.values(row.mapping).filter((name): name is string => typeof name === 'string');
  return used.every((name) => names.has(name.trim())) ? row.mapping : null;
}

/** POST /api/units/{id}/price_sheet: the sheet read and kept for its preview; the file is not kept. */
export async function uploadPriceSheet(
  db: Database,
  admin: SessionAdmin,
  storage: Storage,
  unitId: string,
  read: () => Promise<UploadForm<unknown, 'file'>>,
): Promise<PriceUploadReply> {
  const unit = await findUnitRow(db, unitId);
  if (!unit) throw new AppError('NOT_FOUND', unitMessages.unitNotFound);
  const form = await read();
  const [file] = form.files.file;
  let rows: Awaited<ReturnType<typeof readSheetRows>>;
  try {
    if (!file) throw new AppError('VALIDATION', m.chooseSheet, { file: m.chooseSheet });
    rows = await readSheetRows(await readStored(storage, file.key), file.mime).catch(() => {
      throw new AppError('VALIDATION', m.sheetUnreadable, { file: m.sheetUnreadable });
    });
  } finally {
    await form.discard();
  }
  const [header, ...body] = rows;
  if (!header || body.length === 0) throw new AppError('VALIDATION', m.sheetEmpty, { file: m.sheetEmpty });
  if (body.length > sheetRowsMax) throw new AppError('VALIDATION', m.sheetTooLong, { file: m.sheetTooLong });
  const headers = header.cells.map((cell) => cell.trim());
  const width = headers.length;
  const [row] = await db
    .insert(imports)
    .values({
      unitId,
      adminId: admin.id,
      headers,
      rows: body.map((one) => ({ line: one.line, cells: one.cells.slice(0, width) })),
    })
    .returning({ id: imports.id });
  if (!row) throw new Error('insert returned no row');
  return {
    import_id: row.id,
    headers,
    rows: body.length,
    mapping: await rememberedMapping(db, unit.developerId, headers),
  };
}

async function findImport(db: Executor, importId: string, forUpdate = false) {
  const query = db.select().from(imports).where(eq(imports.id, importId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', m.importNotFound);
  return row;
}

/** POST /api/units/price_imports/{id}/preview: what publishing with these columns would change. */
export async function previewPriceSheet(
  db: Database,
  importId: string,
  mapping: PriceSheetMapping,
  now: Date,
): Promise<PricePreviewReply> {
  const sheet = await findImport(db, importId);
  if (sheet.publishedAt) throw new AppError('CONFLICT', m.importPublished);
  const { latest, list: current } = await currentPriceList(db, sheet.unitId);
  const outcome = applySheet(current, sheet.headers, sheet.rows, mapping);
  await db.update(imports).set({ mapping }).where(eq(imports.id, importId));
  return {
    read: outcome.read,
    rejected: outcome.rejected.map((row) => ({ row: row.line, reason: row.reason })),
    changes: priceChanges(current, outcome.list),
    earliest: latest?.effectiveFrom ?? null,
    today: cairoDay(now),
  };
}

/**
 * POST /api/units/price_imports/{id}/publish: the sheet's prices as the project's new version from
 * the chosen day (not before the current version's, not after today, so the newest version is the
 * one in force), in one transaction with the project's own tables; the columns remembered for its
 * developer.
 */
export async function publishPriceSheet(
  db: Database,
  admin: SessionAdmin,
  importId: string,
  body: { mapping: PriceSheetMapping; effective_from: string },
  now: Date,
): Promise<{ version: PriceVersion; rejected: number }> {
  return db.transaction(async (tx) => {
    const sheet = await findImport(tx, importId, true);
    if (sheet.publishedAt) throw new AppError('CONFLICT', m.importPublished);
    const [unit] = await tx.select().from(units).where(eq(units.id, sheet.unitId)).for('update');
    if (!unit) throw new AppError('NOT_FOUND', unitMessages.unitNotFound);
    const { latest, list: current } = await currentPriceList(tx, unit.id);
    const outcome = applySheet(current, sheet.headers, sheet.rows, body.mapping);
    if (outcome.read === 0) throw new AppError('VALIDATION', m.nothingRead);
    if (latest && body.effective_from < latest.effectiveFrom)
      throw new AppError('VALIDATION', m.dateBeforeLatest, { effective_from: m.dateBeforeLatest });
    if (body.effective_from > cairoDay(now))
      throw new AppError('VALIDATION', m.dateInFuture, { effective_from: m.dateInFuture });
    const version = await recordPriceVersion(tx, unit.id, outcome.list, body.effective_from, now, {
      always: true,
    });
    if (!version) throw new Error('the version was not recorded');
    await writePriceList(tx, unit.id, outcome.list);
    await tx.update(units).set({ updatedAt: now }).where(eq(units.id, unit.id));
    await tx.update(imports).set({ publishedAt: now, mapping: body.mapping }).where(eq(imports.id, importId));
    if (unit.developerId) {
      await tx
        .insert(developerSheetMappings)
        .values({ developerId: unit.developerId, mapping: body.mapping, updatedAt: now })
        .onConflictDoUpdate({
          target: developerSheetMappings.developerId,
          set: { mapping: body.mapping, updatedAt: now },
        });
    }
    await recordAudit(tx, {
      admin,
      action: 'publish_prices',
      kind: 'project',
      itemId: unit.id,
      after: { effective_from: body.effective_from, rows: outcome.read, rejected: outcome.rejected.length },
    });
    return { version: toVersion(version), rejected: outcome.rejected.length };
  });
}

/** The rows of an import its columns could not read, as they came, each with its reason. */
export async function rejectedRowsOf(db: Executor, importId: string) {
  const sheet = await findImport(db, importId);
  if (!sheet.mapping) throw new AppError('VALIDATION', m.columnRequired);
  const { list: current } = await currentPriceList(db, sheet.unitId);
  // Whether a row reads depends only on the sheet and the project's type names, which a publish
  // leaves as they were: the same rows come back before and after it.
  const outcome = applySheet(current, sheet.headers, sheet.rows, sheet.mapping);
  return { headers: sheet.headers, rows: outcome.rejected };
}
