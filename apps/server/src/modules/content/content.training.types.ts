import {
  franchiseTrainingSchema,
  type Training,
  trainingFieldsSchema,
  trainingListReplySchema,
  trainingMessages,
  trainingReplySchema,
  trainingUpdateSchema,
} from '@simsar/contract/content-training';
import { contentTypeRows } from '@simsar/contract/content-types';
import { httpLinkMessage } from '@simsar/contract/fields';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { ExportColumn } from '../../core/export.ts';
import { urlOfKey } from '../../core/storage.ts';
import { iso } from './content.files.service.ts';
import { defineContentType } from './content.kit.ts';
import { trainings } from './content.schema.ts';

/** Training and franchise training (content-operations §3, §7): two content types on one table. */
const toTraining = (row: typeof trainings.$inferSelect): Training => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  video: row.videoFile ? urlOfKey(row.videoFile) : (row.videoLink ?? ''),
  createdAt: iso(row.createdAt),
});

/**
 * A new upload or a new link replaces the video; the training's current address sent back, or
 * none, keeps it.
 */
function trainingVideo(
  video: string | undefined,
  file: string | undefined,
  current?: typeof trainings.$inferSelect,
) {
  if (file) return { videoFile: file, videoLink: null };
  const link = current && video && video !== toTraining(current).video ? video : undefined;
  if (link?.startsWith('/media/'))
    throw new AppError('VALIDATION', httpLinkMessage, { video: httpLinkMessage });
  return link ? { videoFile: null, videoLink: link } : {};
}

/** The one DELETE /api/training/{id} takes either kind: the audit names the row's own. */
const trainingAudit = (row: typeof trainings.$inferSelect) =>
  (row.kind === 'franchise' ? contentTypeRows.franchiseTraining : contentTypeRows.training).name;
/** A training's export: its name, description and video (a stored file's address or a link). */
const trainingExportColumns: ExportColumn<Training>[] = [
  { header: 'Name', value: (training) => training.name },
  { header: 'Description', value: (training) => training.description },
  { header: 'Video', value: (training) => training.video },
  { header: 'Created', value: (training) => new Date(training.createdAt), format: 'time' },
];
const videoFile = { kind: 'video', column: 'videoFile', typeMessage: trainingMessages.videoType } as const;

export const trainingType = defineContentType({
  row: contentTypeRows.training,
  nameOf: trainingAudit,
  table: trainings,
  scope: eq(trainings.kind, 'training'),
  deleteAnyScope: true,
  toItem: toTraining,
  exportColumns: trainingExportColumns,
  replies: { list: trainingListReplySchema, one: trainingReplySchema },
  messages: trainingMessages,
  files: { video: { ...videoFile, required: trainingMessages.videoRequired } },
  create: {
    body: 'multipart',
    fields: trainingFieldsSchema,
    values: (fields, files) => ({ kind: 'training', ...fields, videoFile: files.video, videoLink: null }),
  },
  // {video, name, description} as JSON (content-operations §7: the video a link), or multipart with a new mp4.
  update: {
    body: 'either',
    fields: trainingUpdateSchema,
    values: ({ video, ...fields }, files, current) => ({
      ...fields,
      ...trainingVideo(video, files.video, current),
    }),
  },
});

export const franchiseTrainingType = defineContentType({
  row: contentTypeRows.franchiseTraining,
  nameOf: trainingAudit,
  table: trainings,
  scope: eq(trainings.kind, 'franchise'),
  toItem: toTraining,
  exportColumns: trainingExportColumns,
  replies: { list: trainingListReplySchema, one: trainingReplySchema },
  messages: trainingMessages,
  create: {
    body: 'json',
    fields: franchiseTrainingSchema,
    values: ({ video, ...fields }) => ({ kind: 'franchise', ...fields, videoFile: null, videoLink: video }),
  },
  update: {
    body: 'json',
    fields: franchiseTrainingSchema,
    values: ({ video, ...fields }, _files, current) => ({
      ...fields,
      ...trainingVideo(video, undefined, current),
    }),
  },
});
