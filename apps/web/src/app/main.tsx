import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './surfaces.css';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { authKeys } from '../features/auth/api/auth-calls.ts';
import { applyToDocument, browserLanguage, loadWords, type Words } from '../i18n/i18n.tsx';
import { setUnauthorizedHandler } from '../ui/api-client.ts';
import { readProductName } from '../ui/product-name.ts';
import { clearStoredSession, hasStoredSession } from '../ui/session-storage.ts';
import { showErrorToast } from '../ui/toasts.tsx';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { isCodeLoadFailure } from './route-loading.tsx';
import { AppRoutes } from './router.tsx';

const productName = readProductName();

const queryClient = createQueryClient();

/**
 * Any 401 ends the local session and sends the admin to /login. Someone who was signed in is told
 * why; someone who never was (the first visit) simply lands on the sign-in form. What was cached
 * is dropped once the sign-in page has replaced the screens that showed it.
 */
function SessionEnd({ queryClient }: { queryClient: QueryClient }) {
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
    queryClient.clear();
  }, [pathname, queryClient]);

  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page is painted in this browser's language from the first frame: Arabic's words come first
// when it is the language here (docs/decisions/287); should they not come, English.
const language = browserLanguage();
applyToDocument(language);
loadWords(language)
  .catch(() => loadWords('en'))
  .then((words) => render(words, root));

function render(words: Words, container: HTMLElement) {
  // An error a page's boundary shows is logged, but for a screen's code that did not arrive: the page
  // says so in words (the server cannot be reached), and it is no fault of the console's.
  createRoot(container, {
    onCaughtError: (error, info) => {
      if (!isCodeLoadFailure(error)) console.error(error, info.componentStack);
    },
    // React recovered by rendering again; what threw (the wrapper's cause) and where, for whoever reads
    // the console, where the default report names neither.
    onRecoverableError: (error, info) => {
      console.error(error, error instanceof Error ? error.cause : undefined, info.componentStack);
    },
  }).render(
    <StrictMode>
      <Providers queryClient={queryClient} words={words} productName={productName}>
        {/* A screen still loading shows its loader at once (docs/decisions/140). */}
        <BrowserRouter useTransitions={false}>
          <SessionEnd queryClient={queryClient} />
          <AppRoutes productName={productName} />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}
