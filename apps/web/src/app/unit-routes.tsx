import { Navigate, useParams } from 'react-router';
import { DevelopersScreen } from '../features/units/developers-screen.tsx';
import { GuestScreen } from '../features/units/guest-screen.tsx';
import { UnitDetailScreen } from '../features/units/unit-detail-screen.tsx';
import { UnitsScreen } from '../features/units/units-screen.tsx';
import { useSession } from './session-context.ts';

/** /units/{add|view}: the add tab for super admins, the list for everyone (content-operations §2). */
export function UnitsRoute() {
  const { page } = useParams();
  const session = useSession();
  if (page !== 'add' && page !== 'view') return <Navigate to="/units/view" replace />;
  return <UnitsScreen page={page} isSuper={session.super_admin} />;
}

/** /unit/{id}. */
export function UnitRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  return <UnitDetailScreen key={id} id={id} isSuper={session.super_admin} />;
}

/** /guest/{id}: outside the session gate. */
export function GuestRoute({ productName }: { productName: string }) {
  const { id = '' } = useParams();
  return <GuestScreen key={id} id={id} productName={productName} />;
}

/** /developers: every admin reads them; super admins keep them (docs/decisions/530). */
export function DevelopersRoute() {
  const session = useSession();
  return <DevelopersScreen isSuper={session.super_admin} />;
}
