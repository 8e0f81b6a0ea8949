import { type ContentTypeKey, contentTypeRows, contentWords } from '@simsar/contract/content-types';
import { queueKinds } from '@simsar/contract/queue-kinds';
import { submissionQueues } from '@simsar/contract/queue-links';
import { isListedQueue } from '@simsar/contract/queue-lists';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { productSlug } from '../ui/product-name.ts';
import { wantToaster } from '../ui/toasts.tsx';
import { lazyScreen, ScreenFrame } from './route-loading.tsx';

// Each area's routes load on first use (docs/decisions/140). This module itself loads only past
// /login: the sign-in page carries none of the rows (queues, content types) the routes are made of
// (docs/decisions/291).
const adminRoutes = () => import('./admin-routes.tsx');
const contentRoutes = () => import('./content-routes.tsx');
const dealRoutes = () => import('./deal-routes.tsx');
const unitRoutes = () => import('./unit-routes.tsx');
const userRoutes = () => import('./user-routes.tsx');

const SessionGate = lazyScreen(() => import('./session-gate.tsx'), 'SessionGate');
const Shell = lazyScreen(() => import('./shell.tsx'), 'Shell');
const PageNotFound = lazyScreen(() => import('../ui/page-not-found.tsx'), 'PageNotFound');
const HomeRoute = lazyScreen(() => import('./home-route.tsx'), 'HomeRoute');
const QueueRoute = lazyScreen(() => import('./queue-routes.tsx'), 'QueueRoute');
const InboxRoute = lazyScreen(() => import('./inbox-route.tsx'), 'InboxRoute');
const ReportsRoute = lazyScreen(() => import('./reports-route.tsx'), 'ReportsRoute');
const UnitsRoute = lazyScreen(unitRoutes, 'UnitsRoute');
const UnitRoute = lazyScreen(unitRoutes, 'UnitRoute');
const DevelopersRoute = lazyScreen(unitRoutes, 'DevelopersRoute');
const BrokersRoute = lazyScreen(userRoutes, 'BrokersRoute');
const ClientsRoute = lazyScreen(userRoutes, 'ClientsRoute');
const FranchisesRoute = lazyScreen(userRoutes, 'FranchisesRoute');
const MemberRoute = lazyScreen(userRoutes, 'MemberRoute');
const AdminsRoute = lazyScreen(adminRoutes, 'AdminsRoute');
const TeamRoute = lazyScreen(adminRoutes, 'TeamRoute');
const AssignRoute = lazyScreen(adminRoutes, 'AssignRoute');
const ForgotPasswordRoute = lazyScreen(adminRoutes, 'ForgotPasswordRoute');
const AuditRoute = lazyScreen(adminRoutes, 'AuditRoute');
const ContentRoute = lazyScreen(contentRoutes, 'ContentRoute');
const QueueItemRoute = lazyScreen(dealRoutes, 'QueueItemRoute');
const ReceivablesRoute = lazyScreen(dealRoutes, 'ReceivablesRoute');

/** Each content type's route, as its row says: the user type a `:userType` segment, the product's slug put in. */
const contentTypeKeys = Object.keys(contentTypeRows) as ContentTypeKey[];
const contentRoutePath = (type: ContentTypeKey, productName: string) =>
  contentWords(contentTypeRows[type].route, {
    audience: ':userType',
    product: productSlug(productName),
  }).slice(1);

/**
 * Every address but /login and /guest/...: the session is checked first. An unknown address falls
 * through to the catch-all inside the shell, which says the page is not found.
 */
export function SignedInRoutes({ productName }: { productName: string }) {
  // The toasts' code comes now, while the connection is known to be up: offline later, the
  // message that says so can still show (docs/decisions/162).
  useEffect(wantToaster, []);
  return (
    <Routes>
      <Route element={<SessionGate />}>
        <Route element={<Shell />}>
          <Route element={<ScreenFrame />}>
            <Route index element={<HomeRoute />} />
            <Route path="brokers/:page" element={<BrokersRoute />} />
            <Route path="clients/:page" element={<ClientsRoute />} />
            <Route path="franchises/:page" element={<FranchisesRoute />} />
            <Route path="members/:id" element={<MemberRoute />} />
            <Route path="admins/:page" element={<AdminsRoute />} />
            <Route path="team/:id" element={<TeamRoute />} />
            <Route path="assign/:id" element={<AssignRoute />} />
            <Route path="forgot_password" element={<ForgotPasswordRoute />} />
            <Route path="audit" element={<AuditRoute />} />
            <Route path="inbox" element={<InboxRoute />} />
            <Route path="reports" element={<ReportsRoute />} />
            <Route path="units/:page" element={<UnitsRoute />} />
            <Route path="unit/:id" element={<UnitRoute />} />
            <Route path="developers" element={<DevelopersRoute />} />
            <Route path="receivables" element={<ReceivablesRoute />} />
            {queueKinds.filter(isListedQueue).map((row) => (
              <Route key={row.kind} path={`${row.route.slice(1)}/:page`} element={<QueueRoute row={row} />} />
            ))}
            {contentTypeKeys.map((type) => (
              <Route
                key={type}
                path={`${contentRoutePath(type, productName)}/:page`}
                element={<ContentRoute type={type} productName={productName} />}
              />
            ))}
            {submissionQueues.map((row) => (
              <Route
                key={`${row.kind}-item`}
                path={row.detailRoute.slice(1)}
                element={<QueueItemRoute kind={row.kind} />}
              />
            ))}
            <Route path="*" element={<PageNotFound backTo="/" />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
