import { z } from 'zod';

/**
 * GET /api/admin/summary (our path, console-core §7 "home summary call"): the counts behind the
 * home cards' bells. An area that is not built yet counts 0.
 */
export const summaryKeys = [
  'pending_brokers',
  'forms',
  'cil',
  'deals',
  'request_franchises',
  'property_consultant',
  'contact_sales',
  'media_buying',
  'organic_leads',
  'feedback',
] as const;
export type SummaryKey = (typeof summaryKeys)[number];

/** The request queues' cards, which also say how many of their items are overdue (issue 11). */
export const overdueKeys = [
  'request_franchises',
  'property_consultant',
  'contact_sales',
  'media_buying',
  'organic_leads',
  'feedback',
] as const satisfies readonly SummaryKey[];
export type OverdueKey = (typeof overdueKeys)[number];

export const summarySchema = z.object({
  ...(Object.fromEntries(summaryKeys.map((key) => [key, z.number().int().min(0)])) as Record<
    SummaryKey,
    z.ZodNumber
  >),
  overdue: z.object(
    Object.fromEntries(overdueKeys.map((key) => [key, z.number().int().min(0)])) as Record<
      OverdueKey,
      z.ZodNumber
    >,
  ),
});
export type Summary = z.infer<typeof summarySchema>;

export const healthReplySchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
/** 200 of GET /api/ready; a process that is not ready answers 503 with the error shape instead. */
export const readyReplySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  storage: z.literal('ok'),
});
