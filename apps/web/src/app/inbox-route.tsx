import { InboxScreen } from '../features/inbox/inbox-screen.tsx';
import { useSession } from './session-context.ts';

/** /inbox: the triage inbox (docs/decisions/281). */
export function InboxRoute() {
  const session = useSession();
  return <InboxScreen isSuper={session.super_admin} />;
}
