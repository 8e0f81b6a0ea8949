import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './surfaces.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyToDocument, browserLanguage, loadWords, type Words } from '../i18n/i18n.tsx';
import { readProductName } from '../ui/product-name.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { isCodeLoadFailure } from './route-loading.tsx';
import { AppRoutes } from './router.tsx';
import { SessionEnd } from './session-end.tsx';

const productName = readProductName();

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page is painted in this browser's language from the first frame: Arabic's words come first
// when it is the language here (docs/decisions/287); should they not come, English.
const language = browserLanguage();
applyToDocument(language);
loadWords(language)
  .catch(() => loadWords('en'))
  .then((words) => render(words, root));

function render(words: Words, container: HTMLElement) {
  // An error a page's boundary shows is logged, but for a screen's code that did not arrive: the page
  // says so in words (the server cannot be reached), and it is no fault of the console's.
  createRoot(container, {
    onCaughtError: (error, info) => {
      if (!isCodeLoadFailure(error)) console.error(error, info.componentStack);
    },
    // React recovered by rendering again; what threw (the wrapper's cause) and where, for whoever reads
    // the console, where the default report names neither.
    onRecoverableError: (error, info) => {
      console.error(error, error instanceof Error ? error.cause : undefined, info.componentStack);
    },
  }).render(
    <StrictMode>
      <Providers queryClient={queryClient} words={words} productName={productName}>
        {/* A screen still loading shows its loader at once (docs/decisions/140). */}
        <BrowserRouter useTransitions={false}>
          <SessionEnd />
          <AppRoutes productName={productName} />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}
