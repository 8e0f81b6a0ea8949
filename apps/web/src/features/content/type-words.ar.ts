import { contentTypeRows } from '@simsar/contract/content-types';
import { contentTypesAr } from '../../i18n/content-types.ar.ts';
import { typeWordsEnglish } from './type-words.en.ts';

/**
 * Each type's drawn words in Arabic: its list's name and question from its entry in
 * i18n/content-types.ar.ts, its fields' labels from the fields (contract content-fields.ts).
 */
const given: Record<string, string> = Object.fromEntries([
  ...Object.entries(contentTypesAr).flatMap(([type, arabic]) => [
    ...(arabic.list ? [[`${type}.list`, arabic.list]] : []),
    ...(arabic.askDelete ? [[`${type}.askDelete`, arabic.askDelete]] : []),
  ]),
  ...Object.entries(contentTypeRows).flatMap(([type, row]) =>
    'fields' in row ? row.fields.map((field) => [`${type}.field.${field.name}`, field.ar]) : [],
  ),
]);

/**
 * Every English word of the book in Arabic where its type gives it, else as it is: a screen never
 * meets a word missing in Arabic. type-words.test.ts fails for any type the console draws from its
 * fields alone that leaves its list's name or question out (a field's Arabic the typecheck asks for).
 */
const ar: Record<string, string> = Object.fromEntries(
  Object.entries(typeWordsEnglish).map(([key, english]) => [key, given[key] ?? english]),
);
export default ar;
