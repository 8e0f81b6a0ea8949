import { contentTypeRows } from '@simsar/contract/content-types';

/** The English a content type drawn from its field list shows, by `{type}.{word}`. */
export const typeWordsEnglish: Record<string, string> = Object.fromEntries(
  Object.entries(contentTypeRows).flatMap(([type, row]) => [
    [`${type}.list`, row.viewLabel],
    [
      `${type}.askDelete`,
      ('askDelete' in row && row.askDelete) || 'Are you sure you want to delete this item?',
    ],
    ...('fields' in row ? row.fields.map((field) => [`${type}.field.${field.name}`, field.label]) : []),
  ]),
);
