import {
  type Developer,
  type DeveloperChoice,
  type DeveloperInput,
  developerMessages as m,
} from '@simsar/contract/developers';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { developers } from '../../core/developers.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { ExportColumn } from '../../core/export.ts';
import { defineList, noFilter } from '../../core/lists.ts';
import { searchTerm } from '../../core/search.ts';
import { systemProtectionDays } from '../system/system.service.ts';
import { units } from './units.schema.ts';

// Developers as records (docs/decisions/530): a project names one, and keeps its names in
// dev_name_en / dev_name_ar (what the apps, the search and the guest form read), rewritten here
// when the developer is renamed.

// Written out whole: in a one-table select Drizzle leaves columns unqualified, and "id" would be the project's.
const projectsOf = sql<number>`(select count(*)::int from units as counted where counted.developer_id = "developers"."id")`;

const developerColumns = {
  id: developers.id,
  nameEn: developers.nameEn,
  nameAr: developers.nameAr,
  contactPerson: developers.contactPerson,
  phone: developers.phone,
  email: developers.email,
  protectionDays: developers.protectionDays,
  protectionDaysInForce: sql<number>`coalesce(${developers.protectionDays}, ${systemProtectionDays})`,
  commission: developers.commission,
  createdAt: developers.createdAt,
  projects: projectsOf,
};
type DeveloperRow = {
  id: string;
  nameEn: string;
  nameAr: string;
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
  protectionDays: number | null;
  protectionDaysInForce: number;
  commission: number | null;
  createdAt: Date;
  projects: number;
};

function toDeveloper(row: DeveloperRow): Developer {
  return {
    _id: row.id,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    contact_person: row.contactPerson,
    phone: row.phone,
    email: row.email,
    protection_days: row.protectionDays,
    protection_days_in_force: Number(row.protectionDaysInForce),
    commission: row.commission === null ? null : Number(row.commission),
    projects: Number(row.projects),
    createdAt: row.createdAt.toISOString(),
  };
}

const exportColumns: ExportColumn<Developer>[] = [
  { header: 'Developer', value: (item) => item.name_en },
  { header: 'Developer (Arabic)', value: (item) => item.name_ar },
  { header: 'Contact person', value: (item) => item.contact_person ?? '' },
  { header: 'Phone', value: (item) => item.phone ?? '' },
  { header: 'Email', value: (item) => item.email ?? '' },
  { header: 'Protection days', value: (item) => item.protection_days_in_force },
  { header: 'Commission (%)', value: (item) => item.commission ?? '' },
  { header: 'Projects', value: (item) => item.projects },
  { header: 'Created', value: (item) => new Date(item.createdAt), format: 'date' },
];

/** The developers, newest first, by either name (in search form) or the contact; every admin reads it. */
export const developersList = defineList(developers, {
  name: 'developers',
  columns: () => developerColumns,
  search: (term) => {
    const { pattern } = searchTerm(term);
    return sql`(search_text(${developers.nameEn} || chr(1) || ${developers.nameAr}) like ${pattern} or coalesce(${developers.contactPerson}, '') ilike ${pattern} or coalesce(${developers.phone}, '') like ${pattern})`;
  },
  order: () => [desc(developers.createdAt), desc(developers.id)],
  toItems: (rows) => rows.map(toDeveloper),
  export: { columns: exportColumns, filter: noFilter },
});

/** Every developer's names, by English name: the project form's Select. */
export async function listDeveloperChoices(db: Executor): Promise<DeveloperChoice[]> {
  const rows = await db
    .select({ id: developers.id, nameEn: developers.nameEn, nameAr: developers.nameAr })
    .from(developers)
    .orderBy(asc(sql`lower(${developers.nameEn})`), asc(developers.id));
  return rows.map((row) => ({ _id: row.id, name_en: row.nameEn, name_ar: row.nameAr }));
}

export async function getDeveloper(db: Executor, id: string): Promise<Developer> {
  const [row] = await db.select(developerColumns).from(developers).where(eq(developers.id, id));
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return toDeveloper(row);
}

function columnsOf(input: DeveloperInput) {
  return {
    nameEn: input.name_en,
    nameAr: input.name_ar,
    contactPerson: input.contact_person ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    protectionDays: input.protection_days ?? null,
    commission: input.commission ?? null,
  };
}

/** 409 unless no other developer has this English name, its case folded. */
async function requireFreeName(db: Executor, nameEn: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: developers.id })
    .from(developers)
    .where(sql`lower(${developers.nameEn}) = lower(${nameEn})`);
  if (taken && taken.id !== exceptId) throw new AppError('CONFLICT', m.nameTaken, { name_en: m.nameTaken });
}

