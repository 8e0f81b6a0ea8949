import { Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { lazyScreen, PageFrame } from './route-loading.tsx';
import { SignedOutOnly } from './signed-out-only.tsx';

// /login is in the first load; everything behind it, routes included, loads on use
// (docs/decisions/140, 291).
const SignedInRoutes = lazyScreen(() => {
  // The session gate comes first behind every such address: fetched beside the routes, not after
  // them (should it fail, the gate's own load says so).
  import('./session-gate.tsx').catch(() => undefined);
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
