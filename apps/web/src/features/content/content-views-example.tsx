import { Text } from '@mantine/core';
import {
  type Notice,
  noticeFieldsSchema,
  noticeListReplySchema,
  noticeMessages,
  noticeReplySchema,
  noticeRow,
} from '@simsar/contract/content-types-example';
import type { FormedContentView } from './content-kit.tsx';
import type * as ContentViews from './content-views.tsx';
import { type NoticeText, useNoticeWords } from './example/words.ts';
import type { ContentText } from './words.ts';

/**
 * The console's row of the notices, the content type that does not exist (content-types-example.ts):
 * its list's card and its form's fields. The tests add it to `contentViews` by `vi.mock` of
 * content-views.tsx, for their own file only.
 */
export const noticeView = (w: NoticeText, common: ContentText): FormedContentView<Notice> => ({
  label: w('notices'),
  paths: noticeRow.paths,
  bilingual: noticeRow.bilingual,
  replies: { list: noticeListReplySchema, one: noticeReplySchema },
  messages: noticeMessages,
  card: {
    name: (notice) => notice.title,
    media: (notice) => ({ kind: 'image', url: notice.image, alt: notice.title }),
    question: w('askDeleteNotice'),
    body: (notice) => <Text>{notice.title}</Text>,
  },
  form: {
    addLabel: noticeRow.addLabel,
    schema: noticeFieldsSchema,
    blank: { title: '' },
    fromItem: (notice) => ({ title: notice.title }),
    file: { kind: 'image', required: noticeMessages.imageRequired, hint: common('jpgOrPng') },
    fields: [{ name: 'title', label: w('title') }],
  },
});

/** content-views.tsx as it is (`actual`), with the notices' row added (the brochures are drawn from their fields). */
export function withNoticeView(actual: typeof ContentViews): typeof ContentViews {
  const contentViews = {
    ...actual.contentViews,
    notice: { view: ({ w }: { w: ContentText }) => noticeView(useNoticeWords.now(), w) },
  };
  return { ...actual, contentViews: contentViews as unknown as typeof actual.contentViews };
}