/** A unique-name violation from a race between two creates: the same 409 as the check before. */
function nameTakenOnRace(error: unknown): never {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  if (text.includes('developers_name_en_key'))
    throw new AppError('CONFLICT', m.nameTaken, { name_en: m.nameTaken });
  throw error;
}

export async function createDeveloper(
  db: Database,
  admin: AuditAdmin,
  input: DeveloperInput,
): Promise<Developer> {
  const id = await db
    .transaction(async (tx) => {
      await requireFreeName(tx, input.name_en);
      const columns = columnsOf(input);
      const [row] = await tx.insert(developers).values(columns).returning({ id: developers.id });
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, { admin, action: 'create', kind: 'developer', itemId: row.id, after: columns });
      return row.id;
    })
    .catch(nameTakenOnRace);
  return getDeveloper(db, id);
}

/** Saves a developer; its projects take its new names in the same transaction. */
export async function updateDeveloper(
  db: Database,
  admin: AuditAdmin,
  id: string,
  input: DeveloperInput,
): Promise<Developer> {
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(developers).where(eq(developers.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND', m.notFound);
      await requireFreeName(tx, input.name_en, id);
      const columns = columnsOf(input);
      await tx
        .update(developers)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(developers.id, id));
      if (before.nameEn !== columns.nameEn || before.nameAr !== columns.nameAr) {
        await tx
          .update(units)
          .set({ devNameEn: columns.nameEn, devNameAr: columns.nameAr })
          .where(eq(units.developerId, id));
      }
      const { id: _id, createdAt: _c, updatedAt: _u, ...old } = before;
      await recordAudit(tx, {
        admin,
        action: 'update',
        kind: 'developer',
        itemId: id,
        before: old,
        after: columns,
      });
    })
    .catch(nameTakenOnRace);
  return getDeveloper(db, id);
}

/** Deletes a developer no project names; 409 with a message while one does (the key also refuses). */
export async function deleteDeveloper(db: Database, admin: AuditAdmin, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(developers).where(eq(developers.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', m.notFound);
    const [used] = await tx.select({ n: count() }).from(units).where(eq(units.developerId, id));
    if ((used?.n ?? 0) > 0) throw new AppError('CONFLICT', m.inUse);
    // Claims point at it too (deals area): the key refuses, said as a 409.
    await tx
      .delete(developers)
      .where(eq(developers.id, id))
      .catch((error: unknown) => {
        if (String((error as { cause?: unknown })?.cause ?? error).includes('developer_claims'))
          throw new AppError('CONFLICT', m.hasClaims);
        throw error;
      });
    const { id: _id, createdAt: _c, updatedAt: _u, ...old } = before;
    await recordAudit(tx, { admin, action: 'delete', kind: 'developer', itemId: id, before: old });
  });
}

/**
 * The developer a project's form names: the one chosen (400 on the field if it is gone), or, for a
 * form that names none (the guest form, a script), the developer of the typed English name, its
 * case folded; with `create`, one is made for a name no developer has yet (audited as that admin's).
 * Returns the project's developer columns: its id and its names as the developer has them.
 */
export async function projectDeveloperOf(
  tx: Executor,
  fields: { developer_id?: string | undefined; dev_name_en: string; dev_name_ar: string },
  create?: AuditAdmin,
): Promise<{ developerId: string | null; devNameEn: string; devNameAr: string }> {
  const found = fields.developer_id
    ? await tx.select().from(developers).where(eq(developers.id, fields.developer_id))
    : await tx
        .select()
        .from(developers)
        .where(sql`lower(${developers.nameEn}) = lower(${fields.dev_name_en.replace(/\s+/g, ' ')})`);
  const [row] = found;
  if (row) return { developerId: row.id, devNameEn: row.nameEn, devNameAr: row.nameAr };
  if (fields.developer_id) throw new AppError('VALIDATION', m.notFound, { developer_id: m.notFound });
  const names = {
    nameEn: fields.dev_name_en.replace(/\s+/g, ' '),
    nameAr: fields.dev_name_ar.replace(/\s+/g, ' '),
  };
  if (!create) return { developerId: null, devNameEn: names.nameEn, devNameAr: names.nameAr };
  const [made] = await tx.insert(developers).values(names).returning({ id: developers.id });
  if (!made) throw new Error('insert returned no row');
  await recordAudit(tx, {
    admin: create,
    action: 'create',
    kind: 'developer',
    itemId: made.id,
    after: names,
  });
  return { developerId: made.id, devNameEn: names.nameEn, devNameAr: names.nameAr };
}
