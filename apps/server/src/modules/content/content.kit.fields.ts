import { type ContentField, contentSchemasOf, type FileField } from '@simsar/contract/content-fields';
import type { ContentTypeRow } from '@simsar/contract/content-types';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExportCell, ExportColumn } from '../../core/export.ts';
import { columnOf } from './content.fields.ts';
import { plainContentType } from './content.kit.plain.ts';
import type { ContentTable } from './content.kit.ts';

type FieldRow = ContentTypeRow & Required<Pick<ContentTypeRow, 'fields' | 'messages'>>;

/**
 * A content type defined by its field list (the contract row's `fields`, content-fields.ts): its
 * schemas, file slots and replies follow from the list, its table's columns too
 * (`contentColumns`, content.fields.ts). An item is its fields as they are (`plainContentType`).
 */
export function fieldContentType<
  Row extends FieldRow,
  Table extends ContentTable,
  ListParams extends z.ZodObject,
>(type: {
  row: Row;
  table: Table;
  /** Whether items are edited (not every type is: sliders and the discount are replaced). */
  editable: boolean;
  listBy?: { params: ListParams; where: (params: z.output<ListParams>) => SQL };
}) {
  const { row } = type;
  const schemas = contentSchemasOf<Row['fields']>(row.fields);
  const slots = row.fields.filter((field): field is FileField => field.type === 'file');
  const files = Object.fromEntries(
    slots.map(({ name, kind, typeMessage, required, asFile }) => [
      name,
      {
        kind,
        column: columnOf(name) as keyof Table['$inferSelect'] & string,
        typeMessage,
        ...(required && { required }),
        ...(asFile && { asFile }),
      },
    ]),
  );
  return plainContentType({
    ...type,
    messages: row.messages,
    item: schemas.item,
    fields: schemas.create,
    updateFields: schemas.update,
    ...(slots.length > 0 && { files }),
    exportColumns: fieldExportColumns(row.fields),
  });
}

type FieldItem = Record<string, unknown>;

/** A field's cell: a number or a flag as it is (Yes or No), a text, a choice or a file's address as text. */
function cellOf(field: ContentField, value: unknown): ExportCell {
  if (field.type === 'number') return typeof value === 'number' ? value : null;
  if (field.type === 'flag') return value === true;
  return typeof value === 'string' ? value : null;
}

/**
 * The export of a type drawn from its field list: a column per field in the list's order, titled
 * by its label in English and Arabic, then when the item was created.
 */
export function fieldExportColumns(fields: readonly ContentField[]): ExportColumn<FieldItem>[] {
  return [
    ...fields.map(
      (field): ExportColumn<FieldItem> => ({
        header: { en: field.label, ar: field.ar },
        value: (item) => cellOf(field, item[field.name]),
      }),
    ),
    { header: 'Created', value: (item) => new Date(item.createdAt as string), format: 'time' },
  ];
}
