import type { AuditAction } from '@simsar/contract/audit';
import {
  missingUnitFiles,
  type UnitFields,
  type UnitFileField,
  unitFieldsSchema,
} from '@simsar/contract/units';
import { z } from 'zod';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import type { Storage, StoredFile } from '../../core/storage.ts';
import type { UploadForm } from '../../core/uploads.ts';
import { cairoDay } from '../../core/work-calendar.ts';
import { removeFiles, singleFile } from './units.files.service.ts';
import { priceListOf, recordPriceVersion, writePriceList } from './units.prices.service.ts';
import type { UnitRow } from './units.read.service.ts';

// What every write of a project shares (the add, edit and guest forms): the form, its columns and
// files, the payment plans and types, the audit entry, and the clean-up of a failed upload.

/**
 * A project's form as the add, edit and guest screens send it: the contract's fields, on edit
 * the images to drop (`oldImages`, a JSON list of their paths), on add the files sent ahead
 * (`uploads`, docs/decisions/279).
 */
export const unitFormSchema = z
  .object({ oldImages: z.string().optional(), uploads: z.string().optional() })
  .and(unitFieldsSchema);
export type UnitForm = UploadForm<z.output<typeof unitFormSchema>, string>;

/** The add and guest forms' required files: all but master plan, pdf and file for a new launch (content-operations §5). */
export function missingFilesOf(fields: Record<string, string>, present: ReadonlySet<string>) {
  return missingUnitFiles(present, fields.new_launches === 'true');
}

export function columnsOf(fields: UnitFields) {
  return {
    projectName: fields.project_name,
    description: fields.description,
    devNameEn: fields.dev_name_en,
    devNameAr: fields.dev_name_ar,
    locationEn: fields.location_en,
    locationAr: fields.location_ar,
    deliveryEn: fields.delivery_en,
    deliveryAr: fields.delivery_ar,
    finishingEn: fields.finishing_en,
    finishingAr: fields.finishing_ar,
    mapLocation: fields.map_location,
    commission: fields.commission,
    incentive: fields.incentive,
    developerDiscount: fields.developer_discount,
    salesName: fields.sales_name,
    phone: fields.phone,
    whatsapp: fields.whatsapp,
    whatsappLink: fields.whatsapp_link,
    newLaunches: fields.new_launches,
    freebrokerDiscount: fields.freebroker_discount,
    features: fields.features_en,
    updatedAt: new Date(),
  };
}

export const fileColumn = {
  pdf: 'pdf',
  file: 'file',
  logo: 'logo',
  master_plan: 'masterPlan',
  video_broker: 'videoBroker',
  video_client: 'videoClient',
} as const satisfies Record<UnitFileField, keyof UnitRow>;

export function fileColumnsOf(upload: { files: Record<string, StoredFile[]> }) {
  const columns: Partial<Record<(typeof fileColumn)[UnitFileField], string>> = {};
  for (const [field, column] of Object.entries(fileColumn)) {
    const stored = singleFile(upload, field);
    if (stored) columns[column] = stored.key;
  }
  return columns;
}

/** A project's own columns as the audit log shows them (the form's fields and its files). */
export function auditedColumns(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key !== 'updatedAt').map((key) => [key, row[key]]));
}

/** Writes a project's audit entry in the change's transaction. */
export function auditUnit(
  tx: Executor,
  admin: AuditAdmin,
  action: AuditAction,
  itemId: string,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
): Promise<void> {
  return recordAudit(tx, { admin, action, kind: 'project', itemId, ...change });
}

/**
 * Replaces a project's payment plans and types (rows in their own tables); when they changed, they
 * are its new price list version from today (docs/decisions/550).
 */
export async function writeChildren(tx: Executor, unitId: string, fields: UnitFields): Promise<void> {
  const now = new Date();
  const list = priceListOf(fields);
  await recordPriceVersion(tx, unitId, list, cairoDay(now), now);
  await writePriceList(tx, unitId, list);
}

/**
 * Runs `work` on a read form; on any failure every file it stored (and every thumbnail made from
 * them) is removed, so nothing is left that no project points to.
 */
export type ReadUpload<Form = UnitForm> = () => Promise<Form>;

export async function withUpload<Form extends UploadForm<unknown, string>, T>(
  storage: Storage,
  read: ReadUpload<Form>,
  work: (form: Form, thumbs: StoredFile[]) => Promise<T>,
): Promise<T> {
  const form = await read();
  const thumbs: StoredFile[] = [];
  return form.settle(async () => {
    try {
      return await work(form, thumbs);
    } catch (error) {
      await removeFiles(
        storage,
        thumbs.map((thumb) => thumb.key),
      );
      throw error;
    }
  });
}
