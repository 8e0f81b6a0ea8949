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
