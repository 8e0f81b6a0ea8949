import { Text } from '@mantine/core';
import {
  brochureRow,
  type Notice,
  noticeFieldsSchema,
  noticeListReplySchema,
  noticeMessages,
  noticeReplySchema,
  noticeRow,
} from '@simsar/contract/content-types-example';
import type { BookText } from '../../i18n/books.ts';
import { type CommonWords, useCommonWords } from '../../ui/common-words.ts';
import { fieldView } from './content-fields.tsx';
import type { FormedContentView } from './content-kit.tsx';
import type * as ContentViews from './content-views.tsx';
import {
  type BrochureText,
  type BrochureWords,
  type NoticeText,
  useBrochureWords,
  useNoticeWords,
} from './example/words.ts';
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

/**
 * The brochures' console row: its view follows from the contract row's field list (content-fields.tsx),
 * given its words (example/words.ts, the labels' Arabic).
 */
export const brochureView = (b: BrochureText, w: ContentText, common: BookText<CommonWords>) =>
  fieldView(
    brochureRow,
    {
      label: (field) => b(field.name as keyof BrochureWords),
      list: b('brochures'),
      askDelete: b('askDeleteBrochure'),
    },
    w,
    common,
  );

/** content-views.tsx as it is (`actual`), with the notices' and the brochures' rows added. */
export function withNoticeView(actual: typeof ContentViews): typeof ContentViews {
  const contentViews = {
    ...actual.contentViews,
    notice: { view: ({ w }: { w: ContentText }) => noticeView(useNoticeWords.now(), w) },
    brochure: {
      view: ({ w }: { w: ContentText }) => brochureView(useBrochureWords.now(), w, useCommonWords.now()),
    },
  };
  return { ...actual, contentViews: contentViews as unknown as typeof actual.contentViews };
}
