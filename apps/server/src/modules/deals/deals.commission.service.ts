import { dealMessages, type SubmissionKind } from '@simsar/contract/deals';
import { submissionLinkOf } from '@simsar/contract/queue-links';
import { receivableMessages } from '@simsar/contract/receivables';
import type { Database } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { earningsAtOf } from '../system/system.service.ts';
import { addEarningOnce } from '../users/users.earnings.service.ts';
import { isDealPaid } from './deals.claims.service.ts';
import { getSubmission } from './deals.submissions.service.ts';

// An accepted form's or deal's commission into its broker's earnings (docs/decisions/532).

/** POST /api/form/commission/{id}, /api/deal/commission/{id}: into the broker's earnings, once. */
export async function addSubmissionCommission(
  db: Database,
  admin: SessionAdmin,
  kind: SubmissionKind,
  id: string,
) {
  const item = await getSubmission(db, admin, kind, id);
  if (item.status !== 'accept') throw new AppError('CONFLICT', dealMessages.commissionNotAccepted);
  if (!item.commission || !item.user_id) throw new AppError('CONFLICT', dealMessages.commissionUnknown);
  if (item.commission.added_at) throw new AppError('CONFLICT', dealMessages.commissionTwice);
  if (kind === 'deal' && (await earningsAtOf(db)) === 'payment' && !(await isDealPaid(db, id))) {
    throw new AppError('CONFLICT', receivableMessages.notPaidYet);
  }
  await addEarningOnce(db, admin, {
    userId: item.user_id._id,
    amount: item.commission.total,
    reference: submissionLinkOf(kind, id),
    twice: dealMessages.commissionTwice,
  });
  return getSubmission(db, admin, kind, id);
}
