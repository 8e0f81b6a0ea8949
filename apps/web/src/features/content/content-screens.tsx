import { type ContentAudience, contentAudiences } from '@simsar/contract/content-paths';
import { type ContentTypeKey, type ContentTypeRow, contentTypeRows } from '@simsar/contract/content-types';
import type { UserType } from '@simsar/contract/users';
import { ContentTypeForm, ContentTypeList, type ContentView } from './content-kit.tsx';
import { type ContentPage, ContentScreen } from './content-screen.tsx';
import { type ContentViewRow, contentViews } from './content-views.tsx';
import { useContentWords } from './words.ts';

/** A view's two tabs: its own add form, else the shared one; the shared list. */
function tabsOf<Item extends { _id: string }>(view: ContentView<Item>, isSuper: boolean) {
  const { form, addForm } = view;
  return {
    add: () => (addForm ? addForm() : form ? <ContentTypeForm view={{ ...view, form }} /> : null),
    view: () => <ContentTypeList view={view} isSuper={isSuper} />,
  };
}

/**
 * A content type's screen, /{route}/{add|view} (content-operations §2): its contract row's title and
 * tabs, and its console row's list and form (content-views.tsx). `audience` is the route's user-type
 * segment, for the types whose route has one.
 */
export function ContentTypeScreen({
  type,
  audience,
  productName,
  page,
  isSuper,
}: {
  type: ContentTypeKey;
  audience?: ContentAudience;
  productName: string;
  page: ContentPage;
  isSuper: boolean;
}) {
  const w = useContentWords();
  const row: ContentTypeRow = contentTypeRows[type];
  const screen: ContentViewRow = contentViews[type];
  // Only the types whose route has `{audience}` read the user type, and their routes always give one.
  const userType = (audience && contentAudiences[audience]) as UserType;
  const tabs =
    'view' in screen
      ? tabsOf(screen.view({ userType, productName, w }), isSuper)
      : { add: screen.add, view: () => screen.list(isSuper) };
  return (
    <ContentScreen
      type={type}
      row={row}
      audience={audience}
      productName={productName}
      page={page}
      isSuper={isSuper}
      {...tabs}
    />
  );
}
