import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMe } from '../features/auth/api/auth-calls.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';

/** /login: an admin who is already signed in goes home instead of seeing the form. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.data?.admin) return <Navigate to="/" replace />;
  if (me.isPending) return <FullScreenLoader label="Checking your session…" />;
  // Signed out, or the check failed: the form is what the visitor can use.
  return children;
}
