import { Text } from '@mantine/core';
import {
  type Discount,
  discountFieldsSchema,
  discountListReplySchema,
  discountReplySchema,
  type Guideline,
  guidelineListReplySchema,
  guidelineReplySchema,
  guidelineUpdateSchema,
  marketingMessages,
  type Slider,
  sliderFieldsSchema,
  sliderListReplySchema,
  sliderReplySchema,
} from '@simsar/contract/content-marketing';
import { productPath } from '@simsar/contract/content-paths';
import {
  type TeamMember,
  teamFieldsSchema,
  teamListReplySchema,
  teamMessages,
  teamReplySchema,
} from '@simsar/contract/content-team';
import { type ContentTypeKey, contentTypeRows, contentWords } from '@simsar/contract/content-types';
import { fillPath } from '@simsar/contract/paths';
import type { UserType } from '@simsar/contract/users';
import type { ReactNode } from 'react';
import { FieldList } from '../../ui/field-list.tsx';
import { PhoneLinks } from '../../ui/phone-links.tsx';
import type { ContentView, FormedContentView } from './content-kit.tsx';
import { CardTitle, LinkOut } from './content-list.tsx';
import { QuizSave } from './quizzes/quiz-add.tsx';
import { QuizList } from './quizzes/quiz-list.tsx';
import { trainingView } from './training/training-view.tsx';

/** The content types as the console shows them (content-operations §2, §4, §5), one row each. */
const marketing = marketingMessages;
const { guideline, slider } = contentTypeRows;
const image = { kind: 'image', required: marketing.imageRequired, hint: 'JPG or PNG' } as const;

const createdOn = (createdAt: string) => new Date(createdAt).toLocaleString('en-GB');

export const teamView: FormedContentView<TeamMember> = {
  label: 'Help team',
  paths: contentTypeRows.team.paths,
  bilingual: contentTypeRows.team.bilingual,
  replies: { list: teamListReplySchema, one: teamReplySchema },
  messages: teamMessages,
  card: {
    name: (member) => member.name,
    media: (member) => ({ kind: 'image', url: member.image, alt: member.name }),
    question: 'Are you sure you want to delete this team member?',
    body: (member) => (
      <>
        <CardTitle dir="auto">{member.name}</CardTitle>
        <FieldList
          fields={[
            { label: 'Age', value: member.age },
            { label: 'Profession', value: <span dir="auto">{member.profession}</span> },
            { label: 'Experience', value: `${member.experience} years` },
            { label: 'Strength', value: <span dir="auto">{member.strength}</span> },
            { label: 'Phone', value: <PhoneLinks phone={member.phone} whatsapp={member.whatsapp} /> },
            { label: 'WhatsApp', value: member.whatsapp },
          ]}
        />
      </>
    ),
  },
  form: {
    addLabel: contentTypeRows.team.addLabel,
    schema: teamFieldsSchema,
    blank: { name: '', age: '', profession: '', experience: '', strength: '', phone: '', whatsapp: '' },
    fromItem: (member) => ({ ...member, age: String(member.age), experience: String(member.experience) }),
    grid: true,
    file: { ...image, required: teamMessages.imageRequired, editHint: 'Choose only to replace the photo' },
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'age', label: 'Age', inputMode: 'text' },
      { name: 'profession', label: 'Profession' },
      { name: 'experience', label: 'Experience (years)' },
      { name: 'strength', label: 'Strength' },
      { name: 'phone', label: 'Phone', input: 'phone', maxLength: 11 },
      { name: 'whatsapp', label: 'WhatsApp', input: 'phone', maxLength: 11 },
    ],
  },
};

