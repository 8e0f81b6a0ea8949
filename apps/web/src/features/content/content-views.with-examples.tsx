import { useCommonWords } from '../../ui/common-words.ts';
import { ContentTypeForm, ContentTypeList } from './content-kit.tsx';
import * as actual from './content-views.tsx';
import { brochureView } from './content-views-example.tsx';
import { useBrochureWords } from './example/words.ts';
import { useContentWords } from './words.ts';

/**
 * content-views.tsx with the brochures' console row added: what the console's test build
 * (SIMSAR_EXAMPLE_KINDS=1, scripts/example-kinds.ts) bundles in its place. Its tabs read its words
 * by their hooks, so an Arabic screen waits for the brochures' Arabic rather than showing English.
 */
export * from './content-views.tsx';

function useView() {
  return brochureView(useBrochureWords(), useContentWords(), useCommonWords());
}

function BrochureForm() {
  return <ContentTypeForm view={useView()} />;
}

function BrochureList({ isSuper }: { isSuper: boolean }) {
  return <ContentTypeList view={useView()} isSuper={isSuper} />;
}

export const contentViews = {
  ...actual.contentViews,
  brochure: { add: () => <BrochureForm />, list: (isSuper: boolean) => <BrochureList isSuper={isSuper} /> },
} as unknown as typeof actual.contentViews;
