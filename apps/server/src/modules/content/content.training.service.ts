import {
  type franchiseTrainingSchema,
  trainingMessages as m,
  type Training,
  type trainingFieldsSchema,
  type trainingUpdateSchema,
} from '@simsar/contract/content-training';
import { httpLinkMessage } from '@simsar/contract/fields';
import { and, desc, eq } from 'drizzle-orm';
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
import { trainings } from './content.schema.ts';

export type TrainingKind = 'training' | 'franchise';
type Row = typeof trainings.$inferSelect;

/** The audit's name for a training of this kind. */
const actionOf = (kind: TrainingKind) => (kind === 'franchise' ? 'franchise_training' : 'training');

function toTraining(row: Row): Training {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    video: row.videoFile ? mediaUrl(row.videoFile) : (row.videoLink ?? ''),
    createdAt: iso(row.createdAt),
  };
}

/** GET /api/training and /api/franchise_training (and the apps' /api/app/trainings): newest first. */
export async function listTrainings(db: Executor, kind: TrainingKind): Promise<Training[]> {
  const rows = await db
    .select()
    .from(trainings)
    .where(eq(trainings.kind, kind))
    .orderBy(desc(trainings.createdAt), desc(trainings.id));
  return rows.map(toTraining);
}

/** POST /api/training/create (an mp4 upload) or /api/franchise_training/create (a link). */
export async function createTraining(
  db: Executor,
  admin: AuditAdmin,
  kind: TrainingKind,
  fields: z.output<typeof trainingFieldsSchema>,
  video: { file: StoredFile } | { link: string },
): Promise<Training> {
  const values = {
    kind,
    ...fields,
    videoFile: 'file' in video ? video.file.key : null,
    videoLink: 'link' in video ? video.link : null,
  };
  return toTraining(await createAudited(db, admin, trainings, values, `create_${actionOf(kind)}`));
}

/**
 * PUT /api/training/update/{id} and /api/franchise_training/update/{id}: a new upload or a new link
 * replaces the video (the old file is removed once the row no longer points at it); the training's
 * current address sent back, or none, keeps it.
 */
export async function updateTraining(
  db: Database,
  admin: AuditAdmin,
  storage: Storage,
  kind: TrainingKind,
  id: string,
  input: z.output<typeof trainingUpdateSchema> | z.output<typeof franchiseTrainingSchema>,
  file: StoredFile | undefined,
): Promise<Training> {
  const { row, oldFile } = await db.transaction(async (tx) => {
    const where = and(eq(trainings.id, id), eq(trainings.kind, kind));
    const [current] = await tx.select().from(trainings).where(where).for('update');
    if (!current) throw new AppError('NOT_FOUND', m.notFound);
    const link = input.video && input.video !== toTraining(current).video ? input.video : undefined;
    if (link?.startsWith('/media/')) {
      throw new AppError('VALIDATION', httpLinkMessage, { video: httpLinkMessage });
    }
    const video = file
      ? { videoFile: file.key, videoLink: null }
      : link
        ? { videoFile: null, videoLink: link }
        : {};
    const [updated] = await tx
      .update(trainings)
      .set({ name: input.name, description: input.description, ...video })
      .where(where)
      .returning();
    await auditContent(tx, admin, `update_${actionOf(kind)}`, id, current, updated);
    return { row: updated as Row, oldFile: 'videoFile' in video ? current.videoFile : null };
  });
  await removeKeys(storage, [oldFile]);
  return toTraining(row);
}

/** DELETE /api/training/{id}: either kind (§7). */
export async function deleteTraining(
  db: Executor,
  admin: AuditAdmin,
  storage: Storage,
  id: string,
): Promise<void> {
  await deleteAudited(db, admin, storage, trainings, id, {
    notFound: m.notFound,
    action: (gone) => `delete_${actionOf(gone.kind as TrainingKind)}`,
    files: (gone) => [gone.videoFile],
  });
}