/** One user type's guidelines: the video, the English and Arabic names. */
export function guidelineView(userType: UserType): FormedContentView<Guideline> {
  return {
    label: 'Guidelines',
    paths: { ...guideline.paths, list: fillPath(guideline.paths.list, { userType }) },
    bilingual: guideline.bilingual,
    replies: { list: guidelineListReplySchema, one: guidelineReplySchema },
    messages: marketing,
    card: {
      name: (guideline) => guideline.name_en,
      media: (guideline) => ({ kind: 'video', url: guideline.video, alt: guideline.name_en }),
      question: 'Are you sure you want to delete this guideline?',
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
      addLabel: guideline.addLabel,
      schema: guidelineUpdateSchema,
      blank: { name_en: '', name_ar: '' },
      fromItem: (guideline) => guideline,
      grid: true,
      file: {
        kind: 'video',
        required: marketing.videoRequired,
        hint: 'MP4',
        editHint: 'MP4; choose only to replace the video',
        last: true,
      },
      fields: [
        { name: 'name_en', label: 'English name' },
        { name: 'name_ar', label: 'Arabic name', dir: 'rtl' },
      ],
      createExtra: { user_type: userType },
    },
  };
}

/** One user type's sliders: the image and its link. */
export function sliderView(userType: UserType): FormedContentView<Slider> {
  return {
    label: 'Sliders',
    paths: { ...slider.paths, list: fillPath(slider.paths.list, { userType }) },
    bilingual: slider.bilingual,
    replies: { list: sliderListReplySchema, one: sliderReplySchema },
    messages: marketing,
    card: {
      name: (slider) => `Slider of ${createdOn(slider.createdAt)}`,
      media: (slider) => ({
        kind: 'image',
        url: slider.image,
        alt: `Slider of ${createdOn(slider.createdAt)}`,
      }),
      question: 'Are you sure you want to delete this slider?',
      body: (slider) =>
        slider.link ? (
          <LinkOut href={slider.link} />
        ) : (
          <Text size="sm" c="dimmed">
            No link
          </Text>
        ),
    },
    form: {
      addLabel: slider.addLabel,
      schema: sliderFieldsSchema,
      blank: { link: '', user_type: userType },
      file: image,
      fields: [{ name: 'link', label: 'Link', required: false, inputMode: 'url', placeholder: 'https://' }],
    },
  };
}

const discountName = (discount: Discount) =>
  discount.text_en ?? discount.text_ar ?? `Discount of ${createdOn(discount.createdAt)}`;

/** The {product} discounts: the image and two optional texts. */
export function discountView(productName: string): FormedContentView<Discount> {
  const { paths, bilingual } = contentTypeRows.discount;
  return {
    label: 'Discounts',
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
      question: 'Are you sure you want to delete this discount?',
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
      addLabel: contentWords(contentTypeRows.discount.addLabel, { product: productName }),
      schema: discountFieldsSchema,
      blank: { text_en: '', text_ar: '' },
      file: image,
      fields: [
        { name: 'text_en', label: 'English text', input: 'textarea', required: false },
        { name: 'text_ar', label: 'Arabic text', input: 'textarea', required: false, dir: 'rtl', lang: 'ar' },
      ],
    },
  };
}

/** What a content type's screen is drawn for: the route's user type (guidelines, sliders) and the product name. */
export type ContentViewContext = { userType: UserType; productName: string };

/** A content type's console row: its view (the shared list, and the shared form unless it has its own), or its own tabs. */
export type ContentViewRow =
  // biome-ignore lint/suspicious/noExplicitAny: the rows hold views of every content type's items.
  | { view: (context: ContentViewContext) => ContentView<any> }
  | { add: () => ReactNode; list: (isSuper: boolean) => ReactNode };

/**
 * Each content type's screen (content-operations §2), by its key in the contract's rows: its view,
 * the shared list and forms drawn from it, given the screen's user type (guidelines, sliders) and the
 * product name; or its own add and list (quizzes: questions, answers and results).
 */
export const contentViews = {
  team: { view: () => teamView },
  quiz: { add: () => <QuizSave />, list: (isSuper) => <QuizList isSuper={isSuper} /> },
  training: { view: () => trainingView('training') },
  franchiseTraining: { view: () => trainingView('franchise') },
  guideline: { view: ({ userType }) => guidelineView(userType) },
  slider: { view: ({ userType }) => sliderView(userType) },
  discount: { view: ({ productName }) => discountView(productName) },
} satisfies Record<ContentTypeKey, ContentViewRow>;
