import { type ContentAudience, contentAudienceNames } from '@simsar/contract/content-paths';
import { Navigate, useParams } from 'react-router';
import {
  DiscountScreen,
  GuidelinesScreen,
  HelpTeamScreen,
  QuizzesScreen,
  SlidersScreen,
  TrainingScreen,
} from '../features/content/content-screens.tsx';
import { productSlug } from '../ui/product-name.ts';
import { useSession } from './session-context.ts';

/** add or view; anything else is the view tab. An ordinary admin's add is the view (content-operations §2). */
function usePage(base: string) {
  const { page } = useParams();
  const session = useSession();
  const valid = page === 'add' || page === 'view';
  return {
    page: valid ? page : 'view',
    isSuper: session.super_admin,
    redirect: valid ? null : `${base}/view`,
  } as const;
}

function withPage(base: string, render: (page: 'add' | 'view', isSuper: boolean) => React.ReactNode) {
  return function Route() {
    const { page, isSuper, redirect } = usePage(base);
    if (redirect) return <Navigate to={redirect} replace />;
    if (page === 'add' && !isSuper) return <Navigate to={`${base}/view`} replace />;
    return render(page, isSuper);
  };
}

export const HelpTeamRoute = withPage('/help-team', (page, isSuper) => (
  <HelpTeamScreen page={page} isSuper={isSuper} />
));
export const QuizzesRoute = withPage('/quizzes', (page, isSuper) => (
  <QuizzesScreen page={page} isSuper={isSuper} />
));
export const TrainingRoute = withPage('/training', (page, isSuper) => (
  <TrainingScreen kind="training" page={page} isSuper={isSuper} />
));
export const FranchiseTrainingRoute = withPage('/franchise-training', (page, isSuper) => (
  <TrainingScreen kind="franchise" page={page} isSuper={isSuper} />
));

function AudienceRoute({ kind }: { kind: 'guideline' | 'slider' }) {
  const { userType = '', page } = useParams();
  const session = useSession();
  if (!contentAudienceNames.includes(userType as ContentAudience)) return <Navigate to="/" replace />;
  const audience = userType as ContentAudience;
  if (page !== 'view' && (page !== 'add' || !session.super_admin))
    return <Navigate to={`/${kind}/${audience}/view`} replace />;
  const Screen = kind === 'guideline' ? GuidelinesScreen : SlidersScreen;
  return <Screen audience={audience} page={page} isSuper={session.super_admin} />;
}

export const GuidelinesRoute = () => <AudienceRoute kind="guideline" />;
export const SlidersRoute = () => <AudienceRoute kind="slider" />;

export function DiscountRoute({ productName }: { productName: string }) {
  const { page } = useParams();
  const session = useSession();
  const base = `/${productSlug(productName)}-discount`;
  if (page !== 'view' && (page !== 'add' || !session.super_admin))
    return <Navigate to={`${base}/view`} replace />;
  return <DiscountScreen productName={productName} page={page} isSuper={session.super_admin} />;
}
