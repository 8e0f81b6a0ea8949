import { Anchor } from '@mantine/core';
import { contentSchemasOf, type ContentField as FieldDefinition } from '@simsar/contract/content-fields';
import type { ContentTypeRow } from '@simsar/contract/content-types';
import type { FieldValues } from 'react-hook-form';
import type { BookText } from '../../i18n/books.ts';
import { formatDateNow } from '../../i18n/i18n.tsx';
import type { CommonWords } from '../../ui/common-words.ts';
import { FieldList } from '../../ui/field-list.tsx';
import type { ContentField, ContentFormSpec, FormedContentView } from './content-kit.tsx';
import { CardTitle } from './content-list.tsx';
import type { ContentText } from './words.ts';

/** A content row defined by its field list (contract content-types.ts `fields`). */
export type FieldRow = ContentTypeRow & Required<Pick<ContentTypeRow, 'fields' | 'messages'>>;
type Item = { _id: string; createdAt: string } & Record<string, unknown>;

/**
 * A type's own words: each field's label by its name (its English is the field's `label`), the list's
 * name and the question before a delete.
 */
export type FieldWords = {
  label: (field: FieldDefinition) => string;
  list: string;
  askDelete: string;
  /** A text input's example, where it has one (a slider's link: https://). */
  placeholder?: (field: FieldDefinition) => string | undefined;
};

const hints = { image: 'jpgOrPng', video: 'mp4', document: 'pdf' } as const;

type LabelWords = Pick<FieldWords, 'label' | 'placeholder'>;

/** The form's inputs from the fields: a text as its kind of input, a number as text, a flag as a checkbox. */
function inputsOf(fields: readonly FieldDefinition[], words: LabelWords): ContentField[] {
  return fields.flatMap((field): ContentField[] => {
    // Files have their slot; a choice is given by the screen (createExtra).
    if (field.type === 'file' || field.type === 'choice') return [];
    const label = words.label(field);
    const placeholder = words.placeholder?.(field);
    if (field.type === 'flag') return [{ name: field.name, label, input: 'checkbox', required: false }];
    if (field.type === 'number') return [{ name: field.name, label, inputMode: 'text' }];
    return [
      {
        name: field.name,
        label,
        required: field.required,
        ...(field.input === 'textarea' && { input: 'textarea' as const }),
        ...(field.input === 'phone' && { input: 'phone' as const }),
        ...(field.input === 'url' && { inputMode: 'url' as const }),
        ...(field.maxLength && { maxLength: field.maxLength }),
        ...(field.lang && { lang: field.lang, dir: 'rtl' as const }),
        ...(placeholder && { placeholder }),
      },
    ];
  });
}

/** The form of a field list: its inputs in order, its one file before them or after (as listed). */
export function fieldForm<Shown extends Item>(
  row: FieldRow,
  words: LabelWords,
  w: ContentText,
): ContentFormSpec<Shown> {
  const { fields } = row;
  const file = fields.find((field) => field.type === 'file');
  const edited = fields.filter((field) => field.type !== 'file' && field.type !== 'choice');
  const blankOf = (field: FieldDefinition) => (field.type === 'flag' ? false : '');
  return {
    addLabel: row.addLabel,
    schema: contentSchemasOf(fields).update,
    blank: Object.fromEntries(edited.map((field) => [field.name, blankOf(field)])),
    ...(row.paths.update && {
      fromItem: (item: Shown): FieldValues =>
        Object.fromEntries(
          edited.map((field) => {
            const value = item[field.name];
            return [field.name, field.type === 'number' ? String(value) : (value ?? blankOf(field))];
          }),
        ),
    }),
    fields: inputsOf(fields, words),
    ...(file?.type === 'file' && {
      file: {
        kind: file.kind,
        name: file.name,
        label: words.label(file),
        required: file.required,
        hint: w(hints[file.kind]),
        last: fields.indexOf(file) > 0,
      },
    }),
  };
}

/**
 * The default card of a field list: its first text as the title, its first image or video as the
 * picture, and the other fields as rows (a PDF as a link to open it, a flag as Yes or No).
 */
export function fieldCard(row: FieldRow, words: FieldWords, w: ContentText, common: BookText<CommonWords>) {
  const { fields } = row;
  const title = fields.find((field) => field.type === 'text');
  const media = fields.find((field) => field.type === 'file' && field.kind !== 'document');
  const nameOf = (item: Item) =>
    (title && (item[title.name] as string | null)) || formatDateNow(item.createdAt, 'minute');
  const shownValue = (field: FieldDefinition, item: Item) => {
    const value = item[field.name];
    if (field.type === 'flag') return common(value ? 'yes' : 'no');
    if (field.type === 'file')
      return value ? (
        <Anchor href={String(value)} target="_blank" rel="noreferrer" size="sm">
          {field.kind === 'document' ? w('openPdf') : words.label(field)}
        </Anchor>
      ) : null;
    if (value === null || value === undefined || value === '') return null;
    return field.type === 'text' && field.lang ? (
      <span dir="rtl" lang={field.lang}>
        {String(value)}
      </span>
    ) : (
      <span dir="auto">{String(value)}</span>
    );
  };
  return {
    name: nameOf,
    media: (item: Item) =>
      media?.type === 'file' && (media.kind === 'image' || media.kind === 'video') && item[media.name]
        ? { kind: media.kind, url: String(item[media.name]), alt: nameOf(item) }
        : null,
    question: words.askDelete,
    body: (item: Item) => (
      <>
        <CardTitle dir="auto">{nameOf(item)}</CardTitle>
        <FieldList
          fields={fields
            .filter((field) => field !== title && field !== media)
            .map((field) => ({ label: words.label(field), value: shownValue(field, item) }))
            .filter((row) => row.value !== null)}
        />
      </>
    ),
  };
}

/** A content type's console view from its contract row's field list: its list, card and form. */
export function fieldView(
  row: FieldRow,
  words: FieldWords,
  w: ContentText,
  common: BookText<CommonWords>,
): FormedContentView<Item> {
  const schemas = contentSchemasOf(row.fields);
  return {
    label: words.list,
    paths: row.paths,
    bilingual: row.bilingual,
    replies: { list: schemas.listReply as never, one: schemas.oneReply },
    messages: row.messages,
    card: fieldCard(row, words, w, common),
    form: fieldForm(row, words, w),
  };
}
