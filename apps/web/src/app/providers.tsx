import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { LanguageProvider, type Words } from '../i18n/i18n.tsx';
import { isToasterWanted, loadToastStack, subscribeToasterWanted } from '../ui/toasts.tsx';

// Text a person types runs in the direction of its first letters: Arabic typed into a notification
// or a quiz question reads right to left as it is typed (docs/decisions/163), English left to right.
// (`dir` itself goes to Mantine's wrapper, not to the input: `attributes` reaches the input.)
// Plain objects, not `Textarea.extend`: that would put the textarea's code on the sign-in page.
const typedText = { defaultProps: { attributes: { input: { dir: 'auto' } } } };

// Every text readable in both schemes, as WCAG AA asks (4.5:1; e2e/colours.spec.ts checks each
// screen, docs/decisions/286): the filled buttons' and links' indigo one shade deeper than Mantine's,
// and the dimmed and placeholder greys darker in light, lighter in dark.
// An admin whose system asks for less motion gets none: dialogs, menus and toasts appear and go at
// once, without sliding or scaling (WCAG 2.3.3; docs/decisions/289).
const theme = createTheme({
  respectReducedMotion: true,
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  components: { TextInput: typedText, Textarea: typedText },
});

/**
 * The light variant's text (light buttons, badges, alerts) in the light scheme, darkened where
 * Mantine's shade 9 falls under 4.5:1 on the variant's background (shade 1) or its hover (shade 2):
 * orange 3.6:1, yellow 2.7:1, green 3.8:1 before.
 */
const lightVariantText: Record<string, string> = {
  orange: '#ad390b',
  red: '#b02424',
  yellow: '#a05300',
  teal: '#076f50',
  green: '#237132',
  blue: '#155999',
  cyan: '#0a687a',
  indigo: '#3148b7',
  violet: '#5939b8',
  lime: '#47730a',
};

/**
 * The filled variant (buttons, badges) under white text, in both schemes: Mantine's shade 7 (light) or
 * 8 (dark) of these colours falls under 4.5:1 (red 3.8, blue 4.2, teal 3.1, green 2.8, orange 3.0):
 * the light variant's text colour above, which reaches it, and a tenth darker on hover.
 */
const filledUnderWhite = Object.fromEntries(
  Object.entries(lightVariantText)
    // Indigo and violet pass; yellow and lime are filled under dark text (autoContrast), which passes.
    .filter(([color]) => !['indigo', 'violet', 'yellow', 'lime'].includes(color))
    .flatMap(([color, shade]) => [
      [`--mantine-color-${color}-filled`, shade],
      [`--mantine-color-${color}-filled-hover`, `color-mix(in srgb, ${shade} 90%, black)`],
    ]),
);

const readableGreys: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#5c636a',
    ...Object.fromEntries(
      Object.entries(lightVariantText).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
    ),
    ...filledUnderWhite,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': '#a3a3a3',
    ...filledUnderWhite,
  },
});

// Should its code fail to load (the connection gone before it came), the page goes on without toasts
// rather than failing as a whole.
const noToaster = () => <></>;
const Toaster = lazy(() =>
  loadToastStack().then(
    (toasts) => ({ default: toasts.Toaster }),
    () => ({ default: noToaster }),
  ),
);

/**
 * Mounts the toasts' stack once it is wanted (ui/toasts.tsx): at once behind the sign-in page, at
 * the first touch of the sign-in form, or with the first toast (docs/decisions/291). A toast shown
 * before the stack has loaded waits in the store and appears with it.
 */
function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function Providers({
  queryClient,
  words,
  productName,
  children,
}: {
  queryClient: QueryClient;
  /** The first language's words (main.tsx loads them before the first paint). */
  words: Words;
  /** The product's name, for the document's title ("{product} Dashboard" in the chosen language). */
  productName: string;
  children: ReactNode;
}) {
  return (
    <LanguageProvider initial={words} productName={productName}>
      <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={readableGreys}>
        <LazyToaster />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </LanguageProvider>
  );
}
