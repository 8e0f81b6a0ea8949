import { z } from 'zod';

/** The reply of a content deletion (ours: the spec shows none). */
export const contentMessageReplySchema = z.object({ message: z.string() });
