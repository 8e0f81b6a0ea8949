import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { type AdminPage, AdminsScreen, adminPages } from '../features/admins/admins-screen.tsx';
import { AssignScreen } from '../features/admins/assign-screen.tsx';
import { TeamScreen } from '../features/admins/team-screen.tsx';
import { AuditScreen } from '../features/audit/audit-screen.tsx';
import { PasswordResetsScreen } from '../features/password-resets/password-resets-screen.tsx';
import type { SuperOnlyRefusal } from './home-route.tsx';
import { useSession } from './session-context.ts';

/**
 * The super admin's screens. An ordinary admin who types one of these addresses is sent
 * home, which says why (the address it refused rides along): the server refuses them every call
 * anyway (docs/decisions/052, 340).
 */
function SuperOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const refused: SuperOnlyRefusal = { superOnly: pathname };
  return session.super_admin ? children : <Navigate to="/" replace state={refused} />;
}

export function AdminsRoute() {
  const session = useSession();
  const { page } = useParams();
  if (!adminPages.includes(page as AdminPage)) return <Navigate to="/admins/add" replace />;
  return (
    <SuperOnly>
      <AdminsScreen page={page as AdminPage} sessionAdminId={session._id} />
    </SuperOnly>
  );
}

export function TeamRoute() {
  const { id = '' } = useParams();
  return (
    <SuperOnly>
      <TeamScreen key={id} adminId={id} />
    </SuperOnly>
  );
}

export function AssignRoute() {
  const { id = '' } = useParams();
  return (
    <SuperOnly>
      <AssignScreen key={id} adminId={id} />
    </SuperOnly>
  );
}

export function ForgotPasswordRoute() {
  return (
    <SuperOnly>
      <PasswordResetsScreen />
    </SuperOnly>
  );
}

export function AuditRoute() {
  return (
    <SuperOnly>
      <AuditScreen />
    </SuperOnly>
  );
}
