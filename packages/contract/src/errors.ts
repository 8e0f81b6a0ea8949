import { z } from 'zod/mini';

/** The fixed set of error codes every failed API call carries (ARCHITECTURE.md, Errors). */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_LARGE',
  'UNSUPPORTED_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INSUFFICIENT_STORAGE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

// zod/mini: every call's failure is read with it, the sign-in page's too (docs/decisions/291).
export const errorReplySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  fields: z.optional(z.record(z.string(), z.string())),
  /** On a 5xx reply: the request's id, which finds its line in the server's log (docs/decisions/242). */
  request_id: z.optional(z.string()),
});

export type ErrorReply = z.infer<typeof errorReplySchema>;
