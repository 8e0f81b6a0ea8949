import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../ui/api-client.ts';
import { readProductName } from '../ui/product-name.ts';
import { clearStoredSession, hasStoredSession } from '../ui/session-storage.ts';
import { showErrorToast } from '../ui/toasts.tsx';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

const productName = readProductName();
document.title = `${productName} Dashboard`;

const queryClient = createQueryClient();
const router = createAppRouter(productName);

// Any 401 ends the local session and sends the admin to /login. Someone who was signed in is told
// why; someone who never was (the first visit) simply lands on the sign-in form.
setUnauthorizedHandler((error) => {
  if (hasStoredSession()) showErrorToast(error.message);
  clearStoredSession();
  if (router.state.location.pathname === '/login') return;
  void router.navigate('/login', { replace: true }).then(() => queryClient.clear());
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
