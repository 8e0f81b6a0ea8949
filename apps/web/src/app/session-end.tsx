import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authKeys, forgetSession } from '../features/auth/api/auth-calls.ts';
import { setUnauthorizedHandler } from '../ui/api-client.ts';
import { clearStoredSession, hasStoredSession } from '../ui/session-storage.ts';
import { showErrorToast } from '../ui/toasts.tsx';

/**
 * Any 401 ends the local session and sends the admin to /login. Someone who was signed in is told
 * why; someone who never was (the first visit) simply lands on the sign-in form. What was cached
 * is dropped once the sign-in page has replaced the screens that showed it.
 */
export function SessionEnd() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  const clearPending = useRef(false);
  current.current = pathname;

  useEffect(() => {
    setUnauthorizedHandler((error) => {
      if (hasStoredSession()) showErrorToast(error.message);
      clearStoredSession();
      // The session probe's answer is out of date: /login must not send the admin back home.
      queryClient.setQueryData(authKeys.me, { admin: null });
      if (current.current === '/login') return;
      clearPending.current = true;
      navigate('/login', { replace: true });
    });
  }, [navigate, queryClient]);

  useEffect(() => {
    if (pathname !== '/login' || !clearPending.current) return;
    clearPending.current = false;
    forgetSession(queryClient);
  }, [pathname, queryClient]);

  return null;
}
