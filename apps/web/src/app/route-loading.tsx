import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';

/**
 * A screen whose code loads on its first visit (docs/decisions/140): the sign-in page carries none
 * of the code, forms and schemas of the screens behind it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props are those of the screen named, checked where it is used.
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Around the whole console: a loader while a page's code loads on a first visit. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}

/** Beside the sidebar: a loader in place of the screen while its code loads; the sidebar stays. */
export function ScreenFrame() {
  return (
    <LoadErrorBoundary>
      <Suspense
        fallback={
          <Center mih="40dvh" role="status" aria-label="Loading the screen">
            <Loader type="dots" />
          </Center>
        }
      >
        <Outlet />
      </Suspense>
    </LoadErrorBoundary>
  );
}

/** A new address clears the error: the admin can leave a screen that failed. */
function LoadErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { pathname: string; error: unknown };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, error: undefined };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <PageError error={this.state.error} />;
  }
}

/**
 * A page that cannot be shown: its code did not load (the network dropped, or the console was
 * updated since this tab opened and the old file is gone), or it failed while drawing.
 */
function PageError({ error }: { error: unknown }) {
  return (
    <Center mih="40dvh" p="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Cannot show this page">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error instanceof Error ? error.message : String(error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
