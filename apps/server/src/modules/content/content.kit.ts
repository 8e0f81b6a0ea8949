import type { FileKind } from '@simsar/contract/content-fields';
import type { ContentTypeRow } from '@simsar/contract/content-types';
import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { ExportColumn } from '../../core/export.ts';
import { defineList, type List, type ListExport, noFilter } from '../../core/lists.ts';
import type { SessionAdmin } from '../../core/session.ts';
import type { Storage } from '../../core/storage.ts';
import { auditContent, removeKeys } from './content.files.service.ts';

export type ContentTable = PgTable & { id: PgColumn; createdAt: PgColumn };
type Values = Record<string, unknown>;
/** The stored key of each file slot that came with the request. */
export type ContentFiles = Record<string, string | undefined>;

/** A file slot of a content type: a public JPG/PNG image, MP4 video or PDF document, kept in `column`. */
export type ContentFileRule<Row> = {
  kind: FileKind;
  column: keyof Row & string;
  typeMessage: string;
  /** The message when a new item comes without it (an update may always keep the current file). */
  required?: string;
  /** The message when a JSON update names another file than the item's own (files come as uploads). */
  asFile?: string;
};

export type Write<Schema extends z.ZodType, Row> = {
  /**
   * How the body comes: multipart (the fields beside the files), JSON, or either (a training's
   * video as a link in JSON, or a new file in multipart).
   */
  body: 'multipart' | 'json' | 'either';
  fields: Schema;
  /** The columns to write; may refuse with an AppError (the update gets the row as it was). */
  values: (fields: z.output<Schema>, files: ContentFiles, current?: Row) => Values;
};

/**
 * One content type of the library (content-operations §3, §7): its contract row, its table, and
 * what sets it apart from the others. `defineContentType` gives it list, create,
 * update, delete, file handling and the audit.
 */
export type ContentTypeDefinition<
  Table extends ContentTable,
  Item,
  Create extends z.ZodType,
  Update extends z.ZodType,
  ListParams extends z.ZodObject,
> = {
  /** The type's row in the contract: its name, paths, tag and words. */
  row: ContentTypeRow;
  /** The audit's word for a stored row, where one table holds two types (default: the row's name). */
  nameOf?: (row: Table['$inferSelect']) => string;
  table: Table;
  /** The rows that are this type's, where one table holds two (trainings). */
  scope?: SQL;
  /** Whether delete takes a row of any scope (the spec's one DELETE /api/training/{id}). */
  deleteAnyScope?: boolean;
  toItem: (row: Table['$inferSelect']) => Item;
  /** The type's own list (quizzes, with how the admin's members did); it applies its own scope. */
  listed?: ContentList<Item>;
  replies: { list: z.ZodType; one: z.ZodType; listKey?: string; oneKey?: string };
  messages: { notFound: string; deleted: string };
  /**
   * The list's path parameters and the rows they choose (the user type of guidelines and sliders);
   * its export takes them in its query (`?userType=Broker`), all the rows without them.
   */
  listBy?: { params: ListParams; where: (params: z.output<ListParams>) => SQL };
  /** Its list's export (GET /api/export/{row.name}), each column titled in English and Arabic. */
  exportColumns: ExportColumn<Item>[];
  files?: Record<string, ContentFileRule<Table['$inferSelect']>>;
  create: Write<Create, Table['$inferSelect']>;
  update?: Write<Update, Table['$inferSelect']>;
};

/**
 * A content type's list: its rows newest first, `where` narrowing them (a member's user type, one
 * id), as its export does by the list's parameters (`listBy`).
 */
export type ContentList<Item> = List<SessionAdmin | null, ContentFilter, Item>;
type ContentFilter = { where?: SQL | undefined } & Record<string, unknown>;

// biome-ignore lint/suspicious/noExplicitAny: a list of content types holds any table and item.
type AnyDefinition = ContentTypeDefinition<any, any, any, any, any>;

/** A content type's definition and the data calls made from it, for its routes to call. */
export type ContentKit = {
  definition: AnyDefinition;
  list: (db: Executor, admin: SessionAdmin | null, where?: SQL) => Promise<unknown[]>;
  create: (db: Executor, admin: SessionAdmin, values: Values) => Promise<unknown>;
  update: (
    db: Executor,
    admin: SessionAdmin,
    storage: Storage,
    id: string,
    values: (current: Record<string, unknown>) => Values,
  ) => Promise<unknown>;
  remove: (db: Executor, admin: SessionAdmin, storage: Storage, id: string) => Promise<void>;
};

