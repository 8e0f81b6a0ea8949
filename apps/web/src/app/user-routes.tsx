import { Navigate, useParams } from 'react-router';
import { type BrokerPage, BrokersScreen, brokerPagesFor } from '../features/brokers/brokers-screen.tsx';
import { type ClientPage, ClientsScreen, clientPages } from '../features/clients/clients-screen.tsx';
import {
  type FranchisePage,
  FranchisesScreen,
  franchisePages,
} from '../features/franchises/franchises-screen.tsx';
import { NotificationPanel } from '../features/notifications/notification-panel.tsx';
import { useSession } from './session-context.ts';

/** /brokers/{page}: an unknown page, or the invitation tab for an ordinary admin, opens accept. */
export function BrokersRoute() {
  const session = useSession();
  const { page } = useParams();
  const pages = brokerPagesFor(session.super_admin);
  if (!pages.includes(page as BrokerPage)) return <Navigate to="/brokers/accept" replace />;
  return (
    <BrokersScreen
      page={page as BrokerPage}
      isSuper={session.super_admin}
      sessionAdminId={session._id}
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
      isSuper={session.super_admin}
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
      isSuper={session.super_admin}
      notificationPanel={<NotificationPanel type="Franchise" />}
    />
  );
}
