import { type QueuePage, queuePages } from '@simsar/contract/deals';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { CilDetail } from '../features/deals/cil-detail.tsx';
import { QueueScreen } from '../features/deals/queue-screen.tsx';
import type { QueueKind } from '../features/deals/queues.ts';
import { SubmissionDetail } from '../features/deals/submission-detail.tsx';
import { homeKeys } from '../features/home/api/get-summary.ts';
import { useSession } from './session-context.ts';

/** A move changes the home bells too (docs/decisions/021: app/ refreshes other areas). */
function useRefreshHome() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: homeKeys.summary });
}

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
  const onMoved = useRefreshHome();
  return <SubmissionDetail key={id} kind={kind} id={id} isSuper={session.super_admin} onMoved={onMoved} />;
}

/** /cil/{new|pending|others}/{id}. */
export function CilRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  const onMoved = useRefreshHome();
  return <CilDetail key={id} id={id} isSuper={session.super_admin} onMoved={onMoved} />;
}
