import { z } from 'zod';
import { contentSchemasOf, file, flag, text } from './content-fields.ts';
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

/**
 * A second content type that does not exist, brochures (a PDF with its titles in both languages and
 * whether the apps show it), defined by its one field list: its schemas, the server's table and
 * calls, the console's form and card all follow from `fields` (content-fields.ts). Its Arabic is its
 * entry in the console's book of the types' Arabic (web i18n/content-types-example.ar.ts).
 */
export const brochureMessages = {
  notFound: 'This brochure does not exist',
  deleted: 'Brochure deleted',
  saved: 'Brochure saved',
  titleEnRequired: 'English title is required',
  titleArRequired: 'Arabic title is required',
  pdfRequired: 'PDF is required',
};
const b = brochureMessages;

export const brochureRow = {
  name: 'brochure',
  tag: 'Brochures',
  paths: {
    list: '/api/brochure/all',
    create: '/api/brochure/create',
    update: '/api/brochure/update/:id',
    delete: '/api/brochure/delete/:id',
  },
  route: '/brochures',
  title: 'Brochures',
  addLabel: 'Add brochure',
  viewLabel: 'Brochures',
  bilingual: [{ en: 'title_en', ar: 'title_ar' }],
  card: { group: 'General', title: 'Brochures', description: 'Project brochures for clients' },
  fields: [
    text('title_en', { label: 'English title', ar: 'العنوان بالإنجليزية', required: b.titleEnRequired }),
    text('title_ar', {
      label: 'Arabic title',
      ar: 'العنوان بالعربية',
      lang: 'ar',
      required: b.titleArRequired,
    }),
    file('pdf', 'document', { required: b.pdfRequired }),
    flag('published', { label: 'Published', ar: 'منشور' }),
  ],
  messages: brochureMessages,
  askDelete: 'Are you sure you want to delete this brochure?',
} as const satisfies ContentTypeRow;

export const brochureSchemas = contentSchemasOf(brochureRow.fields);
export type Brochure = z.infer<typeof brochureSchemas.item>;

/** content-types.ts as it is (`actual`), with the notices' and the brochures' rows added. */
export function withNoticeType(actual: typeof ContentTypes): typeof ContentTypes {
  const contentTypeRows = { ...actual.contentTypeRows, notice: noticeRow, brochure: brochureRow };
  return { ...actual, contentTypeRows: contentTypeRows as unknown as typeof actual.contentTypeRows };
}
