import { type ContentAudience, contentAudiences } from '@simsar/contract/content-paths';
import { type ContentTypeKey, type ContentTypeRow, contentTypeRows } from '@simsar/contract/content-types';
import type { UserType } from '@simsar/contract/users';
import { useCommonWords } from '../../ui/common-words.ts';
import { ContentTypeForm, ContentTypeList, type ContentView } from './content-kit.tsx';
import { type ContentPage, ContentScreen } from './content-screen.tsx';
import { type ContentViewRow, contentViews } from './content-views.tsx';
import { type FieldRow, fieldView } from './field-list-views.tsx';
import { typeWordsOf, useTypeWords } from './type-words.ts';
import { type ScreenWord, useContentWords } from './words.ts';

/**
 * A content type's console row: its own (content-views.tsx), else its view drawn from its contract
 * row's field list (field-list-views.tsx) in its words (type-words.ts): a type added with a field list
 * needs its row and its Arabic (i18n/content-types.ar.ts) alone.
 */
export function contentViewOf(type: ContentTypeKey): ContentViewRow {
  const own = (contentViews as Partial<Record<ContentTypeKey, ContentViewRow>>)[type];
  if (own) return own;
  const row = contentTypeRows[type] as FieldRow;
  return {
    view: ({ w, types, common }) => {
      const view = fieldView(row, typeWordsOf(type, types), w, common);
      // The form is named as its tab is, in the language in use.
      return { ...view, form: { ...view.form, addLabel: w(`${type}.add` as ScreenWord) } };
    },
  };
}

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
  const types = useTypeWords();
  const common = useCommonWords();
  const row: ContentTypeRow = contentTypeRows[type];
  const screen = contentViewOf(type);
  // Only the types whose route has `{audience}` read the user type, and their routes always give one.
  const userType = (audience && contentAudiences[audience]) as UserType;
  const tabs =
    'view' in screen
      ? tabsOf(screen.view({ userType, productName, w, types, common }), isSuper)
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
