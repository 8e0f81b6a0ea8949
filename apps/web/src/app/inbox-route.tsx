import type { InboxItem } from '@simsar/contract/inbox';
import { AcceptBrokerDialog } from '../features/brokers/accept-broker-dialog.tsx';
import { CilDuplicateOf } from '../features/deals/cil-duplicate-of.tsx';
import { InboxScreen } from '../features/inbox/inbox-screen.tsx';
import { MentionsSection } from '../features/notes/mentions-section.tsx';
import { useSession } from './session-context.ts';

/** What an inbox item's queue card warns of: a CIL's duplicate (decision 073). */
function ItemWarning({ item }: { item: InboxItem }) {
  return item.kind === 'cil' ? <CilDuplicateOf id={item.id} /> : null;
}

/**
 * /inbox: the triage inbox (docs/decisions/281), with the pieces of other areas its items need, as
 * their own screens show them: a pending broker's Accept dialog, a CIL's duplicate warning.
 */
export function InboxRoute() {
  const session = useSession();
  return (
    <>
      <MentionsSection reader={{ id: session._id, isSuper: session.super_admin }} />
      <InboxScreen
        isSuper={session.super_admin}
        adminId={session._id}
        AcceptDialog={AcceptBrokerDialog}
        ItemWarning={ItemWarning}
      />
    </>
  );
}
