/**
 * The projects area's messages (content-operations §5, §8), word for word, kept once.
 * Messages the spec leaves to us are marked "ours" (docs/decisions/).
 */
export const unitMessages = {
  salesNameRequired: 'Developer sales name is required',
  whatsappLinkRequired: 'WhatsApp group link is required',
  devNameEnRequired: 'Developer name english is required',
  devNameArRequired: 'Developer name arabic is required',
  developerNotFound: 'Developer not found', // ours
  developerRequired: 'Developer is required', // ours
  projectNameRequired: 'Project name is required',
  locationRequired: 'Location is required',
  deliveryRequired: 'Delivery is required',
  finishingRequired: 'Finishing is required',
  descriptionRequired: 'Description is required',
  mapLocationRequired: 'Link location on google maps is required',
  commissionRequired: 'Commission is required',
  incentiveRequired: 'Incentive is required',
  maxImages: 'Please select a maximum of 6 images',
  imageTypes: 'Only JPG, PNG, or JPEG files are allowed',
  chooseImages: 'Please choose images',
  unitUpdated: 'Unit updated successfully',
  doneUpload: 'Done upload',
  deleteConfirm: 'Are you sure you want to delete this unit?',
  guestLinkCopied: 'Guest link copied to clipboard!',
  notFound: 'Not found',

  phoneRequired: 'Sales phone is required', // ours
  whatsappRequired: 'WhatsApp number is required', // ours
  phoneInvalid: 'Enter a mobile number starting with 010, 011, 012 or 015, at most 11 digits', // ours
  percentRange: 'Enter a number from 0 to 20', // ours
  twoDecimals: 'Use at most 2 decimals', // ours
  downPaymentRange: 'Down payment is a percentage from 0 to 100', // ours
  yearsRange: 'Years must be a whole number from 0 to 30', // ours
  priceInvalid: 'Price must be a whole number of EGP', // ours
  areaInvalid: 'Area must be a positive number of m²', // ours
  paymentPlansCount: 'Add 1 to 4 payment plans', // ours
  areasAndPricesCount: 'Add 1 to 3 areas and prices per type', // ours
  typeNameRequired: 'Choose the type', // ours
  featureUnknown: 'Choose features from the list', // ours
  mustBeNumber: 'Must be a number', // ours
  logoRequired: 'Logo is required', // ours
  masterPlanRequired: 'Master plan is required', // ours
  pdfRequired: 'PDF is required', // ours
  fileRequired: 'Availability file is required', // ours
  videoBrokerRequired: 'Video broker is required', // ours
  videoClientRequired: 'Video client is required', // ours
  unitDeleted: 'Unit deleted', // ours
  unitCreated: 'Project added', // ours
  unitNotFound: 'This project does not exist', // ours
  guestLinkNotFound: 'This link is not valid any more. Ask for a new link.', // ours
  alreadyFilled: 'This project has already been filled in', // ours
  viewMarked: 'Done', // ours
} as const;

/** The toast when an upload of one of the six files fails (content-operations §8). */
export const chooseAgainMessages = {
  pdf: 'Please choose pdf again',
  file: 'Please choose file again',
  logo: 'Please choose logo again',
  master_plan: 'Please choose master plan again',
  video_broker: 'Please choose video broker again',
  video_client: 'Please choose video client again',
} as const;

/** A file of the wrong type, told from its first bytes, marked on its field (ours; docs/decisions/279). */
export const fileTypeMessages = {
  logo: 'Logo must be a JPG or PNG image',
  master_plan: 'Master plan must be a JPG or PNG image or a PDF',
  pdf: 'PDF must be a PDF file',
  file: 'Availability file must be a PDF or a spreadsheet (xlsx, xls, ods or csv)',
  video_broker: 'Video broker must be an MP4 file',
  video_client: 'Video client must be an MP4 file',
} as const;

/**
 * The spec's messages that name a payment plan's or an area's place, and a type's name
 * (content-operations §5), as templates: the console says each in Arabic by its template
 * (i18n/messages.ts `TemplateTranslation`), the values put back in their places.
 */
export const unitMessageTemplates = {
  downPayment: 'Down payment {n} is required',
  years: 'Years {n} is required',
  price: 'Price of {type} {n} is required',
  area: 'Area of {type} {n} is required',
} as const;
export type UnitMessageTemplate = (typeof unitMessageTemplates)[keyof typeof unitMessageTemplates];

/** A template's places filled: `{n}` by `values.n`... */
export function filledTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => String(values[name] ?? place));
}

export function downPaymentRequired(n: number): string {
  return filledTemplate(unitMessageTemplates.downPayment, { n });
}
export function yearsRequired(n: number): string {
  return filledTemplate(unitMessageTemplates.years, { n });
}
export function priceRequired(type: string, n: number): string {
  return filledTemplate(unitMessageTemplates.price, { type, n });
}
export function areaRequired(type: string, n: number): string {
  return filledTemplate(unitMessageTemplates.area, { type, n });
}
