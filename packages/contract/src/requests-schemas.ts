import { z } from 'zod';
import { idField } from './fields.ts';
import { requestStates } from './queue-kind-row.ts';
import { requestMessages } from './request-bodies.ts';
import { requestQueues, requestRows } from './requests.ts';

const memberBrief = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  user_type: z.string(),
});

const unitBrief = z.object({
  _id: z.string(),
  project_name: z.string(),
  location_en: z.string(),
  description: z.string(),
});

/**
 * One card of any queue (content-operations §3): the fields a queue does not have are null. `waited_minutes` is how long
 * a to-do item has waited (now - created), or how long a moved one waited before it moved;
 * `overdue` marks a to-do item past its queue's target (docs/decisions/082).
 */
const requestCardFields = {
  _id: z.string(),
  queue: z.enum(requestQueues),
  status: z.enum(requestStates),
  createdAt: z.string(),
  state_changed_at: z.string().nullable(),
  waited_minutes: z.number().int(),
  overdue: z.boolean(),
  user_id: memberBrief.nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  rate: z.number().int().nullable(),
  unit_id: unitBrief.nullable(),
  image: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
};

/**
 * The queues' own fields beyond the spec's card (a site visit's date, docs/decisions/380), by name:
 * each is on the cards of its queue only, so the cards of the others stay as the spec has them.
 */
const ownCardFields = Object.fromEntries(
  requestRows.flatMap((row) => Object.keys(row.own).map((name) => [name, z.string().optional()])),
  // Typed by none: which there are is known at run time; RequestCard lets any be read.
) as Record<never, z.ZodOptional<z.ZodString>>;

export const requestCardSchema = z.object({ ...requestCardFields, ...ownCardFields });
/** A card, and the own fields of any queue as strings (a day as YYYY-MM-DD). */
export type RequestCard = z.infer<typeof requestCardSchema> & { [own: string]: unknown };

/** What the apps see of a request they filed (201 of a filing call, GET /api/app/requests). */
export const appRequestSchema = requestCardSchema
  .pick({
    _id: true,
    queue: true,
    status: true,
    createdAt: true,
    phone: true,
    message: true,
    rate: true,
    unit_id: true,
    name: true,
    description: true,
    location: true,
  })
  .extend(ownCardFields);
export type AppRequest = z.infer<typeof appRequestSchema>;

export const requestIdParamsSchema = z.object({ id: idField(requestMessages.requestNotFound) });
