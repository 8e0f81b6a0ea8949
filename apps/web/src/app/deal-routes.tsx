import type { SubmissionQueue } from '@simsar/contract/queue-links';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { CilDetail } from '../features/deals/cil-detail.tsx';
import { SubmissionDetail } from '../features/deals/submission-detail.tsx';
import { homeKeys } from '../features/home/api/home-calls.ts';
import { ReceivablesScreen } from '../features/receivables/receivables-screen.tsx';
import { useSession } from './session-context.ts';

/** A move changes the home bells too (docs/decisions/021: app/ refreshes other areas). */
function useRefreshHome() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: homeKeys.summary });
}

/** One item, at its row's detail route: /form/{type}/{id}, /deals/id/{id}, /cil/{new|pending|others}/{id}. */
export function QueueItemRoute({ kind }: { kind: SubmissionQueue }) {
  const { id = '' } = useParams();
  const session = useSession();
  const onMoved = useRefreshHome();
  return kind === 'cil' ? (
    <CilDetail key={id} id={id} isSuper={session.super_admin} onMoved={onMoved} />
  ) : (
    <SubmissionDetail key={id} kind={kind} id={id} isSuper={session.super_admin} onMoved={onMoved} />
  );
}

/** /receivables: what the developers owe (super admins; the server refuses others, docs/decisions/531). */
export function ReceivablesRoute() {
  const session = useSession();
  return session.super_admin ? <ReceivablesScreen /> : <Navigate to="/" replace />;
}
