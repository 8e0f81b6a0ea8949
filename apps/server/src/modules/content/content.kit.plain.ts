import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { urlOfKey } from '../../core/storage.ts';
import { columnOf } from './content.fields.ts';
import {
  type ContentFileRule,
  type ContentFiles,
  type ContentTable,
  type ContentTypeDefinition,
  defineContentType,
} from './content.kit.ts';

type Values = Record<string, unknown>;

/**
 * The columns a save writes: each field in its column, and each file that came. A field left out is
 * its column's default on a new item (null, a flag's false) and stays as it was on an update.
 */
function columnValues(fields: Record<string, unknown>, files: ContentFiles): Values {
  const written = Object.entries(fields).map(([field, value]) => [columnOf(field), value ?? undefined]);
  const stored = Object.entries(files).filter(([, key]) => key !== undefined);
  return Object.fromEntries([...written, ...stored]);
}

/**
 * An update's fields without its file slots: a slot's address sent back as the item has it (the
 * spec's JSON `{name_en, name_ar, video}`), or none, keeps the file; a file uploaded in the slot
 * replaces it; any other address is refused, a file coming only as an upload (docs/decisions/312).
 */
function withoutFileAddresses<Row>(
  fields: Record<string, unknown>,
  files: ContentFiles,
  current: Row | undefined,
  rules: Record<string, ContentFileRule<Row>>,
): Record<string, unknown> {
  const rest = { ...fields };
  for (const [slot, rule] of Object.entries(rules)) {
    const sent = rest[slot];
    delete rest[slot];
    if (!sent || files[slot] !== undefined) continue;
    const own = urlOfKey((current?.[rule.column] as string | null | undefined) ?? null);
    if (sent !== own) {
      const message = rule.asFile ?? rule.typeMessage;
      throw new AppError('VALIDATION', message, { [slot]: message });
    }
  }
  return rest;
}

/**
 * A content type whose item is its columns as they are, with no rule of its own: each field of the
 * item is the column of the same name (`name_en` in `nameEn`, `_id` the id), a file slot's column
 * its URL, a time its ISO text; the reply holds it as `response`; a save writes each field to its
 * column the same way (a new item's left-out fields as null; an update leaves them as they were)
 * and each file that came with it. So such a type is its rows, the contract's and this one: its
 * table, its schemas, its messages and its file slots, plus the options any type may have.
 */
export function plainContentType<
  Table extends ContentTable,
  Item extends z.ZodObject,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
  ListParams extends z.ZodObject,
>(
  type: Pick<
    ContentTypeDefinition<Table, z.output<Item>, Create, Update, ListParams>,
    'row' | 'table' | 'messages' | 'listBy' | 'files' | 'exportColumns'
  > & {
    item: Item;
    fields: Create;
    /** What an update takes, when not every field may change (a guideline keeps its user type). */
    updateFields?: Update;
    /** Whether items are edited (not every type is: sliders and the discount are replaced). */
    editable: boolean;
  },
) {
  const { item, fields, updateFields, editable, ...rest } = type;
  const fileColumns = new Set(Object.values(type.files ?? {}).map((rule) => rule.column as string));
  const toItem = (row: Table['$inferSelect']) =>
    Object.fromEntries(
      Object.keys(item.shape).map((field) => {
        const column = columnOf(field);
        const value = (row as Record<string, unknown>)[column];
        if (fileColumns.has(column)) return [field, urlOfKey(value as string | null)];
        return [field, value instanceof Date ? value.toISOString() : value];
      }),
    ) as z.output<Item>;
  const body = type.files ? ('multipart' as const) : ('json' as const);
  return defineContentType({
    ...rest,
    toItem,
    replies: { list: z.object({ response: z.array(item) }), one: z.object({ response: item }) },
    create: { body, fields, values: (values, files) => columnValues(values, files) },
    // An update of a type with files takes JSON too (the files kept), as a training's does.
    ...(editable && {
      update: {
        body: type.files ? ('either' as const) : ('json' as const),
        fields: (updateFields ?? fields) as Update,
        values: (values: z.output<Update>, files: ContentFiles, current?: Table['$inferSelect']) =>
          columnValues(withoutFileAddresses(values, files, current, type.files ?? {}), files),
      },
    }),
  });
}
