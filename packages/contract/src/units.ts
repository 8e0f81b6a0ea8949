import { z } from 'zod';
import { featureArabic, featureCatalogue } from './features.ts';
import { httpLinkField, phoneField, whatsappGroupLinkField } from './fields.ts';
import { controlCharacters, controlCharactersMessage } from './text-rules.ts';
import {
  areaRequired,
  downPaymentRequired,
  unitMessages as m,
  priceRequired,
  yearsRequired,
} from './units-messages.ts';

/** Business constants of projects (content-operations §9, and our decisions in docs/decisions). */
export const unitImagesMax = 6;
export const paymentPlansMax = 4;
export const areasAndPricesMax = 3;
export const commissionMax = 20;
export const unitsPageSize = 12; // ours: docs/decisions/030
export const unitPageCookie = 'page';
export const unitSearchStorageKey = 'unit_search';
/** The projects list in the server's list registry and the export (GET /api/export/units). */
export const unitsListName = 'units';
export { phoneMaxLength } from './fields.ts';

/** The six files that upload one by one in edit mode, each through its own call (content-operations §4, §7). */
export const unitFileFields = ['pdf', 'file', 'logo', 'master_plan', 'video_broker', 'video_client'] as const;
export type UnitFileField = (typeof unitFileFields)[number];

/** What the Add project form may send ahead, one file a call (docs/decisions/279). */
export const unitUploadFields = ['images', ...unitFileFields] as const;
export type UnitUploadField = (typeof unitUploadFields)[number];
/**
 * The create's `uploads` field, a JSON text: the ids of the files sent ahead, by field (images a
 * list). A field sent as a file part as well takes the part.
 */
export const unitUploadsSchema = z
  .object({
    images: z.array(z.uuid()).max(6).optional(),
    ...Object.fromEntries(unitFileFields.map((field) => [field, z.uuid().optional()])),
  })
  .strict() as z.ZodType<{ images?: string[] } & Partial<Record<UnitFileField, string>>>;

export const lookupKinds = ['location', 'type', 'finishing', 'delivery'] as const;
export type LookupKind = (typeof lookupKinds)[number];

/** An empty form field ('' or null) is missing; a numeric string is a number; commas are dropped. */
function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const number = Number(value.replaceAll(',', '').trim());
    return Number.isNaN(number) ? value : number;
  }
  return value;
}

function parseJsonList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const toBoolean = (value: unknown) =>
  value === 'true' ? true : value === 'false' || value === '' || value == null ? false : value;

const hasTwoDecimalsAtMost = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * A number field that may be empty: its "required" is checked by a refinement (a continuable
 * issue), so one submit reports every missing field at once.
 */
const optionalNumber = (inner: z.ZodNumber) =>
  z.preprocess(toNumber, inner.optional()) as unknown as z.ZodOptional<z.ZodNumber>;

const plainText = z
  .string()
  .trim()
  .refine((value) => !controlCharacters.test(value), controlCharactersMessage);
const requiredText = (message: string) =>
  z.preprocess((v) => v ?? '', plainText.pipe(z.string().min(1, message)));
const optionalText = z.preprocess((v) => v ?? '', plainText);
// A missing phone is an empty one: its "required" stays a continuable issue, like the texts'.
const phone = (required: string) => z.preprocess((v) => v ?? '', phoneField(required, m.phoneInvalid));

const percent = optionalNumber(
  z
    .number({ error: m.mustBeNumber })
    .min(0, m.percentRange)
    .max(commissionMax, m.percentRange)
    .refine(hasTwoDecimalsAtMost, m.twoDecimals),
);

export const paymentPlanSchema = z.object({
  down_payment: optionalNumber(
    z.number({ error: m.mustBeNumber }).min(0, m.downPaymentRange).max(100, m.downPaymentRange),
  ),
  years: optionalNumber(
    z.number({ error: m.mustBeNumber }).int(m.yearsRange).min(0, m.yearsRange).max(30, m.yearsRange),
  ),
});

export const areaAndPriceSchema = z.object({
  /** Whole EGP, exact (ARCHITECTURE.md: money is never a float in storage). */
  price: optionalNumber(
    z
      .number({ error: m.mustBeNumber })
      .int(m.priceInvalid)
      .min(0, m.priceInvalid)
      .max(Number.MAX_SAFE_INTEGER, m.priceInvalid),
  ),
  area: optionalNumber(
    z.number({ error: m.mustBeNumber }).positive(m.areaInvalid).max(1_000_000, m.areaInvalid),
  ),
});

export const unitTypeSchema = z.object({
  name_en: requiredText(m.typeNameRequired),
  name_ar: requiredText(m.typeNameRequired),
  areas_and_prices: z
    .array(areaAndPriceSchema)
    .min(1, m.areasAndPricesCount)
    .max(areasAndPricesMax, m.areasAndPricesCount),
});

const featureNames = featureCatalogue.map((feature) => feature.en) as [string, ...string[]];

