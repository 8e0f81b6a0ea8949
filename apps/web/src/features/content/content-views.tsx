import { Text } from '@mantine/core';
import {
  type Discount,
  discountListReplySchema,
  discountReplySchema,
  type Guideline,
  guidelineListReplySchema,
  guidelineReplySchema,
  marketingMessages,
  type Slider,
  sliderListReplySchema,
  sliderReplySchema,
} from '@simsar/contract/content-marketing';
import { productPath } from '@simsar/contract/content-paths';
import {
  type TeamMember,
  teamListReplySchema,
  teamMessages,
  teamReplySchema,
} from '@simsar/contract/content-team';
import { type ContentTypeKey, contentTypeRows } from '@simsar/contract/content-types';
import { fillPath } from '@simsar/contract/paths';
import type { UserType } from '@simsar/contract/users';
import type { ReactNode } from 'react';
import type { BookText } from '../../i18n/books.ts';
import { formatDateNow } from '../../i18n/i18n.tsx';
import type { CommonWords } from '../../ui/common-words.ts';
import { FieldList } from '../../ui/field-list.tsx';
import { PhoneLinks } from '../../ui/phone-links.tsx';
import type { ContentView, FormedContentView } from './content-kit.tsx';
import { CardTitle, LinkOut } from './content-list.tsx';
import { fieldForm } from './field-list-views.tsx';
import { QuizSave } from './quizzes/quiz-add.tsx';
import { QuizList } from './quizzes/quiz-list.tsx';
import { trainingView } from './training/training-view.tsx';
import type { TypeText } from './type-words.ts';
import type { ContentText, ContentWord } from './words.ts';

/** The content types as the console shows them (content-operations §2, §4, §5), one row each. */
const marketing = marketingMessages;
const { team, guideline, slider } = contentTypeRows;

/**
 * A type's field labels in the content book: by the field's name, or the word `words` gives it
 * (`experience` is "Experience (years)" on the form).
 */
const fieldWords = (w: ContentText, words: Record<string, ContentWord>) => ({
  label: (field: { name: string }) => w(words[field.name] ?? (field.name as ContentWord)),
});
const imageOf = (w: ContentText) =>
  ({ kind: 'image', required: marketing.imageRequired, hint: w('jpgOrPng') }) as const;

const createdOn = (createdAt: string) => formatDateNow(createdAt, 'minute');

export const teamView = (w: ContentText): FormedContentView<TeamMember> => ({
  label: w('teamList'),
  paths: team.paths,
  bilingual: team.bilingual,
  replies: { list: teamListReplySchema, one: teamReplySchema },
  messages: teamMessages,
  card: {
    name: (member) => member.name,
    media: (member) => ({ kind: 'image', url: member.image, alt: member.name }),
    question: w('askDeleteTeam'),
    body: (member) => (
      <>
        <CardTitle dir="auto">{member.name}</CardTitle>
        <FieldList
          fields={[
            { label: w('age'), value: member.age },
            { label: w('profession'), value: <span dir="auto">{member.profession}</span> },
            { label: w('experience'), value: w('years', { count: member.experience }) },
            { label: w('strength'), value: <span dir="auto">{member.strength}</span> },
            { label: w('phone'), value: <PhoneLinks phone={member.phone} whatsapp={member.whatsapp} /> },
            { label: w('whatsapp'), value: <bdi dir="ltr">{member.whatsapp}</bdi> },
          ]}
        />
      </>
    ),
  },
  form: {
    ...fieldForm<TeamMember>(team, fieldWords(w, { experience: 'experienceYears' }), w),
    addLabel: w('team.add'),
    grid: true,
    file: { ...imageOf(w), required: teamMessages.imageRequired, editHint: w('replacePhoto') },
  },
});

/** One user type's guidelines: the video, the English and Arabic names. */
export function guidelineView(userType: UserType, w: ContentText): FormedContentView<Guideline> {
  return {
    label: w('guidelines'),
    paths: { ...guideline.paths, list: fillPath(guideline.paths.list, { userType }) },
    bilingual: guideline.bilingual,
    replies: { list: guidelineListReplySchema, one: guidelineReplySchema },
    messages: marketing,
    card: {
      name: (guideline) => guideline.name_en,
      media: (guideline) => ({ kind: 'video', url: guideline.video, alt: guideline.name_en }),
      question: w('askDeleteGuideline'),
      body: (guideline) => (
        <>
          <CardTitle>{guideline.name_en}</CardTitle>
          <Text dir="rtl" lang="ar" ta="right">
            {guideline.name_ar}
          </Text>
        </>
      ),
    },
    form: {
      ...fieldForm<Guideline>(guideline, fieldWords(w, { name_en: 'englishName', name_ar: 'arabicName' }), w),
      addLabel: w('guideline.add'),
      grid: true,
      file: {
        kind: 'video',
        required: marketing.videoRequired,
        hint: w('mp4'),
        editHint: w('replaceVideo'),
        last: true,
      },
      createExtra: { user_type: userType },
    },
  };
}