export type ContentType = {
  list: ContentKit['list'];
  /** The list the registry names (`consoleLists` in app-api.ts). */
  listed: ContentList<unknown>;
  /** Its file slots' columns: the orphan sweep keeps the files they point at (`ApiArea.storedKeys`). */
  storedKeys: PgColumn[];
  /** What its calls are made of (registered by content.kit.routes.ts). */
  kit: ContentKit;
};

export function defineContentType<
  Table extends ContentTable,
  Item,
  Create extends z.ZodType,
  Update extends z.ZodType,
  ListParams extends z.ZodObject,
>(type: ContentTypeDefinition<Table, Item, Create, Update, ListParams>) {
  const { table } = type;
  type Row = Table['$inferSelect'];
  const whereOf = (...conditions: (SQL | undefined)[]) => and(...conditions);
  const auditName = (row: Row) => type.nameOf?.(row) ?? type.row.name;
  const fileKeys = (row: Row) =>
    Object.values(type.files ?? {}).map((rule) => row[rule.column] as string | null);

  const { listBy } = type;
  /** The rows the list's parameters choose, when an export's query names them. */
  const byParams = (filter: ContentFilter) => {
    const params = listBy?.params.safeParse(filter);
    return listBy && params?.success ? listBy.where(params.data) : undefined;
  };
  const exported: ListExport<ContentFilter, Item> = {
    columns: type.exportColumns,
    filter: listBy ? (listBy.params.partial() as z.ZodType<Partial<ContentFilter>>) : noFilter,
  };
  const plainList: ContentList<Item> = defineList(table, {
    name: type.row.name,
    columns: () => getTableColumns(table as ContentTable),
    where: (filter: ContentFilter) => whereOf(type.scope, filter.where, byParams(filter)),
    order: () => [desc(table.createdAt), desc(table.id)],
    toItems: (rows) => (rows as Row[]).map(type.toItem),
    export: exported,
  });

  /** The type's items, newest first; `where` narrows them (a member's user type, one id). */
  const listed: ContentList<Item> = type.listed
    ? { ...type.listed, export: exported as ContentList<Item>['export'] }
    : plainList;
  function list(db: Executor, admin: SessionAdmin | null, where?: SQL): Promise<Item[]> {
    return listed.all(db, admin, { where });
  }

  async function create(db: Executor, admin: SessionAdmin, values: Values): Promise<Item> {
    const row = await db.transaction(async (tx) => {
      const [created] = (await tx
        .insert(table)
        .values(values as Table['$inferInsert'])
        .returning()) as Row[];
      await auditContent(
        tx,
        admin,
        `create_${auditName(created as Row)}`,
        created?.id as string,
        undefined,
        created,
      );
      return created as Row;
    });
    return type.listed ? ((await list(db, admin, eq(table.id, row.id)))[0] as Item) : type.toItem(row);
  }

  /** A new file replaces the old one, removed once the row no longer points at it. */
  async function update(
    db: Executor,
    admin: SessionAdmin,
    storage: Storage,
    id: string,
    values: (current: Row) => Values,
  ): Promise<Item> {
    const { row, replaced } = await db.transaction(async (tx) => {
      const where = whereOf(eq(table.id, id), type.scope);
      const [current] = (await tx
        .select()
        .from(table as ContentTable)
        .where(where)
        .for('update')) as Row[];
      if (!current) throw new AppError('NOT_FOUND', type.messages.notFound);
      const [updated] = (await tx.update(table).set(values(current)).where(where).returning()) as Row[];
      await auditContent(tx, admin, `update_${auditName(current)}`, id, current, updated);
      const after = fileKeys(updated as Row);
      return { row: updated as Row, replaced: fileKeys(current).filter((key, at) => key !== after[at]) };
    });
    await removeKeys(storage, replaced);
    return type.listed ? ((await list(db, admin, eq(table.id, row.id)))[0] as Item) : type.toItem(row);
  }

  /** Deletes and audits in one transaction, then removes the files once the database no longer points at them. */
  async function remove(db: Executor, admin: SessionAdmin, storage: Storage, id: string) {
    const gone = await db.transaction(async (tx) => {
      const where = type.deleteAnyScope ? eq(table.id, id) : whereOf(eq(table.id, id), type.scope);
      const [row] = (await tx.delete(table).where(where).returning()) as Row[];
      if (!row) throw new AppError('NOT_FOUND', type.messages.notFound);
      await auditContent(tx, admin, `delete_${auditName(row)}`, id, row);
      return row;
    });
    await removeKeys(storage, fileKeys(gone));
  }

  const kit = { definition: type, list, create, update, remove } as ContentKit;
  return {
    list,
    listed: listed as ContentList<unknown>,
    storedKeys: Object.values(type.files ?? {}).map(
      (rule) => getTableColumns(table as ContentTable)[rule.column] as PgColumn,
    ),
    kit,
  };
}
