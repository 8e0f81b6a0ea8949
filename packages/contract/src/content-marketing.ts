import { z } from 'zod';
import { languageStatusShape } from './bilingual.ts';
import { choice, contentSchemasOf, customText, file, text } from './content-fields.ts';
import { httpLinkMessage, idParamsSchema, optionalTextField } from './fields.ts';
import { userTypes } from './users.ts';

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

const userTypeChoice = choice('user_type', userTypes, {
  label: 'User type',
  ar: 'نوع العضو',
  required: m.userTypeRequired,
});

/** A guideline's fields, listed once (content-fields.ts): the schemas below follow from them. */
export const guidelineFields = [
  text('name_en', { label: 'English name', ar: 'الاسم بالإنجليزية', required: m.nameEnRequired }),
  text('name_ar', { label: 'Arabic name', ar: 'الاسم بالعربية', lang: 'ar', required: m.nameArRequired }),
  file('video', 'video', { typeMessage: m.videoType, required: m.videoRequired, asFile: m.videoAsFile }),
  userTypeChoice,
] as const;
const guideline = contentSchemasOf(guidelineFields);

/** POST /api/guideline/create: these beside the mp4 `video` file. */
export const guidelineFieldsSchema = guideline.create;
/**
 * PUT /api/guideline/update/{id}: the names, as JSON `{name_en, name_ar, video}` (content-operations
 * §7; `video` the guideline's current address, or left out: kept) or multipart with a new `video`
 * mp4 file when one is chosen (docs/decisions/312). The user type stays.
 */
export const guidelineUpdateSchema = guideline.update;
export type GuidelineFields = z.input<typeof guidelineFieldsSchema>;

export const guidelineSchema = guideline.item;
export type Guideline = z.infer<typeof guidelineSchema>;
export const guidelineListReplySchema = guideline.listReply;
export const guidelineReplySchema = guideline.oneReply;
export const guidelineIdParamsSchema = idParamsSchema(m.guidelineNotFound);

const imageField = file('image', 'image', { typeMessage: m.imageType, required: m.imageRequired });

/** A slider's fields: the `image` file, an optional http(s) link, the user type. */
export const sliderFields = [
  imageField,
  customText('link', {
    label: 'Link',
    ar: 'الرابط',
    input: 'url',
    write: optionalTextField(2000).refine((value) => {
      if (!value) return true;
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, httpLinkMessage),
  }),
  userTypeChoice,
] as const;
const slider = contentSchemasOf(sliderFields);
export const sliderFieldsSchema = slider.create;
export type SliderFields = z.input<typeof sliderFieldsSchema>;
export const sliderSchema = slider.item;
export type Slider = z.infer<typeof sliderSchema>;
export const sliderListReplySchema = slider.listReply;
export const sliderReplySchema = slider.oneReply;
export const sliderIdParamsSchema = idParamsSchema(m.sliderNotFound);
/** GET /api/slider/{userType}: the spec's type names, or the route's lower-case plurals. */
export const audienceParamsSchema = z.object({
  userType: z.enum(['Broker', 'Client', 'Franchise', 'brokers', 'clients', 'franchises'], {
    error: m.userTypeRequired,
  }),
});

/** The {product} discount's fields: the `image` file and two optional texts. */
export const discountFields = [
  imageField,
  text('text_en', { label: 'English text', ar: 'النص بالإنجليزية', input: 'textarea', max: 1000 }),
  text('text_ar', { label: 'Arabic text', ar: 'النص بالعربية', input: 'textarea', lang: 'ar', max: 1000 }),
] as const;
const discount = contentSchemasOf(discountFields);
export const discountFieldsSchema = discount.create;
export type DiscountFields = z.input<typeof discountFieldsSchema>;
export const discountSchema = discount.item;
export type Discount = z.infer<typeof discountSchema>;
export const discountListReplySchema = discount.listReply;
export const discountReplySchema = discount.oneReply;
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
