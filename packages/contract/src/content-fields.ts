import { z } from 'zod';
import { optionalTextField, phoneField, textField, wholeNumberField } from './fields.ts';

/**
 * A content type's fields, listed once (as Payload's collection config lists them): the write
 * schemas, the item schema, the server's table columns (content.fields.ts), the console's form
 * inputs and default card (web features/content/content-fields.tsx) all follow from the list.
 * Each field names its item field (`name_en`), its label in English and Arabic (the console's form
 * and card, and the export's column titled in the admin's language, written by the server) and its
 * zod schemas: `write` what a save takes (none for a file, which comes as an upload), `item` what a
 * reply holds.
 */
type FieldOf<Type extends string, Name extends string, Write, Item extends z.ZodType> = {
  type: Type;
  name: Name;
  label: string;
  /** The label in Arabic. */
  ar: string;
  write: Write;
  item: Item;
};

/** A line (or longer) of text; in Arabic with `lang: 'ar'`; required when it has a message. */
export type TextField<
  Name extends string = string,
  Write = z.ZodType,
  Item extends z.ZodType = z.ZodType,
> = FieldOf<'text', Name, Write, Item> & {
  required: boolean;
  input: 'line' | 'textarea' | 'phone' | 'url';
  lang?: 'ar';
  maxLength?: number;
};
export type NumberField<Name extends string = string> = FieldOf<'number', Name, z.ZodType, z.ZodNumber>;
/** Yes or no, false until set. */
export type FlagField<Name extends string = string> = FieldOf<'flag', Name, z.ZodType, z.ZodBoolean>;
/** One of a few values, set when the item is made (by its screen) and kept after. */
export type ChoiceField<
  Name extends string = string,
  Values extends readonly [string, ...string[]] = readonly [string, ...string[]],
> = FieldOf<'choice', Name, z.ZodType, z.ZodEnum<{ [V in Values[number]]: V }>> & { values: Values };

/** The kinds of file a content type keeps: public JPG/PNG images, MP4 videos and PDF documents. */
export type FileKind = 'image' | 'video' | 'document';
export type FileField<Name extends string = string, Item extends z.ZodType = z.ZodType> = FieldOf<
  'file',
  Name,
  undefined,
  Item
> & {
  kind: FileKind;
  typeMessage: string;
  /** The message when a new item comes without it (an update may always keep the current file). */
  required?: string;
  /** Whether an update may send the file's current address back as JSON; the message for another one. */
  asFile?: string;
};

export type ContentField = TextField | NumberField | FlagField | ChoiceField | FileField;

type TextOptions = {
  label: string;
  ar: string;
  max?: number;
  lang?: 'ar';
  input?: 'line' | 'textarea' | 'url';
};

/** A text; required when `required` (its message) is given, else empty means null. */
export function text<const Name extends string, Required extends string | undefined = undefined>(
  name: Name,
  options: TextOptions & { required?: Required },
): TextField<
  Name,
  Required extends string ? ReturnType<typeof textField> : ReturnType<typeof optionalTextField>,
  Required extends string ? z.ZodString : z.ZodNullable<z.ZodString>
> {
  const { label, ar, max = 200, lang, input = 'line', required } = options;
  return {
    type: 'text',
    name,
    label,
    ar,
    required: required !== undefined,
    input,
    ...(lang && { lang }),
    write: (required !== undefined ? textField(required, max) : optionalTextField(max)) as never,
    item: (required !== undefined ? z.string() : z.string().nullable()) as never,
  };
}

/** A text with its own write rule (a link that must be http(s)); null when left empty. */
export function customText<const Name extends string, Write extends z.ZodType>(
  name: Name,
  options: Omit<TextOptions, 'max'> & { write: Write; maxLength?: number },
): TextField<Name, Write, z.ZodNullable<z.ZodString>> {
  const { label, ar, write, input = 'line', maxLength } = options;
  return {
    type: 'text',
    name,
    label,
    ar,
    required: false,
    input,
    ...(maxLength && { maxLength }),
    write,
    item: z.string().nullable(),
  };
}

/** A mobile number (content-operations §5), required. */
export function phone<const Name extends string>(
  name: Name,
  options: { label: string; ar: string; required: string; invalid: string },
): TextField<Name, ReturnType<typeof phoneField>, z.ZodString> {
  return {
    type: 'text',
    name,
    label: options.label,
    ar: options.ar,
    required: true,
    input: 'phone',
    maxLength: 11,
    write: phoneField(options.required, options.invalid),
    item: z.string(),
  };
}

/** A required whole number in a range, from JSON or a form's text. */
export function whole<const Name extends string>(
  name: Name,
  options: { label: string; ar: string; required: string; min: number; max: number },
): NumberField<Name> {
  const { label, ar, required, min, max } = options;
  return { type: 'number', name, label, ar, write: wholeNumberField(required, min, max), item: z.number() };
}

