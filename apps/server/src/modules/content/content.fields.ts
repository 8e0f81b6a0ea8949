import type { ContentField } from '@simsar/contract/content-fields';
import { boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/**
 * A content type's table columns from its field list (contract content-fields.ts): `id`, a column
 * per field under the field's name (`name_en`, its key `nameEn`), and `created_at`. A text or file is
 * text (not null when required; a file column holds a storage key), a number an integer, a flag a
 * boolean false by default, a choice text (its values checked by the table's own check).
 */
const columns = {
  id: () => uuid('id').primaryKey().defaultRandom(),
  createdAt: () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  required: (name: string) => text(name).notNull(),
  optional: (name: string) => text(name),
  number: (name: string) => integer(name).notNull(),
  flag: (name: string) => boolean(name).notNull().default(false),
};

type Camel<Name extends string> = Name extends `${infer Head}_${infer Letter}${infer Tail}`
  ? `${Head}${Uppercase<Letter>}${Camel<Tail>}`
  : Name;
type ColumnOf<Field extends ContentField> = Field extends { type: 'number' }
  ? ReturnType<typeof columns.number>
  : Field extends { type: 'flag' }
    ? ReturnType<typeof columns.flag>
    : Field extends { item: z.ZodNullable }
      ? ReturnType<typeof columns.optional>
      : ReturnType<typeof columns.required>;
type FieldColumns<Fields extends readonly ContentField[]> = {
  [Field in Fields[number] as Camel<Field['name']>]: ColumnOf<Field>;
};

/** An item field's column key: `_id` is the id, `name_en` is `nameEn`, others as they are. */
export const columnOf = (field: string) =>
  field === '_id' ? 'id' : field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function columnOfField(field: ContentField) {
  if (field.type === 'number') return columns.number(field.name);
  if (field.type === 'flag') return columns.flag(field.name);
  const required =
    field.type === 'text' ? field.required : field.type === 'choice' || Boolean(field.required);
  return required ? columns.required(field.name) : columns.optional(field.name);
}

/** The columns of a content type's table: pass them to `pgTable` with the table's indexes and checks. */
export function contentColumns<const Fields extends readonly ContentField[]>(fields: Fields) {
  return {
    id: columns.id(),
    ...(Object.fromEntries(
      fields.map((field) => [columnOf(field.name), columnOfField(field)]),
    ) as FieldColumns<Fields>),
    createdAt: columns.createdAt(),
  };
}
