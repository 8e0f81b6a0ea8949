import { requestQueueConfigs } from '@simsar/contract/requests';
import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { PageNotFound } from '../ui/page-not-found.tsx';
import { productSlug } from '../ui/product-name.ts';
import { AdminsRoute, AssignRoute, AuditRoute, ForgotPasswordRoute, TeamRoute } from './admin-routes.tsx';
import {
  DiscountRoute,
  FranchiseTrainingRoute,
  GuidelinesRoute,
  HelpTeamRoute,
  QuizzesRoute,
  SlidersRoute,
  TrainingRoute,
} from './content-routes.tsx';
import { CilRoute, QueueRoute, SubmissionRoute } from './deal-routes.tsx';
import { HomeRoute } from './home-route.tsx';
import { RequestQueueRoute } from './request-routes.tsx';
import { SessionGate } from './session-gate.tsx';
import { Shell } from './shell.tsx';
import { GuestRoute, UnitRoute, UnitsRoute } from './unit-routes.tsx';
import { BrokersRoute, ClientsRoute, FranchisesRoute } from './user-routes.tsx';

/**
 * /login and /guest/... are open; everything else needs a session. An unknown address falls through
 * to the catch-all inside the shell, which says the page is not found.
 */
export function createAppRouter(productName: string) {
  return createBrowserRouter([
    { path: '/login', element: <LoginPage productName={productName} /> },
    { path: '/guest/:id', element: <GuestRoute productName={productName} /> },
    { path: '/guest/*', element: <PageNotFound backTo="/login" backLabel="Go to sign-in" /> },
    {
      element: <SessionGate />,
      children: [
        {
          element: <Shell />,
          children: [
            { index: true, element: <HomeRoute /> },
            { path: 'brokers/:page', element: <BrokersRoute /> },
            { path: 'clients/:page', element: <ClientsRoute /> },
            { path: 'franchises/:page', element: <FranchisesRoute /> },
            { path: 'admins/:page', element: <AdminsRoute /> },
            { path: 'team/:id', element: <TeamRoute /> },
            { path: 'assign/:id', element: <AssignRoute /> },
            { path: 'forgot_password', element: <ForgotPasswordRoute /> },
            { path: 'audit', element: <AuditRoute /> },
            { path: 'units/:page', element: <UnitsRoute /> },
            { path: 'unit/:id', element: <UnitRoute /> },
            ...Object.values(requestQueueConfigs).map((config) => ({
              path: `${config.route.slice(1)}/:page`,
              element: <RequestQueueRoute config={config} />,
            })),
            { path: 'help-team/:page', element: <HelpTeamRoute /> },
            { path: 'quizzes/:page', element: <QuizzesRoute /> },
            { path: 'training/:page', element: <TrainingRoute /> },
            { path: 'franchise-training/:page', element: <FranchiseTrainingRoute /> },
            { path: 'guideline/:userType/:page', element: <GuidelinesRoute /> },
            { path: 'slider/:userType/:page', element: <SlidersRoute /> },
            {
              path: `${productSlug(productName)}-discount/:page`,
              element: <DiscountRoute productName={productName} />,
            },
            { path: 'forms/:page', element: <QueueRoute kind="form" base="/forms" /> },
            { path: 'form/:type/:id', element: <SubmissionRoute kind="form" /> },
            { path: 'deals/id/:id', element: <SubmissionRoute kind="deal" /> },
            { path: 'deals/:page', element: <QueueRoute kind="deal" base="/deals" /> },
            { path: 'cil/:type/:id', element: <CilRoute /> },
            { path: 'cil/:page', element: <QueueRoute kind="cil" base="/cil" /> },
            { path: '*', element: <PageNotFound backTo="/" backLabel="Back to home" /> },
          ],
        },
      ],
    },
  ]);
}