/**
 * A project's fields as the add form, the edit form, the guest form and the server read them
 * (content-operations §3, §5). Accepts typed values (the console) and multipart strings (JSON
 * strings for the lists, "true"/"false" for the flags). project_code always equals project_name,
 * and features_ar is always the catalogue's pair of features_en.
 */
export const unitFieldsSchema = z
  .object({
    project_name: requiredText(m.projectNameRequired),
    description: requiredText(m.descriptionRequired),
    dev_name_en: requiredText(m.devNameEnRequired),
    dev_name_ar: requiredText(m.devNameArRequired),
    /**
     * The developer record the console's form picks (docs/decisions/530); its names replace the
     * typed ones. The guest form types the names instead.
     */
    developer_id: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.uuid(m.developerNotFound).optional(),
    ),
    location_en: requiredText(m.locationRequired),
    location_ar: requiredText(m.locationRequired),
    delivery_en: requiredText(m.deliveryRequired),
    delivery_ar: requiredText(m.deliveryRequired),
    finishing_en: requiredText(m.finishingRequired),
    finishing_ar: requiredText(m.finishingRequired),
    map_location: z.preprocess((v) => v ?? '', httpLinkField(m.mapLocationRequired)),
    commission: percent,
    incentive: percent,
    developer_discount: optionalText,
    sales_name: requiredText(m.salesNameRequired),
    phone: phone(m.phoneRequired),
    whatsapp: phone(m.whatsappRequired),
    whatsapp_link: z.preprocess((v) => v ?? '', whatsappGroupLinkField(m.whatsappLinkRequired)),
    new_launches: z.preprocess(toBoolean, z.boolean()),
    freebroker_discount: z.preprocess(toBoolean, z.boolean()),
    payment_plans: z.preprocess(
      parseJsonList,
      z.array(paymentPlanSchema).min(1, m.paymentPlansCount).max(paymentPlansMax, m.paymentPlansCount),
    ),
    types: z.preprocess(parseJsonList, z.array(unitTypeSchema).max(20)),
    features_en: z.preprocess(
      parseJsonList,
      z.array(z.enum(featureNames, m.featureUnknown)).max(featureNames.length),
    ),
  })
  .superRefine((unit, ctx) => {
    if (unit.commission === undefined)
      ctx.addIssue({ code: 'custom', path: ['commission'], message: m.commissionRequired });
    if (unit.incentive === undefined)
      ctx.addIssue({ code: 'custom', path: ['incentive'], message: m.incentiveRequired });
    // content-operations §5: with new_launches checked these may stay empty.
    if (unit.new_launches) return;
    unit.payment_plans.forEach((plan, i) => {
      if (plan.down_payment === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['payment_plans', i, 'down_payment'],
          message: downPaymentRequired(i + 1),
        });
      if (plan.years === undefined)
        ctx.addIssue({ code: 'custom', path: ['payment_plans', i, 'years'], message: yearsRequired(i + 1) });
    });
    unit.types.forEach((type, t) => {
      type.areas_and_prices.forEach((row, i) => {
        const at = ['types', t, 'areas_and_prices', i];
        if (row.price === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'price'],
            message: priceRequired(type.name_en, i + 1),
          });
        if (row.area === undefined)
          ctx.addIssue({ code: 'custom', path: [...at, 'area'], message: areaRequired(type.name_en, i + 1) });
      });
    });
  })
  .transform((unit) => {
    const features_en = [...new Set(unit.features_en)];
    return {
      ...unit,
      commission: unit.commission as number,
      incentive: unit.incentive as number,
      project_code: unit.project_name,
      features_en,
      features_ar: features_en.map((en) => featureArabic(en) ?? en),
    };
  });
export type UnitFieldsInput = z.input<typeof unitFieldsSchema>;
export type UnitFields = z.output<typeof unitFieldsSchema>;

/**
 * The files a project must have (content-operations §5): the add form requires images, logo and both videos, and,
 * unless new_launches is checked, master plan, pdf and availability file. Returns the missing
 * ones with their messages, by field name.
 */
export function missingUnitFiles(present: ReadonlySet<string>, newLaunches: boolean): Record<string, string> {
  const required: [string, string][] = [
    ['images', m.chooseImages],
    ['logo', m.logoRequired],
    ['video_broker', m.videoBrokerRequired],
    ['video_client', m.videoClientRequired],
  ];
  if (!newLaunches) {
    required.push(['master_plan', m.masterPlanRequired], ['pdf', m.pdfRequired], ['file', m.fileRequired]);
  }
  return Object.fromEntries(required.filter(([field]) => !present.has(field)));
}

/** The accepted image names, checked in the console before upload (content-operations §5); the server checks bytes. */
export const imageExtensions = ['jpg', 'jpeg', 'png'] as const;
export function isAcceptedImageName(name: string): boolean {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return (imageExtensions as readonly string[]).includes(ext);
}
