import { z } from 'zod';
import { idParamsSchema, phoneField, textField, wholeNumberField } from './fields.ts';

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

export const teamFieldsSchema = z.object({
  name: textField(m.nameRequired),
  age: wholeNumberField(m.ageRequired, 16, 100),
  profession: textField(m.professionRequired),
  experience: wholeNumberField(m.experienceRequired, 0, 80),
  strength: textField(m.strengthRequired, 500),
  phone: phoneField(m.phoneRequired, m.phoneInvalid),
  whatsapp: phoneField(m.whatsappRequired, m.whatsappInvalid),
});
export type TeamFields = z.input<typeof teamFieldsSchema>;

export const teamMemberSchema = z.object({
  _id: z.string(),
  image: z.string(),
  name: z.string(),
  age: z.number(),
  profession: z.string(),
  experience: z.number(),
  strength: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListReplySchema = z.object({ response: z.array(teamMemberSchema) });
export const teamReplySchema = z.object({ response: teamMemberSchema });
export const teamIdParamsSchema = idParamsSchema(m.notFound);
