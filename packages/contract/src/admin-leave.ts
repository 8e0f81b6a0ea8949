import { z } from 'zod';
import { holidayDateField } from './work-week.ts';

/**
 * An ordinary admin on leave (docs/decisions/494): from a day to a day (Cairo days, both included),
 * their members, and with them their open items, are lent to another ordinary admin and come back
 * when the leave ends; the assignment rule gives them no new member meanwhile.
 */
export const adminLeavePaths = {
  /** GET: every leave not yet ended (super admins). */
  all: '/api/admin/leaves',
  /** POST {starts_on, ends_on, lend_to}: an admin's leave (super admins); `lend_to: null` shares it by the rule. */
  create: '/api/admin/leaves/:id',
  /** DELETE: the leave ends now (or, not started, is dropped); the members come back at once. */
  end: '/api/admin/leave/:leaveId',
  /** GET: the caller's own leave and the leaves they cover, for their home screen. */
  mine: '/api/admin/leaves/mine',
} as const;

export const adminLeaveMessages = {
  order: 'The last day cannot be before the first', // ours
  past: 'A leave cannot end before today', // ours
  lendToRequired: 'Choose the admin who covers', // ours
  lendToSelf: 'An admin cannot cover their own leave', // ours
  notOrdinary: 'Only an ordinary admin goes on leave or covers one', // ours
  overlaps: 'This admin already has a leave on these days', // ours
  coverOnLeave: 'The covering admin is on leave on these days', // ours
  notFound: 'Leave not found', // ours
  created: 'Leave saved', // ours
  ended: 'Leave ended: the members are back', // ours
} as const;

export const adminLeaveSchema = z
  .object({
    starts_on: holidayDateField,
    ends_on: holidayDateField,
    /** null: shared by the assignment rule among the other ordinary admins at work. */
    lend_to: z.uuid(adminLeaveMessages.lendToRequired).nullable(),
  })
  .refine((leave) => leave.ends_on >= leave.starts_on, {
    message: adminLeaveMessages.order,
    path: ['ends_on'],
  });
export type AdminLeaveInput = z.infer<typeof adminLeaveSchema>;

export const adminLeaveParamsSchema = z.object({ leaveId: z.uuid(adminLeaveMessages.notFound) });

export const leaveStates = ['planned', 'started', 'ended'] as const;
export const adminLeaveItemSchema = z.object({
  _id: z.string(),
  admin_id: z.string(),
  admin_name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  lend_to: z.string().nullable(),
  lend_to_name: z.string().nullable(),
  state: z.enum(leaveStates),
  /** The members lent now (started leaves); 0 before. */
  lent_members: z.number().int(),
});
export type AdminLeave = z.infer<typeof adminLeaveItemSchema>;

export const adminLeavesReplySchema = z.object({ leaves: z.array(adminLeaveItemSchema) });
export const adminLeaveReplySchema = z.object({ message: z.string(), leave: adminLeaveItemSchema });
/** The caller's own leave not yet ended (or null) and the started or planned leaves they cover. */
export const myLeavesReplySchema = z.object({
  own: adminLeaveItemSchema.nullable(),
  covering: z.array(adminLeaveItemSchema),
});
export type MyLeaves = z.infer<typeof myLeavesReplySchema>;
