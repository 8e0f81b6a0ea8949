import { contentTypesAr } from '../../i18n/content-types.ar.ts';
import { typeWordsEnglish } from './type-words.en.ts';

/** Each type's drawn words in Arabic, from its entry in i18n/content-types.ar.ts. */
const given: Record<string, string> = Object.fromEntries(
  Object.entries(contentTypesAr).flatMap(([type, arabic]) => [
    ...(arabic.list ? [[`${type}.list`, arabic.list]] : []),
    ...(arabic.askDelete ? [[`${type}.askDelete`, arabic.askDelete]] : []),
    ...Object.entries(arabic.fields ?? {}).map(([field, label]) => [`${type}.field.${field}`, label]),
  ]),
);

/**
 * Every English word of the book in Arabic where its type gives it, else as it is: a screen never
 * meets a word missing in Arabic. type-words.test.ts fails for any type the console draws from its
 * fields alone that leaves one out, so that none shows English in Arabic.
 */
const ar: Record<string, string> = Object.fromEntries(
  Object.entries(typeWordsEnglish).map(([key, english]) => [key, given[key] ?? english]),
);
export default ar;
