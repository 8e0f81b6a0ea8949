import type { SubmissionKind } from './deals.ts';
import { type QueueKindRows, queueKindOf, queueKinds } from './queue-kinds.ts';

type SubmissionRow = Extract<QueueKindRows, { engine: 'submissions' }>;
export type SubmissionQueue = SubmissionRow['kind'];
/** The brokers' submissions (forms, CIL, deals), served by the deals module. */
export const submissionQueues: readonly SubmissionRow[] = (queueKinds as readonly QueueKindRows[]).filter(
  (row): row is SubmissionRow => row.engine === 'submissions',
);

/**
 * The console's link to one submission in a state, filling its row's `detailRoute` (content-operations
 * console-core §2): a form's and a CIL's name the tab it is on (a rejected form's is accept; a CIL's past pending
 * is others), a deal's does not. The server keeps a commission's ledger reference by the same link.
 */
export function submissionDetailLinkOf(kind: SubmissionQueue, status: string, id: string): string {
  const type =
    kind === 'cil'
      ? status === 'new' || status === 'pending'
        ? status
        : 'others'
      : status === 'rejected'
        ? 'accept'
        : status;
  return queueKindOf(kind).detailRoute.replace(':type', type).replace(':id', id);
}

/**
 * The console's link to a form or deal: where its card opens, and the reference its commission is
 * kept under in the broker's earnings ledger (one addition per item, docs/decisions/075).
 */
export function submissionLinkOf(kind: SubmissionKind, id: string): string {
  return submissionDetailLinkOf(kind, 'accept', id);
}

/** The form or deal behind a ledger reference made by `submissionLinkOf`; null for anything else. */
export function submissionOfLink(link: string): { kind: SubmissionKind; id: string } | null {
  const found = /^\/(?:form\/accept|deals\/id)\/([0-9a-f-]{36})$/.exec(link);
  if (!found?.[1]) return null;
  return { kind: link.startsWith('/form/') ? 'form' : 'deal', id: found[1] };
}