/** One user type's sliders: the image and its link. */
export function sliderView(userType: UserType, w: ContentText): FormedContentView<Slider> {
  const nameOf = (slider: Slider) => w('sliderOf', { date: createdOn(slider.createdAt) });
  return {
    label: w('sliders'),
    paths: { ...slider.paths, list: fillPath(slider.paths.list, { userType }) },
    bilingual: slider.bilingual,
    replies: { list: sliderListReplySchema, one: sliderReplySchema },
    messages: marketing,
    card: {
      name: nameOf,
      media: (slider) => ({ kind: 'image', url: slider.image, alt: nameOf(slider) }),
      question: w('askDeleteSlider'),
      body: (slider) =>
        slider.link ? (
          <LinkOut href={slider.link} />
        ) : (
          <Text size="sm" c="dimmed">
            {w('noLink')}
          </Text>
        ),
    },
    form: {
      ...fieldForm<Slider>(slider, { ...fieldWords(w, {}), placeholder: () => w('linkExample') }, w),
      addLabel: w('slider.add'),
      file: imageOf(w),
      createExtra: { user_type: userType },
    },
  };
}

/** The {product} discounts: the image and two optional texts. */
export function discountView(productName: string, w: ContentText): FormedContentView<Discount> {
  const { paths, bilingual } = contentTypeRows.discount;
  const discountName = (discount: Discount) =>
    discount.text_en ?? discount.text_ar ?? w('discountOf', { date: createdOn(discount.createdAt) });
  return {
    label: w('discounts'),
    paths: {
      list: productPath(paths.list, productName),
      create: productPath(paths.create, productName),
      delete: productPath(paths.delete, productName),
    },
    bilingual,
    replies: { list: discountListReplySchema, one: discountReplySchema },
    messages: marketing,
    card: {
      name: discountName,
      media: (discount) => ({ kind: 'image', url: discount.image, alt: discountName(discount) }),
      question: w('askDeleteDiscount'),
      body: (discount) => (
        <>
          {discount.text_en ? <Text size="sm">{discount.text_en}</Text> : null}
          {discount.text_ar ? (
            <Text size="sm" dir="rtl" lang="ar" ta="right">
              {discount.text_ar}
            </Text>
          ) : null}
        </>
      ),
    },
    form: {
      ...fieldForm<Discount>(
        contentTypeRows.discount,
        fieldWords(w, { text_en: 'englishText', text_ar: 'arabicText' }),
        w,
      ),
      addLabel: w('discount.add', { product: productName }),
      file: imageOf(w),
    },
  };
}

/**
 * What a content type's screen is drawn for: the route's user type (guidelines, sliders), the
 * product name, and the words in the language in use: the content book's, the types' own (a type
 * drawn from its fields, type-words.ts) and the common ones.
 */
export type ContentViewContext = {
  userType: UserType;
  productName: string;
  w: ContentText;
  types: TypeText;
  common: BookText<CommonWords>;
};

/** A content type's console row: its view (the shared list, and the shared form unless it has its own), or its own tabs. */
export type ContentViewRow =
  // biome-ignore lint/suspicious/noExplicitAny: the rows hold views of every content type's items.
  | { view: (context: ContentViewContext) => ContentView<any> }
  | { add: () => ReactNode; list: (isSuper: boolean) => ReactNode };

/** The types whose contract row lists no fields: the console cannot draw them, each needs its row here. */
type UndrawnType = {
  [K in ContentTypeKey]: (typeof contentTypeRows)[K] extends { fields: object } ? never : K;
}[ContentTypeKey];

/**
 * The content types the console draws in a way of their own (content-operations §2), by their key in
 * the contract's rows: a view, the shared list and forms drawn from it, given the screen's user type
 * (guidelines, sliders) and the product name; or their own add and list (quizzes: questions, answers
 * and results). A type with a field list and no row here is drawn from its fields
 * (content-screens.tsx, `contentViewOf`); one without a field list must have its row.
 */
export const contentViews = {
  team: { view: ({ w }) => teamView(w) },
  quiz: { add: () => <QuizSave />, list: (isSuper) => <QuizList isSuper={isSuper} /> },
  training: { view: ({ w }) => trainingView('training', w) },
  franchiseTraining: { view: ({ w }) => trainingView('franchise', w) },
  guideline: { view: ({ userType, w }) => guidelineView(userType, w) },
  slider: { view: ({ userType, w }) => sliderView(userType, w) },
  discount: { view: ({ productName, w }) => discountView(productName, w) },
} satisfies Record<UndrawnType, ContentViewRow> & Partial<Record<ContentTypeKey, ContentViewRow>>;
