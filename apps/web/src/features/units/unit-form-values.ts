import type { UnitFields, UnitFileField } from '@simsar/contract/units';
import type { Unit } from '@simsar/contract/units-replies';
import type { UseFormReturn } from 'react-hook-form';

export type NumberField = number | '';

/** The project form's values: typed as the inputs hold them; the contract's schema reads them. */
/** The project form as react-hook-form holds it: values as typed, parsed by the contract's schema. */
export type UnitForm = UseFormReturn<UnitFormValues, unknown, UnitFields>;

export type UnitFormValues = {
  project_name: string;
  description: string;
  dev_name_en: string;
  dev_name_ar: string;
  /** The developer chosen in the console ('' on the guest form, which types the names). */
  developer_id: string;
  location_en: string;
  location_ar: string;
  delivery_en: string;
  delivery_ar: string;
  finishing_en: string;
  finishing_ar: string;
  map_location: string;
  commission: NumberField;
  incentive: NumberField;
  developer_discount: string;
  sales_name: string;
  phone: string;
  whatsapp: string;
  whatsapp_link: string;
  new_launches: boolean;
  freebroker_discount: boolean;
  payment_plans: { down_payment: NumberField; years: NumberField }[];
  types: {
    name_en: string;
    name_ar: string;
    areas_and_prices: { price: NumberField; area: NumberField }[];
  }[];
  features_en: string[];
};

/** The files chosen in the form (add and guest modes send them with the fields). */
export type UnitFormFiles = { images: File[] } & Record<UnitFileField, File | null>;

export const noFiles: UnitFormFiles = {
  images: [],
  logo: null,
  master_plan: null,
  pdf: null,
  file: null,
  video_broker: null,
  video_client: null,
};

export const emptyPaymentPlan = { down_payment: '' as const, years: '' as const };
export const emptyAreaAndPrice = { price: '' as const, area: '' as const };

export function emptyUnitForm(): UnitFormValues {
  return {
    project_name: '',
    description: '',
    dev_name_en: '',
    dev_name_ar: '',
    developer_id: '',
    location_en: '',
    location_ar: '',
    delivery_en: '',
    delivery_ar: '',
    finishing_en: '',
    finishing_ar: '',
    map_location: '',
    commission: '',
    incentive: '',
    developer_discount: '',
    sales_name: '',
    phone: '',
    whatsapp: '',
    whatsapp_link: '',
    new_launches: false,
    freebroker_discount: false,
    payment_plans: [{ ...emptyPaymentPlan }],
    types: [],
    features_en: [],
  };
}

const orBlank = (value: number | null): NumberField => value ?? '';

/** The edit form starts from the saved project. */
export function unitToForm(unit: Unit): UnitFormValues {
  return {
    ...emptyUnitForm(),
    ...Object.fromEntries(Object.entries(unit).filter(([, value]) => typeof value === 'string')),
    commission: orBlank(unit.commission),
    incentive: orBlank(unit.incentive),
    new_launches: unit.new_launches,
    freebroker_discount: unit.freebroker_discount,
    payment_plans: unit.payment_plans.length
      ? unit.payment_plans.map((plan) => ({
          down_payment: orBlank(plan.down_payment),
          years: orBlank(plan.years),
        }))
      : [{ ...emptyPaymentPlan }],
    types: unit.types.map((type) => ({
      name_en: type.name_en,
      name_ar: type.name_ar,
      areas_and_prices: type.areas_and_prices.map((row) => ({
        price: orBlank(row.price),
        area: orBlank(row.area),
      })),
    })),
    features_en: unit.features_en,
  };
}

/**
 * The multipart body of create, update and the guest fill (content-operations §7): the fields as text, the lists as
 * JSON strings, prices as plain numbers, project_code equal to project_name.
 */
export function unitFormData(
  fields: UnitFields,
  files: Partial<UnitFormFiles> = {},
  oldImages?: string[],
): FormData {
  const form = new FormData();
  const lists = ['payment_plans', 'types', 'features_en', 'features_ar'] as const;
  for (const [name, value] of Object.entries(fields)) {
    if ((lists as readonly string[]).includes(name)) continue;
    form.append(name, String(value ?? ''));
  }
  form.set('project_code', fields.project_name);
  for (const name of lists) form.append(name, JSON.stringify(fields[name]));
  if (oldImages) form.append('oldImages', JSON.stringify(oldImages));
  for (const image of files.images ?? []) form.append('images', image);
  for (const [name, file] of Object.entries(files)) {
    if (name !== 'images' && file instanceof File) form.append(name, file);
  }
  return form;
}
