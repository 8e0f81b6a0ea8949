import { type QueuePage, queuePages } from '@simsar/contract/deals';
import { Navigate, useParams } from 'react-router';
import { CilDetail } from '../features/deals/cil-detail.tsx';
import { QueueScreen } from '../features/deals/queue-screen.tsx';
import type { QueueKind } from '../features/deals/queues.ts';
import { SubmissionDetail } from '../features/deals/submission-detail.tsx';
import { useSession } from './session-context.ts';

/** /forms/{page}, /deals/{page}, /cil/{page}: an unknown page opens new. */
export function QueueRoute({ kind, base }: { kind: QueueKind; base: string }) {
  const { page } = useParams();
  if (!queuePages.includes(page as QueuePage)) return <Navigate to={`${base}/new`} replace />;
  return <QueueScreen key={`${kind}-${page}`} kind={kind} page={page as QueuePage} />;
}

/** /form/{type}/{id} and /deals/id/{id}. */
export function SubmissionRoute({ kind }: { kind: 'form' | 'deal' }) {
  const { id = '' } = useParams();
  const session = useSession();
  return <SubmissionDetail key={id} kind={kind} id={id} isSuper={session.super_admin} />;
}

/** /cil/{new|pending|others}/{id}. */
export function CilRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  return <CilDetail key={id} id={id} isSuper={session.super_admin} />;
}
