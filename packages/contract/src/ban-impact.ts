import { z } from 'zod';
import { inboxKinds } from './inbox.ts';

/**
 * What a ban touches (docs/decisions/283), shown before its confirmation: the member's waiting items
 * in every queue a member files (the inbox's kinds and waiting states, read off the queue rows), the
 * members they invited, and their earnings.
 */
export const banImpactPath = '/api/user/ban_impact/:id';

/** At most this many invited members are named; the count says how many there are. */
export const banImpactNamedInvitees = 5;

export const banImpactReplySchema = z.object({
  /** One entry per queue a member files (franchise join requests are anyone's: not listed). */
  queues: z.array(z.object({ kind: z.enum(inboxKinds), waiting: z.number().int() })),
  invited: z.object({
    /** Every member who joined by their code (the card's number_of_invitaion). */
    count: z.number().int(),
    /** The newest of them that the caller may see, by name. */
    first: z.array(z.object({ _id: z.string(), name: z.string() })),
  }),
  /** EGP: the member's earnings total (users.earnings, the sum of its additions). */
  earnings: z.number(),
});
export type BanImpact = z.infer<typeof banImpactReplySchema>;
