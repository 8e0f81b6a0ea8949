import { z } from 'zod';
import { languageStatusShape } from './bilingual.ts';
import { httpLinkMessage, idParamsSchema, optionalTextField, textField } from './fields.ts';
import { userTypeSchema, userTypes } from './users.ts';

/** Guidelines, sliders and the {product} discount (content-operations §3, §5, §7). */
export const marketingMessages = {
  nameEnRequired: 'English name is required',
  nameArRequired: 'Arabic name is required',
  videoRequired: 'Video is required',
  imageRequired: 'Image is required',
  userTypeRequired: 'Choose Broker, Client or Franchise', // ours
  videoType: 'The video must be an MP4 file', // ours
  videoAsFile: 'Send a new video as an MP4 file', // ours
  imageType: 'The image must be a JPG or PNG picture', // ours
  guidelineNotFound: 'This guideline does not exist', // ours
  sliderNotFound: 'This slider does not exist', // ours
  discountNotFound: 'This discount does not exist', // ours
  deleted: 'Deleted', // ours
  saved: 'Saved', // ours
} as const;
const m = marketingMessages;

const userTypeField = z.enum(userTypes, { error: m.userTypeRequired });

/** POST /api/guideline/create: these beside the mp4 `video` file. */
export const guidelineFieldsSchema = z.object({
  name_en: textField(m.nameEnRequired),
  name_ar: textField(m.nameArRequired),
  user_type: userTypeField,
});
/**
 * PUT /api/guideline/update/{id}: the names, as JSON `{name_en, name_ar, video}` (content-operations
 * §7; `video` the guideline's current address, or left out: kept) or multipart with a new `video`
 * mp4 file when one is chosen (docs/decisions/312).
 */
export const guidelineUpdateSchema = guidelineFieldsSchema.omit({ user_type: true }).extend({
  video: z.string().trim().max(2000).optional(),
});
export type GuidelineFields = z.input<typeof guidelineFieldsSchema>;

export const guidelineSchema = z.object({
  _id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  video: z.string(),
  user_type: userTypeSchema,
  createdAt: z.string(),
});
export type Guideline = z.infer<typeof guidelineSchema>;
export const guidelineListReplySchema = z.object({ response: z.array(guidelineSchema) });
export const guidelineReplySchema = z.object({ response: guidelineSchema });
export const guidelineIdParamsSchema = idParamsSchema(m.guidelineNotFound);

/** POST /api/slider/create: the `image` file, an optional http(s) link, the user type. */
export const sliderFieldsSchema = z.object({
  link: optionalTextField(2000).refine((value) => {
    if (!value) return true;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, httpLinkMessage),
  user_type: userTypeField,
});
export type SliderFields = z.input<typeof sliderFieldsSchema>;
export const sliderSchema = z.object({
  _id: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  user_type: userTypeSchema,
  createdAt: z.string(),
});
export type Slider = z.infer<typeof sliderSchema>;
export const sliderListReplySchema = z.object({ response: z.array(sliderSchema) });
export const sliderReplySchema = z.object({ response: sliderSchema });
export const sliderIdParamsSchema = idParamsSchema(m.sliderNotFound);
/** GET /api/slider/{userType}: the spec's type names, or the route's lower-case plurals. */
export const audienceParamsSchema = z.object({
  userType: z.enum(['Broker', 'Client', 'Franchise', 'brokers', 'clients', 'franchises'], {
    error: m.userTypeRequired,
  }),
});

/** POST /api/{product}_discount/create: the `image` file and two optional texts. */
export const discountFieldsSchema = z.object({
  text_en: optionalTextField(1000),
  text_ar: optionalTextField(1000),
});
export type DiscountFields = z.input<typeof discountFieldsSchema>;
export const discountSchema = z.object({
  _id: z.string(),
  image: z.string(),
  text_en: z.string().nullable(),
  text_ar: z.string().nullable(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountListReplySchema = z.object({ response: z.array(discountSchema) });
export const discountReplySchema = z.object({ response: discountSchema });
export const discountIdParamsSchema = idParamsSchema(m.discountNotFound);

/**
 * The apps' reads (GET /api/app/guidelines, /sliders, /discounts): the items as the console gets
 * them, each with its `missing` halves and the `fallback` language (docs/decisions/285).
 */
export const appGuidelineListReplySchema = z.object({
  response: z.array(guidelineSchema.extend(languageStatusShape)),
});
export const appSliderListReplySchema = z.object({
  response: z.array(sliderSchema.extend(languageStatusShape)),
});
export const appDiscountListReplySchema = z.object({
  response: z.array(discountSchema.extend(languageStatusShape)),
});
