import { z } from 'zod';
import type * as ContentTypes from './content-types.ts';
import type { ContentTypeRow } from './content-types.ts';
import { textField } from './fields.ts';

/**
 * A content type that does not exist, notices (a title and an image): its fields, item and messages
 * (what a `content-*.ts` file holds) and its row. The tests add the row (the server's beside its
 * table, the console's by `vi.mock` of content-types.ts, for their own file only) to show that a
 * content type is added by its row and its fields alone.
 */
export const noticeMessages = {
  notFound: 'This notice does not exist',
  deleted: 'Notice deleted',
  saved: 'Notice saved',
  titleRequired: 'Title is required',
  imageType: 'The image must be a JPG or PNG picture',
  imageRequired: 'Image is required',
};
export const noticeFieldsSchema = z.object({ title: textField(noticeMessages.titleRequired) });
export const noticeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListReplySchema = z.object({ response: z.array(noticeSchema) });
export const noticeReplySchema = z.object({ response: noticeSchema });

export const noticeRow = {
  name: 'notice',
  tag: 'Notices',
  paths: {
    list: '/api/notice/all',
    create: '/api/notice/create',
    update: '/api/notice/update/:id',
    delete: '/api/notice/delete/:id',
  },
  route: '/notices',
  title: 'Notices',
  addLabel: 'Add notice',
  viewLabel: 'Notices',
  bilingual: [],
  card: { group: 'Clients', title: 'Notices', description: 'Notices shown in the apps' },
} as const satisfies ContentTypeRow;

/** content-types.ts as it is (`actual`), with the notices' row added. */
export function withNoticeType(actual: typeof ContentTypes): typeof ContentTypes {
  const contentTypeRows = { ...actual.contentTypeRows, notice: noticeRow };
  return { ...actual, contentTypeRows: contentTypeRows as unknown as typeof actual.contentTypeRows };
}