/** A yes/no, from JSON's true/false or a form's "true"/"false"; false when a new item leaves it out. */
export function flag<const Name extends string>(
  name: Name,
  options: { label: string; ar: string },
): FlagField<Name> {
  const write = z
    .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
    .optional();
  return { type: 'flag', name, label: options.label, ar: options.ar, write, item: z.boolean() };
}

/** One of `values`, given when the item is made (a guideline's user type) and kept after. */
export function choice<const Name extends string, const Values extends readonly [string, ...string[]]>(
  name: Name,
  values: Values,
  options: { label: string; ar: string; required: string },
): ChoiceField<Name, Values> {
  return {
    type: 'choice',
    name,
    label: options.label,
    ar: options.ar,
    values,
    write: z.enum(values, { error: options.required }),
    item: z.enum(values) as never,
  };
}

/** The words of a file field left to its kind (a field may give its own). */
export const contentFieldMessages = {
  imageType: 'The image must be a JPG or PNG picture', // ours
  videoType: 'The video must be an MP4 file', // ours
  documentType: 'The document must be a PDF file', // ours
} as const;
const fileWords = {
  image: { label: 'Image', ar: 'الصورة', typeMessage: contentFieldMessages.imageType },
  video: { label: 'Video', ar: 'الفيديو', typeMessage: contentFieldMessages.videoType },
  document: { label: 'PDF', ar: 'ملف PDF', typeMessage: contentFieldMessages.documentType },
} as const satisfies Record<FileKind, { label: string; ar: string; typeMessage: string }>;

/** A stored file (its label by its kind's words unless given): required on a new item when `required` (its message) is given, else null until sent. */
export function file<
  const Name extends string,
  Required extends string | undefined = undefined,
  AsFile extends string | undefined = undefined,
>(
  name: Name,
  kind: FileKind,
  options: {
    label?: string;
    ar?: string;
    typeMessage?: string;
    required?: Required;
    asFile?: AsFile;
  } = {},
): FileField<Name, Required extends string ? z.ZodString : z.ZodNullable<z.ZodString>> &
  (AsFile extends string ? { asFile: string } : unknown) {
  const {
    label = fileWords[kind].label,
    ar = fileWords[kind].ar,
    typeMessage = fileWords[kind].typeMessage,
    required,
    asFile,
  } = options;
  return {
    type: 'file',
    name,
    kind,
    label,
    ar,
    typeMessage,
    ...(required !== undefined && { required }),
    ...(asFile !== undefined && { asFile }),
    write: undefined,
    item: (required !== undefined ? z.string() : z.string().nullable()) as never,
  } as never;
}

type Fields = readonly ContentField[];
type Written<F extends Fields> = Exclude<F[number], { type: 'file' }>;
type WriteShape<F extends Fields> = { [Field in Written<F> as Field['name']]: Field['write'] & z.ZodType };
type UpdateShape<F extends Fields> = {
  [Field in Exclude<Written<F>, { type: 'choice' }> as Field['name']]: Field['write'] & z.ZodType;
} & {
  [Field in Extract<
    F[number],
    { type: 'file'; asFile: string }
  > as Field['name']]: z.ZodOptional<z.ZodString>;
};
type ItemShape<F extends Fields> = { _id: z.ZodString } & {
  [Field in F[number] as Field['name']]: Field['item'];
} & {
  createdAt: z.ZodString;
};

/**
 * The schemas a field list gives: `create` (a new item's fields; its files come as uploads),
 * `update` (the same without the choices, which stay, and with the address of each file that may
 * come back as JSON), `item` (`_id`, the fields in their order, `createdAt`) and the replies
 * (`{response: [...]}`, `{response: ...}`).
 */
export function contentSchemasOf<const F extends Fields>(fields: F) {
  const written = fields.filter((field) => field.type !== 'file');
  const writes = Object.fromEntries(written.map((field) => [field.name, field.write as z.ZodType]));
  const addresses = fields
    .filter((field) => field.type === 'file' && field.asFile)
    .map((field) => [field.name, z.string().trim().max(2000).optional()]);
  const kept = written.filter((field) => field.type !== 'choice').map((field) => [field.name, field.write]);
  const item = z.object({
    _id: z.string(),
    ...Object.fromEntries(fields.map((field) => [field.name, field.item])),
    createdAt: z.string(),
  }) as unknown as z.ZodObject<ItemShape<F>>;
  return {
    create: z.object(writes) as unknown as z.ZodObject<WriteShape<F>>,
    update: z.object(Object.fromEntries([...kept, ...addresses])) as unknown as z.ZodObject<UpdateShape<F>>,
    item,
    listReply: z.object({ response: z.array(item) }),
    oneReply: z.object({ response: item }),
  };
}
