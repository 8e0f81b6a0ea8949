import type { QueueConfig } from '@simsar/contract/requests';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { homeKeys } from '../features/home/api/home-calls.ts';
import { RequestQueueScreen } from '../features/requests/request-queue-screen.tsx';
import { useSession } from './session-context.ts';

/** /{queue route}/{page}: an unknown page opens the queue's first tab. */
export function RequestQueueRoute({ config }: { config: QueueConfig }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { page } = useParams();
  const first = config.lists[0]?.page ?? '';
  if (!config.lists.some((list) => list.page === page)) {
    return <Navigate to={`${config.route}/${first}`} replace />;
  }
  return (
    <RequestQueueScreen
      key={config.queue}
      config={config}
      page={page as string}
      isSuper={session.super_admin}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: homeKeys.summary })}
    />
  );
}
