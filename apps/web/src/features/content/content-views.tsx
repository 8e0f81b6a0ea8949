import { Anchor, Text } from '@mantine/core';
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
import {
  type Training,
  trainingListReplySchema,
  trainingMessages,
  trainingReplySchema,
} from '@simsar/contract/content-training';
import { contentTypeRows, contentWords } from '@simsar/contract/content-types';
import { fillPath } from '@simsar/contract/paths';
import type { UserType } from '@simsar/contract/users';
import { FieldList } from '../../ui/field-list.tsx';
import { PhoneLinks } from '../../ui/phone-links.tsx';
import type { ContentView, FormedContentView } from './content-kit.tsx';
import { CardTitle } from './content-list.tsx';
import { TrainingForm, type TrainingKind } from './training/training-form.tsx';

/** The content types as the console shows them (content-operations §2, §4, §5), one row each. */
const marketing = marketingMessages;
const { guideline, slider } = contentTypeRows;
const image = { kind: 'image', required: marketing.imageRequired, hint: 'JPG or PNG' } as const;
/** A link a card shows as it is, opened in a new tab. */
function LinkOut({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {href}
    </Anchor>
  );
}

const createdOn = (createdAt: string) => new Date(createdAt).toLocaleString('en-GB');

export const teamView: FormedContentView<TeamMember> = {
  label: 'Help team',
  paths: contentTypeRows.team.paths,
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
  const { paths } = contentTypeRows.discount;
  return {
    label: 'Discounts',
    paths: {
      list: productPath(paths.list, productName),
      create: productPath(paths.create, productName),
      delete: productPath(paths.delete, productName),
    },
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

/**
 * Trainings and franchise trainings: the uploaded video, or the link under the description. Their
 * form is their own (a video is an upload or a link); both delete through DELETE /api/training/{id}.
 */
export function trainingView(kind: TrainingKind): ContentView<Training> {
  const { paths } = kind === 'training' ? contentTypeRows.training : contentTypeRows.franchiseTraining;
  const uploaded = (training: Training) => training.video.startsWith('/media/');
  return {
    label: kind === 'training' ? 'Trainings' : 'Franchise trainings',
    // Both kinds delete through DELETE /api/training/{id} (content-operations §7).
    paths: { ...paths, delete: contentTypeRows.training.paths.delete },
    replies: { list: trainingListReplySchema, one: trainingReplySchema },
    messages: trainingMessages,
    card: {
      name: (training) => training.name,
      media: (training) =>
        uploaded(training) ? { kind: 'video', url: training.video, alt: training.name } : null,
      question: 'Are you sure you want to delete this training?',
      body: (training) => (
        <>
          <CardTitle dir="auto">{training.name}</CardTitle>
          <Text size="sm" c="dimmed" dir="auto" lineClamp={4}>
            {training.description}
          </Text>
          {uploaded(training) ? null : <LinkOut href={training.video} />}
        </>
      ),
    },
    editForm: (training, onDone) => <TrainingForm kind={kind} training={training} onDone={onDone} />,
  };
}
