import type { Discount, Guideline, guidelineUpdateSchema, Slider } from '@simsar/contract/content-marketing';
import { marketingMessages as m } from '@simsar/contract/content-marketing';
import type { UserType } from '@simsar/contract/users';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAdmin } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { Storage, StoredFile } from '../../core/storage.ts';
import {
  auditContent,
  createAudited,
  deleteAudited,
  iso,
  mediaUrl,
  removeKeys,
} from './content.files.service.ts';
import { discounts, guidelines, sliders } from './content.schema.ts';

/** Guidelines, sliders and the {product} discount (content-operations §3, §7): newest first. */
const toGuideline = (row: typeof guidelines.$inferSelect): Guideline => ({
  _id: row.id,
  name_en: row.nameEn,
  name_ar: row.nameAr,
  video: mediaUrl(row.video),
  user_type: row.userType,
  createdAt: iso(row.createdAt),
});

const toSlider = (row: typeof sliders.$inferSelect): Slider => ({
  _id: row.id,
  image: mediaUrl(row.image),
  link: row.link,
  user_type: row.userType,
  createdAt: iso(row.createdAt),
});

const toDiscount = (row: typeof discounts.$inferSelect): Discount => ({
  _id: row.id,
  image: mediaUrl(row.image),
  text_en: row.textEn,
  text_ar: row.textAr,
  createdAt: iso(row.createdAt),
});

export async function listGuidelines(db: Executor, userType: UserType): Promise<Guideline[]> {
  const rows = await db
    .select()
    .from(guidelines)
    .where(eq(guidelines.userType, userType))
    .orderBy(desc(guidelines.createdAt), desc(guidelines.id));
  return rows.map(toGuideline);
}

export async function createGuideline(
  db: Executor,
  admin: AuditAdmin,
  fields: { name_en: string; name_ar: string; user_type: UserType },
  video: StoredFile,
): Promise<Guideline> {
  const values = {
    nameEn: fields.name_en,
    nameAr: fields.name_ar,
    userType: fields.user_type,
    video: video.key,
  };
  return toGuideline(await createAudited(db, admin, guidelines, values, 'create_guideline'));
}

/** PUT /api/guideline/update/{id}: new names; a new video replaces the old file, removed after. */
export async function updateGuideline(
  db: Database,
  admin: AuditAdmin,
  storage: Storage,
  id: string,
  fields: z.output<typeof guidelineUpdateSchema>,
  video: StoredFile | undefined,
): Promise<Guideline> {
  const { row, oldVideo } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(guidelines).where(eq(guidelines.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', m.guidelineNotFound);
    const [updated] = await tx
      .update(guidelines)
      .set({ nameEn: fields.name_en, nameAr: fields.name_ar, ...(video && { video: video.key }) })
      .where(eq(guidelines.id, id))
      .returning();
    await auditContent(tx, admin, 'update_guideline', id, current, updated);
    return { row: updated as typeof guidelines.$inferSelect, oldVideo: video ? current.video : null };
  });
  await removeKeys(storage, [oldVideo]);
  return toGuideline(row);
}

export async function deleteGuideline(
  db: Executor,
  admin: AuditAdmin,
  storage: Storage,
  id: string,
): Promise<void> {
  await deleteAudited(db, admin, storage, guidelines, id, {
    notFound: m.guidelineNotFound,
    action: () => 'delete_guideline',
    files: (gone) => [gone.video],
  });
}

export async function listSliders(db: Executor, userType: UserType): Promise<Slider[]> {
  const rows = await db
    .select()
    .from(sliders)
    .where(eq(sliders.userType, userType))
    .orderBy(desc(sliders.createdAt), desc(sliders.id));
  return rows.map(toSlider);
}

export async function createSlider(
  db: Executor,
  admin: AuditAdmin,
  fields: { link?: string | undefined; user_type: UserType },
  image: StoredFile,
): Promise<Slider> {
  const values = { userType: fields.user_type, link: fields.link ?? null, image: image.key };
  return toSlider(await createAudited(db, admin, sliders, values, 'create_slider'));
}

export async function deleteSlider(
  db: Executor,
  admin: AuditAdmin,
  storage: Storage,
  id: string,
): Promise<void> {
  await deleteAudited(db, admin, storage, sliders, id, {
    notFound: m.sliderNotFound,
    action: () => 'delete_slider',
    files: (gone) => [gone.image],
  });
}

export async function listDiscounts(db: Executor): Promise<Discount[]> {
  const rows = await db.select().from(discounts).orderBy(desc(discounts.createdAt), desc(discounts.id));
  return rows.map(toDiscount);
}

export async function createDiscount(
  db: Executor,
  admin: AuditAdmin,
  fields: { text_en?: string | undefined; text_ar?: string | undefined },
  image: StoredFile,
): Promise<Discount> {
  const values = { image: image.key, textEn: fields.text_en ?? null, textAr: fields.text_ar ?? null };
  return toDiscount(await createAudited(db, admin, discounts, values, 'create_discount'));
}

export async function deleteDiscount(
  db: Executor,
  admin: AuditAdmin,
  storage: Storage,
  id: string,
): Promise<void> {
  await deleteAudited(db, admin, storage, discounts, id, {
    notFound: m.discountNotFound,
    action: () => 'delete_discount',
    files: (gone) => [gone.image],
  });
}
