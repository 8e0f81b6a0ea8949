import type { UserType } from '@simsar/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { type BrokerPage, BrokersScreen, brokerPagesFor } from '../features/brokers/brokers-screen.tsx';
import { EarningLedger } from '../features/brokers/earning-ledger.tsx';
import { type ClientPage, ClientsScreen, clientPages } from '../features/clients/clients-screen.tsx';
import {
  type FranchisePage,
  FranchisesScreen,
  franchisePages,
} from '../features/franchises/franchises-screen.tsx';
import { homeKeys } from '../features/home/api/home-calls.ts';
import { MemberPageScreen } from '../features/members/member-page.tsx';
import { NotesPanel } from '../features/notes/notes-panel.tsx';
import { NotificationPanel } from '../features/notifications/notification-panel.tsx';
import { userKeys } from '../features/users/api/user-calls.ts';
import { UserListScreen } from '../features/users/user-list-screen.tsx';
import type { UserListSlot } from '../ui/user-list-slot.ts';
import { useSession } from './session-context.ts';

/** The shared user list of one type, as the member areas' screens configure it. */
function userListOf(type: UserType, session: { _id: string; super_admin: boolean }): UserListSlot {
  return (config) => (
    <UserListScreen
      key={config.view}
      type={type}
      isSuper={session.super_admin}
      adminId={session._id}
      {...config}
    />
  );
}

/** /brokers/{page}: an unknown page, or the invitation tab for an ordinary admin, opens accept. */
export function BrokersRoute() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { page } = useParams();
  const pages = brokerPagesFor(session.super_admin);
  if (!pages.includes(page as BrokerPage)) return <Navigate to="/brokers/accept" replace />;
  return (
    <BrokersScreen
      page={page as BrokerPage}
      isSuper={session.super_admin}
      userList={userListOf('Broker', session)}
      onBrokerAccepted={() => {
        void queryClient.invalidateQueries({ queryKey: userKeys.list('Broker', 'accept') });
        void queryClient.invalidateQueries({ queryKey: homeKeys.summary });
      }}
      notificationPanel={<NotificationPanel type="Broker" />}
    />
  );
}

export function ClientsRoute() {
  const session = useSession();
  const { page } = useParams();
  if (!clientPages.includes(page as ClientPage)) return <Navigate to="/clients/accept" replace />;
  return (
    <ClientsScreen
      page={page as ClientPage}
      userList={userListOf('Client', session)}
      notificationPanel={<NotificationPanel type="Client" />}
    />
  );
}

export function FranchisesRoute() {
  const session = useSession();
  const { page } = useParams();
  if (!franchisePages.includes(page as FranchisePage)) return <Navigate to="/franchises/accept" replace />;
  return (
    <FranchisesScreen
      page={page as FranchisePage}
      userList={userListOf('Franchise', session)}
      notificationPanel={<NotificationPanel type="Franchise" />}
    />
  );
}

/** /members/{id}: a member's page, with the brokers' earnings ledger (docs/decisions/442). */
export function MemberRoute() {
  const session = useSession();
  const { id = '' } = useParams();
  return (
    <MemberPageScreen
      key={id}
      id={id}
      isSuper={session.super_admin}
      earnings={<EarningLedger userId={id} />}
      notes={
        <NotesPanel
          subject={{ kind: 'member', id }}
          reader={{ id: session._id, isSuper: session.super_admin }}
        />
      }
    />
  );
}
