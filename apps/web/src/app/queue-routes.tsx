import type { QueuePage } from '@simsar/contract/deals';
import { type ListedQueueRow, queueTabsOf } from '@simsar/contract/queue-lists';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { SubmissionQueueScreen } from '../features/deals/submission-queue-screen.tsx';
import { homeKeys } from '../features/home/api/home-calls.ts';
import { RequestQueueScreen } from '../features/requests/request-queue-screen.tsx';
import { useSession } from './session-context.ts';

/**
 * /{queue route}/{page} of every queue the one queue screen draws: an unknown page opens the
 * queue's first tab; the cards are its engine's. A move changes the home bells too
 * (docs/decisions/021: app/ refreshes other areas).
 */
export function QueueRoute({ row }: { row: ListedQueueRow }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { page = '' } = useParams();
  const tabs = queueTabsOf(row);
  if (!tabs.some((tab) => tab.page === page)) {
    return <Navigate to={`${row.route}/${tabs[0]?.page ?? ''}`} replace />;
  }
  const key = `${row.kind}-${page}`;
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: homeKeys.summary });
  return row.engine === 'requests' ? (
    <RequestQueueScreen
      key={key}
      row={row}
      page={page}
      isSuper={session.super_admin}
      adminId={session._id}
      onChanged={onChanged}
    />
  ) : (
    <SubmissionQueueScreen
      key={key}
      kind={row.kind}
      page={page as QueuePage}
      isSuper={session.super_admin}
      adminId={session._id}
      onChanged={onChanged}
    />
  );
}
