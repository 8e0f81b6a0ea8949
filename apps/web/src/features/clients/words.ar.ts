import type { Translation } from '../../i18n/books.ts';
import type { ClientWords } from './words.ts';

const ar: Translation<ClientWords> = {
  title: 'العملاء',
  accept: 'العملاء',
  removed: 'العملاء المحذوفون',
  notification: 'إشعار للعملاء',
};
export default ar;
