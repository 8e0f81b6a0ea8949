import type { ContentTypeKey } from '@simsar/contract/content-types';
import { type BookText, defineBook } from '../../i18n/books.ts';
import { typeWordsEnglish } from './type-words.en.ts';

/**
 * The words of the types the console draws from their field list alone (content-views.tsx,
 * `contentViewOf`): each one's list name, the question before a delete and its fields' labels. The
 * English is the contract row's; the Arabic its entry in i18n/content-types.ar.ts (type-words.ar.ts).
 */
export const useTypeWords = defineBook(typeWordsEnglish, () => import('./type-words.ar.ts'));
export type TypeText = BookText<typeof typeWordsEnglish>;

/** The words of one type, as the default view asks for them. */
export function typeWordsOf(type: ContentTypeKey, words: TypeText) {
  return {
    list: words(`${type}.list`),
    askDelete: words(`${type}.askDelete`),
    label: (field: { name: string }) => words(`${type}.field.${field.name}`),
  };
}
