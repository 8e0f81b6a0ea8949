import type { QueueState } from './deals.ts';
import type { RequestState } from './requests.ts';
import type { UserStatus } from './users.ts';

/**
 * The fields an audit entry's `before` and `after` name, with what the audit screen's Changes column
 * says for each, in the language in use (docs/decisions/295). The server writes a field by its column (`admin_id`) or by its
 * property (`adminId`, `whatsApp`): both are the one field here, found by `auditFieldOf`.
 * `audit-kinds.test.ts` checks every field the drive of all kinds writes; a field none name is
 * shown as written, left to right.
 */
export const auditFieldLabels = {
  // Any item.
  id: 'Id',
  status: 'Status',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  user_type: 'User type',
  // A request's own fields; a dispute's decision is written there (docs/decisions/540).
  details: 'Details',
  created_at: 'Created',
  // Members and who looks after them.
  admin_id: 'Admin',
  assigned_at: 'Assigned',
  rule: 'Assignment rule',
  banned: 'Banned',
  ban_reason: 'Ban reason',
  earnings: 'Earnings',
  added: 'Amount added',
  reason: 'Reason',
  reference: 'Reference',
  reset_request: 'Reset request',
  done: 'Done',
  // Admins and sign-in.
  super_admin: 'Super admin',
  two_factor: 'Two-factor sign-in',
  limits: 'Limits reached',
  // Settings (the System tab).
  taxes: 'Taxes',
  app_taxes: 'App taxes',
  active_users: 'Active users',
  forms: 'Sales amount',
  free_broker_discount: 'Free broker discount',
  request_target_hours: 'Service targets (hours)',
  assignment_rules: 'Assignment rules',
  require_two_factor: 'Two-factor required',
  // Projects (the Add project form).
  project_name: 'Project name',
  description: 'Description',
  dev_name_en: 'Developer (English)',
  dev_name_ar: 'Developer (Arabic)',
  location_en: 'Location (English)',
  location_ar: 'Location (Arabic)',
  delivery_en: 'Delivery (English)',
  delivery_ar: 'Delivery (Arabic)',
  finishing_en: 'Finishing (English)',
  finishing_ar: 'Finishing (Arabic)',
  map_location: 'Map location',
  commission: 'Commission',
  incentive: 'Incentive',
  developer_discount: 'Developer discount',
  sales_name: 'Sales name',
  // Developers (docs/decisions/530).
  developer_id: 'Developer',
  contact_person: 'Contact person',
  protection_days: 'Protection days',
  // Commission claims (docs/decisions/531).
  deal_id: 'Deal',
  expected: 'Expected amount',
  invoice_number: 'Invoice number',
  invoiced_on: 'Invoice date',
  invoice_amount: 'Invoice amount',
  received: 'Received',
  paid_on: 'Payment date',
  write_off_reason: 'Write-off reason',
  amount: 'Amount',
  whatsapp_link: 'WhatsApp group link',
  new_launches: 'New launch',
  features: 'Features',
  images: 'Images',
  logo: 'Logo',
  master_plan: 'Master plan',
  pdf: 'PDF',
  file: 'Availability file',
  video_broker: 'Video broker',
  video_client: 'Video client',
  view: 'Reviewed',
  guest_link: 'Guest link',
  // Forms, deals and CILs.
  date: 'Check date',
  final_value: 'Final value',
  admin: 'Admin',
  contact: 'Contact',
  decision_image_key: 'Decision image',
  decision_image_type: 'Decision image type',
  // Requests.
  queue: 'Queue',
  // Notifications.
  text: 'Text',
  link: 'Link',
  image: 'Image',
  users_count: 'Recipients',
  // Notes (docs/decisions/480).
  subject_kind: 'About',
  subject_id: 'About (id)',
  body: 'Note',
  mentions: 'Mentions',
  struck: 'Struck through',
  // Content.
  kind: 'Kind',
  name_en: 'Name (English)',
  name_ar: 'Name (Arabic)',
  text_en: 'Text (English)',
  text_ar: 'Text (Arabic)',
  video: 'Video',
  video_file: 'Video file',
  video_link: 'Video link',
  time: 'Time (minutes)',
  questions: 'Questions',
  answers: 'Answers',
  age: 'Age',
  profession: 'Profession',
  experience: 'Experience (years)',
  strength: 'Strength',
  // Exports: the format and the list's filter.
  format: 'Format',
  search: 'Search',
  state: 'State',
  page: 'Page',
  action: 'Action',
  item: 'Item',
  from: 'From',
  to: 'To',
  // E-mails to admins (docs/decisions/470): what one was about and how many tries it took.
  mail_event: 'About',
  attempts: 'Tries',
} as const;

export type AuditField = keyof typeof auditFieldLabels;

/** A field's name as the table keys it: `adminId`, `admin_id` and `whatsApp` read `adminid`, `whatsapp`. */
const flat = (field: string) => field.toLowerCase().replaceAll('_', '');
const byFlatName = new Map(Object.keys(auditFieldLabels).map((field) => [flat(field), field as AuditField]));

/** The field a written name is, by column or property name; null for a field none name (shown as written). */
export function auditFieldOf(field: string): AuditField | null {
  return byFlatName.get(flat(field)) ?? null;
}

/** The states a `status` field holds (a member's, a form's, deal's or CIL's, a request's), in words. */
export const auditStatusLabels = {
  pending: 'Pending',
  active: 'Active',
  removed: 'Removed',
  new: 'New',
  accept: 'Accepted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  non_done: 'Not done',
  done: 'Done',
} as const satisfies Record<UserStatus | QueueState | RequestState, string>;

export type AuditStatus = keyof typeof auditStatusLabels;

/** A state's words, or null for a value none name (shown as written). */
export function auditStatusOf(value: unknown): AuditStatus | null {
  return typeof value === 'string' && Object.hasOwn(auditStatusLabels, value) ? (value as AuditStatus) : null;
}
