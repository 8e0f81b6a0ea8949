import { ReportsScreen } from '../features/reports/reports-screen.tsx';
import { useSession } from './session-context.ts';

/** /reports: any admin; the server counts only what each may see (docs/decisions/510). */
export function ReportsRoute() {
  const session = useSession();
  return <ReportsScreen isSuper={session.super_admin} />;
}
