import type { z } from 'zod';
import { contentSchemasOf, file, phone, text, whole } from './content-fields.ts';
import { idParamsSchema } from './fields.ts';

/** Help team (content-operations §3, §5): every field required, age and experience numbers. */
export const teamMessages = {
  nameRequired: 'Name is required',
  ageRequired: 'Age is required',
  professionRequired: 'Profession is required',
  experienceRequired: 'Experience is required',
  strengthRequired: 'Strength is required',
  phoneRequired: 'Phone is required',
  whatsappRequired: 'WhatsApp is required',
  imageRequired: 'Image is required',
  phoneInvalid: 'Enter a mobile number starting with 010, 011, 012 or 015, at most 11 digits', // ours
  whatsappInvalid: 'Enter a WhatsApp number starting with 010, 011, 012 or 015, at most 11 digits', // ours
  imageType: 'The image must be a JPG or PNG picture', // ours
  notFound: 'This team member does not exist', // ours
  deleted: 'Team member deleted', // ours
  saved: 'Team member saved', // ours
} as const;
const m = teamMessages;

/** A team member's fields, listed once (content-fields.ts): the schemas below follow from them. */
export const teamFields = [
  file('image', 'image', { typeMessage: m.imageType, required: m.imageRequired }),
  text('name', { label: 'Name', ar: 'الاسم', required: m.nameRequired }),
  whole('age', { label: 'Age', ar: 'السن', required: m.ageRequired, min: 16, max: 100 }),
  text('profession', { label: 'Profession', ar: 'المهنة', required: m.professionRequired }),
  whole('experience', {
    label: 'Experience (years)',
    ar: 'الخبرة (بالسنوات)',
    required: m.experienceRequired,
    min: 0,
    max: 80,
  }),
  text('strength', { label: 'Strength', ar: 'نقطة القوة', required: m.strengthRequired, max: 500 }),
  phone('phone', { label: 'Phone', ar: 'رقم الهاتف', required: m.phoneRequired, invalid: m.phoneInvalid }),
  phone('whatsapp', {
    label: 'WhatsApp',
    ar: 'واتساب',
    required: m.whatsappRequired,
    invalid: m.whatsappInvalid,
  }),
] as const;
const team = contentSchemasOf(teamFields);

export const teamFieldsSchema = team.create;
export type TeamFields = z.input<typeof teamFieldsSchema>;

export const teamMemberSchema = team.item;
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListReplySchema = team.listReply;
export const teamReplySchema = team.oneReply;
export const teamIdParamsSchema = idParamsSchema(m.notFound);
