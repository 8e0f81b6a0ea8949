import { z } from 'zod';
import { httpLinkField, httpLinkMessage, idParamsSchema, textField } from './fields.ts';

/** Training and franchise training (content-operations §3, §5, §7). */
export const trainingMessages = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  videoRequired: 'Video is required',
  videoType: 'The video must be an MP4 file', // ours
  notFound: 'This training does not exist', // ours
  deleted: 'Training deleted', // ours
  saved: 'Training saved', // ours
  brokersOrFranchises: 'Trainings are for brokers and franchises', // ours
} as const;
const m = trainingMessages;

/** POST /api/training/create: the text fields beside the mp4 `video` file. */
export const trainingFieldsSchema = z.object({
  name: textField(m.nameRequired),
  description: textField(m.descriptionRequired, 5000),
});
export type TrainingFields = z.input<typeof trainingFieldsSchema>;

/**
 * PUT /api/training/update/{id} {video, name, description}: the video is a link, or the training's
 * current video address unchanged (a form sends back what it showed), or a new file (multipart).
 */
export const trainingUpdateSchema = trainingFieldsSchema.extend({
  video: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .refine((value) => !value || /^(https?:\/\/|\/media\/)/.test(value), httpLinkMessage)
    .transform((value) => (value ? value : undefined)),
});
export type TrainingUpdateInput = z.input<typeof trainingUpdateSchema>;

/** Franchise training create and update {video, name, description}: the video is a link. */
export const franchiseTrainingSchema = trainingFieldsSchema.extend({ video: httpLinkField(m.videoRequired) });
export type FranchiseTrainingInput = z.input<typeof franchiseTrainingSchema>;

export const trainingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** /media/... for an uploaded mp4, or the http(s) link. */
  video: z.string(),
  createdAt: z.string(),
});
export type Training = z.infer<typeof trainingSchema>;
export const trainingListReplySchema = z.object({ response: z.array(trainingSchema) });
export const trainingReplySchema = z.object({ response: trainingSchema });
export const trainingIdParamsSchema = idParamsSchema(m.notFound);
