import type { Translation } from '../../i18n/books.ts';
import type { FranchiseWords } from './words.ts';

const ar: Translation<FranchiseWords> = {
  title: 'الفروع',
  accept: 'الفروع',
  removed: 'الفروع المحذوفة',
  notification: 'إشعار للفروع',
};
export default ar;
