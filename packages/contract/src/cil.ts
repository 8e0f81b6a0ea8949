import { z } from 'zod';
import {
  clientFieldsSchema,
  dealMessages,
  memberBriefSchema,
  queueStates,
  serviceClockFields,
} from './deals.ts';
import { textField } from './fields.ts';
import { defineMoves } from './transitions.ts';

/** Client introduction letters (content-operations §3-§4, §7 CIL). */
export const cilMoves = defineMoves({
  pending: { from: ['new'], to: 'pending' },
  accept: { from: ['pending'], to: 'accept' },
  reject: { from: ['pending'], to: 'rejected' },
});
export type CilMove = keyof typeof cilMoves;

/** The detail routes' types: /cil/{new|pending|others}/{id} (content-operations §2). */
export const cilDetailTypes = ['new', 'pending', 'others'] as const;

/** POST /api/app/cil (multipart, plus the image). */
export const cilFieldsSchema = clientFieldsSchema;
export type CilFields = z.input<typeof cilFieldsSchema>;

/** PUT /api/cil/accept/{id} (multipart image, admin, contact: all required). */
export const acceptCilSchema = z.object({
  admin: textField(dealMessages.adminRequired),
  contact: textField(dealMessages.contactRequired),
});
export type AcceptCilInput = z.input<typeof acceptCilSchema>;

/** Reject stores admin and contact as 'N/A' (content-operations §4). */
export const cilNotApplicable = 'N/A';

/** Another broker's standing CIL of the same client and developer. */
export const cilDuplicateSchema = z.object({
  _id: z.string(),
  broker: z.string(),
  createdAt: z.string(),
  status: z.enum(queueStates),
});
export type CilDuplicate = z.infer<typeof cilDuplicateSchema>;

export const cilSchema = z.object({
  _id: z.string(),
  user_id: memberBriefSchema.nullable(),
  createdAt: z.string(),
  developer: z.string(),
  client_name: z.string(),
  client_phone: z.string(),
  project_code: z.string(),
  sales_name: z.string(),
  sales_phone: z.string(),
  admin: z.string().nullable(),
  contact: z.string().nullable(),
  image: z.string(),
  image_type: z.string(),
  /** The image the admin sent with accept or reject. */
  decision_image: z.string().nullable(),
  decision_image_type: z.string().nullable(),
  status: z.enum(queueStates),
  state_changed_at: z.string().nullable(),
  ...serviceClockFields,
  duplicate: cilDuplicateSchema.nullable(),
  /** An accepted letter: the day its broker's protection of the client ends (docs/decisions/540). */
  protected_until: z.string().nullable(),
});
export type Cil = z.infer<typeof cilSchema>;

export const cilReplySchema = z.object({ message: z.string(), response: cilSchema });

/** `list` is the spec's spelling of the row's one list template (queue-lists.ts). */
export const cilPaths = {
  list: '/api/cil/:status',
  detail: '/api/cil/cil/:id',
  pending: '/api/cil/pending_cil/:id',
  accept: '/api/cil/accept/:id',
  reject: '/api/cil/reject/:id',
  app: '/api/app/cil',
} as const;
