import { z } from 'zod';
import { type QueueKindRows, queueKinds } from './queue-kinds.ts';

export { type CardGroup, cardGroups } from './card-groups.ts';

type CountedQueue = Extract<QueueKindRows, { bell: { summary: string } }>;
const countedQueues = (queueKinds as readonly QueueKindRows[]).filter(
  (row): row is CountedQueue => 'summary' in row.bell,
);

/**
 * GET /api/admin/summary (our path, console-core §7 "home summary call"): the counts behind the
 * home cards' bells, one key per queue row with a summary bell (queue-kinds.ts).
 */
export type SummaryKey = CountedQueue['bell']['summary'];
export const summaryKeys: readonly SummaryKey[] = countedQueues.map((row) => row.bell.summary);

/** The queues whose cards also say how many of their items are overdue (the listed queues, decision 082). */
export type OverdueKey = Extract<CountedQueue, { bell: { overdue: true } }>['bell']['summary'];
export const overdueKeys: readonly OverdueKey[] = countedQueues
  .filter((row) => row.bell.overdue)
  .map((row) => row.bell.summary as OverdueKey);

/** The maintained counter (summary_counters.counter) behind each summary key. */
export const counterOfSummaryKey = Object.fromEntries(
  countedQueues.map((row) => [row.bell.summary, row.bell.counter]),
) as Record<SummaryKey, string>;

/**
 * The counters of the queues an ordinary admin acts on (a row's `access.act` is `admin`): their
 * open items, what the assignment rule weighs (docs/decisions/313). A pending broker, a form, a deal
 * or a CIL waits for a super admin, whoever the member's admin is, and is not counted.
 */
export const ordinaryAdminCounters: readonly string[] = countedQueues
  .filter((row) => row.access.act === 'admin' && 'counter' in row.bell)
  .map((row) => row.bell.counter);

/** The queue (its one name) behind each summary key. */
export const queueOfSummaryKey = Object.fromEntries(
  countedQueues.map((row) => [row.bell.summary, row.kind]),
) as Record<SummaryKey, CountedQueue['kind']>;

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
