import { type ContentAudience, contentAudienceNames } from '@simsar/contract/content-paths';
import { type ContentTypeKey, contentTypeRows, contentWords } from '@simsar/contract/content-types';
import { Navigate, useParams } from 'react-router';
import { ContentTypeScreen } from '../features/content/content-screens.tsx';
import { productSlug } from '../ui/product-name.ts';
import { useSession } from './session-context.ts';

/**
 * A content type's route, /{route}/{add|view}, as its row says: anything but view, or add for an
 * ordinary admin, is the view tab (content-operations §2); an unknown user type goes home.
 */
export function ContentRoute({ type, productName }: { type: ContentTypeKey; productName: string }) {
  const { userType = '', page } = useParams();
  const session = useSession();
  const { route } = contentTypeRows[type];
  const perAudience = route.includes('{audience}');
  if (perAudience && !contentAudienceNames.includes(userType as ContentAudience))
    return <Navigate to="/" replace />;
  const audience = perAudience ? (userType as ContentAudience) : undefined;
  const base = contentWords(route, { audience, product: productSlug(productName) });
  if (page !== 'view' && (page !== 'add' || !session.super_admin))
    return <Navigate to={`${base}/view`} replace />;
  return (
    <ContentTypeScreen
      key={base}
      type={type}
      audience={audience}
      productName={productName}
      page={page}
      isSuper={session.super_admin}
    />
  );
}
