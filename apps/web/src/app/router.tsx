import { Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { lazyScreen, PageFrame } from './route-loading.tsx';
import { SignedOutOnly } from './signed-out-only.tsx';

// /login is in the first load; everything behind it, routes included, loads on use
// (docs/decisions/140, 291).
const SignedInRoutes = lazyScreen(() => {
  // The session gate, the shell inside it and, at /, the home screen come first behind every such
  // address: fetched beside the routes, not each after the one around it, four round trips in turn
  // (should one fail, its own load says so; docs/decisions/396).
  import('./session-gate.tsx').catch(() => undefined);
  import('./shell.tsx').catch(() => undefined);
  if (window.location.pathname === '/') import('./home-route.tsx').catch(() => undefined);
  return import('./signed-in-routes.tsx');
}, 'SignedInRoutes');
const GuestRoute = lazyScreen(() => import('./unit-routes.tsx'), 'GuestRoute');
const PageNotFound = lazyScreen(() => import('../ui/page-not-found.tsx'), 'PageNotFound');

/** /login and /guest/... are open; everything else needs a session (signed-in-routes.tsx). */
export function AppRoutes({ productName }: { productName: string }) {
  return (
    <PageFrame>
      <Routes>
        <Route
          path="/login"
          element={
            <SignedOutOnly>
              <LoginPage productName={productName} />
            </SignedOutOnly>
          }
        />
        <Route path="/guest/:id" element={<GuestRoute productName={productName} />} />
        <Route path="/guest/*" element={<PageNotFound backTo="/login" />} />
        <Route path="*" element={<SignedInRoutes productName={productName} />} />
      </Routes>
    </PageFrame>
  );
}
