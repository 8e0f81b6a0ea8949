import { brochureRow } from '@simsar/contract/content-types-example';
import { type BookText, defineBook } from '../../../i18n/books.ts';

/**
 * The words of the notices, the content type that does not exist (content-views-example.tsx): as a
 * real type's words are in the content book, a new type brings its words in both languages.
 */
const english = {
  notices: 'Notices',
  askDeleteNotice: 'Are you sure you want to delete this notice?',
  title: 'Title',
};
export type NoticeWords = typeof english;
export type NoticeText = BookText<NoticeWords>;

export const useNoticeWords = defineBook(english, () => import('./words.ar.ts'));

type BrochureField = (typeof brochureRow.fields)[number]['name'];

/** The brochures' words (content-types-example.ts): each field's label is its row's, the Arabic beside. */
const brochureEnglish = {
  brochures: 'Brochures',
  askDeleteBrochure: 'Are you sure you want to delete this brochure?',
  ...(Object.fromEntries(brochureRow.fields.map((field) => [field.name, field.label])) as Record<
    BrochureField,
    string
  >),
};
export type BrochureWords = typeof brochureEnglish;
export type BrochureText = BookText<BrochureWords>;

export const useBrochureWords = defineBook(brochureEnglish, () => import('./brochure-words.ar.ts'));
