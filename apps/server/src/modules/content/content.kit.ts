import { productPath } from '@simsar/contract/content-paths';
import { contentMessageReplySchema } from '@simsar/contract/content-replies';
import type { ContentTypeRow } from '@simsar/contract/content-types';
import { idParamsSchema } from '@simsar/contract/fields';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import type { Executor } from '../../core/db.ts';
import { AppError, validationError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { fileTypes } from '../../core/storage.ts';
import { type FileSlot, readUploadForm } from '../../core/uploads.ts';
import { auditContent, removeKeys } from './content.files.service.ts';

type ContentTable = PgTable & { id: PgColumn; createdAt: PgColumn };
type Values = Record<string, unknown>;
/** The stored key of each file slot that came with the request. */
export type ContentFiles = Record<string, string | undefined>;

/** A file slot of a content type: a public JPG/PNG image or MP4 video, kept in `column`. */
export type ContentFileRule<Row> = {
  kind: 'image' | 'video';
  column: keyof Row & string;
  typeMessage: string;
  /** The message when a new item comes without it (an update may always keep the current file). */
  required?: string;
};

type Write<Schema extends z.ZodType, Row> = {
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
  ListParams extends z.ZodType,
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
  /** Lists the items itself, given the caller and the rows wanted (a quiz's results by admin). */
  load?: (db: Executor, admin: SessionAdmin, where: SQL | undefined) => Promise<Item[]>;
  replies: { list: z.ZodType; one: z.ZodType; listKey?: string; oneKey?: string };
  messages: { notFound: string; deleted: string };
  /** The list's path parameters and the rows they choose (the user type of guidelines and sliders). */
  list?: { params: ListParams; where: (params: z.output<ListParams>) => SQL };
  files?: Record<string, ContentFileRule<Table['$inferSelect']>>;
  create: Write<Create, Table['$inferSelect']>;
  update?: Write<Update, Table['$inferSelect']>;
};

// biome-ignore lint/suspicious/noExplicitAny: a list of content types holds any table and item.
export type ContentType = ReturnType<typeof defineContentType<any, any, any, any, any>>;

export function defineContentType<
  Table extends ContentTable,
  Item,
  Create extends z.ZodType,
  Update extends z.ZodType,
  ListParams extends z.ZodType,
>(type: ContentTypeDefinition<Table, Item, Create, Update, ListParams>) {
  const { table } = type;
  type Row = Table['$inferSelect'];
  const whereOf = (...conditions: (SQL | undefined)[]) => and(...conditions);
  const auditName = (row: Row) => type.nameOf?.(row) ?? type.row.name;
  const fileKeys = (row: Row) =>
    Object.values(type.files ?? {}).map((rule) => row[rule.column] as string | null);

  /** The type's items, newest first; `where` narrows them (a member's user type, one id). */
  async function list(db: Executor, admin: SessionAdmin | null, where?: SQL): Promise<Item[]> {
    const rows = whereOf(type.scope, where);
    if (type.load && admin) return type.load(db, admin, rows);
    const found = (await db
      .select()
      .from(table as ContentTable)
      .where(rows)
      .orderBy(desc(table.createdAt), desc(table.id))) as Row[];
    return found.map(type.toItem);
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
    return type.load ? ((await list(db, admin, eq(table.id, row.id)))[0] as Item) : type.toItem(row);
  }

  /** A new file replaces the old one, removed once the row no longer points at it. */
  async function update(
    db: Executor,
    admin: SessionAdmin,
    storage: AppContext['storage'],
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
    return type.load ? ((await list(db, admin, eq(table.id, row.id)))[0] as Item) : type.toItem(row);
  }

  /** Deletes and audits in one transaction, then removes the files once the database no longer points at them. */
  async function remove(db: Executor, admin: SessionAdmin, storage: AppContext['storage'], id: string) {
    const gone = await db.transaction(async (tx) => {
      const where = type.deleteAnyScope ? eq(table.id, id) : whereOf(eq(table.id, id), type.scope);
      const [row] = (await tx.delete(table).where(where).returning()) as Row[];
      if (!row) throw new AppError('NOT_FOUND', type.messages.notFound);
      await auditContent(tx, admin, `delete_${auditName(row)}`, id, row);
      return row;
    });
    await removeKeys(storage, fileKeys(gone));
  }

  /** Registers the type's calls: everyone signed in reads, super admins change (§7). */
  function register(app: ZodApp, { db, storage, config }: AppContext): void {
    const { replies } = type;
    const { paths, tag } = type.row;
    const tags = [tag];
    const path = (template: string) => productPath(template, config.productName);
    const params = idParamsSchema(type.messages.notFound);
    const superOnly = { access: 'super' } as const;
    const listKey = replies.listKey ?? 'response';
    const oneKey = replies.oneKey ?? 'response';
    const slots = (required: boolean): Record<string, FileSlot> =>
      Object.fromEntries(
        Object.entries(type.files ?? {}).map(([slot, rule]) => [
          slot,
          {
            visibility: 'public',
            types: fileTypes[rule.kind],
            maxBytes: config.uploadLimits[rule.kind],
            label: rule.kind === 'image' ? 'Image' : 'Video',
            typeMessage: rule.typeMessage,
            required: required ? rule.required : undefined,
          },
        ]),
      );

    /** Reads a write's body; `run` settles it (stored files go again when the write fails). */
    async function read<Schema extends z.ZodType>(
      request: FastifyRequest,
      write: Write<Schema, Row>,
      isNew: boolean,
    ) {
      if (write.body === 'json' || (write.body === 'either' && !request.isMultipart())) {
        const parsed = write.fields.safeParse(request.body ?? {});
        if (!parsed.success) throw validationError(parsed.error.issues);
        return {
          fields: parsed.data as z.output<Schema>,
          files: {},
          settle: <T>(work: () => Promise<T>) => work(),
        };
      }
      const form = await readUploadForm(request, storage, write.fields, slots(isNew));
      const files = Object.fromEntries(
        Object.entries(form.files).map(([slot, stored]) => [slot, stored[0]?.key]),
      );
      return { fields: form.fields, files, settle: form.settle };
    }
    const schemaOf = (write: Write<z.ZodType, Row>) =>
      write.body === 'json'
        ? { body: write.fields }
        : {
            consumes:
              write.body === 'either' ? ['application/json', 'multipart/form-data'] : ['multipart/form-data'],
          };

    app.get(
      path(paths.list),
      { schema: { tags, ...(type.list && { params: type.list.params }), response: { 200: replies.list } } },
      async (request) => {
        const where = type.list ? type.list.where(request.params as z.output<ListParams>) : undefined;
        return { [listKey]: await list(db, sessionOf(request), where) };
      },
    );

    const { create: creating, update: updating } = type;
    app.post(
      path(paths.create),
      { config: superOnly, schema: { tags, ...schemaOf(creating), response: { 201: replies.one } } },
      async (request, reply) => {
        const { fields, files, settle } = await read(request, creating, true);
        const item = await settle(() => create(db, sessionOf(request), creating.values(fields, files)));
        return reply.status(201).send({ [oneKey]: item });
      },
    );

    if (paths.update && updating) {
      app.put(
        path(paths.update),
        {
          config: superOnly,
          schema: { tags, params, ...schemaOf(updating), response: { 200: replies.one } },
        },
        async (request) => {
          const { fields, files, settle } = await read(request, updating, false);
          const item = await settle(() =>
            update(db, sessionOf(request), storage, request.params.id, (current) =>
              updating.values(fields, files, current),
            ),
          );
          return { [oneKey]: item };
        },
      );
    }

    if (paths.delete) {
      app.delete(
        path(paths.delete),
        { config: superOnly, schema: { tags, params, response: { 200: contentMessageReplySchema } } },
        async (request) => {
          await remove(db, sessionOf(request), storage, request.params.id);
          return { message: type.messages.deleted };
        },
      );
    }
  }

  return { ...type, list, register };
}
