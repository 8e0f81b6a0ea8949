import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMe } from '../features/auth/api/auth-calls.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';

/** /login: an admin who is already signed in goes home instead of seeing the form. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  const { t } = useI18n();
  if (me.data?.admin) return <Navigate to="/" replace />;
  if (me.isPending) return <FullScreenLoader label={t('session.checking')} />;
  // Signed out, or the check failed: the form is what the visitor can use.
  return children;
}
