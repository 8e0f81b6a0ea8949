import { createTheme, MantineProvider, Textarea, TextInput } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

// Text a person types runs in the direction of its first letters: Arabic typed into a notification
// or a quiz question reads right to left as it is typed (docs/decisions/163), English left to right.
// (`dir` itself goes to Mantine's wrapper, not to the input: `attributes` reaches the input.)
const typedText = { defaultProps: { attributes: { input: { dir: 'auto' } } } };

const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  components: { TextInput: TextInput.extend(typedText), Textarea: Textarea.extend(typedText) },
});

// Should its code fail to load (the connection gone before it came), the page goes on without toasts
// rather than failing as a whole.
const noToaster = () => <></>;
const Toaster = lazy(() => import('./toaster.tsx').catch(() => ({ default: noToaster })));

/**
 * Mounts the toasts' stack right after the first paint: the page does not wait for it, and it is
 * there before the connection can drop, so the offline message can show. A toast
 * shown before the stack has loaded waits in the store and appears with it.
 */
function LazyToaster() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  useEffect(() => setNeeded(true), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <LazyToaster />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
