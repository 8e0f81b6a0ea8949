import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { apiPaths } from '@simsar/contract/paths';
import { IconAlertCircle } from '@tabler/icons-react';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
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
  const { t } = useI18n();
  return (
    <LoadErrorBoundary>
      <Suspense
        fallback={
          <Center mih="40dvh" role="status" aria-label={t('screen.loading')}>
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
 * A screen's code that did not arrive: the browser's words for it ("Failed to fetch dynamically
 * imported module", "Importing a module script failed", "error loading dynamically imported module"),
 * or Vite's when the stylesheet the code comes with did not ("Unable to preload CSS for ...": the
 * admins' screens bring the day fields' calendar styles, decision 296).
 */
export function isCodeLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|unable to preload css/i.test(error.message)
  );
}

/** How often a page whose code did not arrive asks whether the server answers again. */
const probeEveryMs = 3000;

/**
 * Reloads the page once the server answers again. The browser keeps a failed module load for the
 * page's life, so only a reload fetches the screen's code anew (and, after an update of the
 * console, fetches the new one); the address is kept, so the admin lands on the same screen.
 */
function useReloadWhenServerAnswers(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const probe = async () => {
      try {
        const reply = await fetch(apiPaths.health, { cache: 'no-store' });
        if (reply.ok && !stopped) window.location.reload();
      } catch {
        // Still out of reach: the next probe asks again.
      }
    };
    const timer = window.setInterval(probe, probeEveryMs);
    window.addEventListener('online', probe);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('online', probe);
    };
  }, [active]);
}

/**
 * A page that cannot be shown: its code did not load (the network dropped, or the console was
 * updated since this tab opened and the old file is gone), or it failed while drawing. A page whose
 * code did not load says the server cannot be reached and loads by itself once it answers.
 */
function PageError({ error }: { error: unknown }) {
  const unreachable = isCodeLoadFailure(error);
  useReloadWhenServerAnswers(unreachable);
  const { t } = useI18n();
  return (
    <Center mih="40dvh" p="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={unreachable ? t('screen.cannotReach') : t('screen.cannotShow')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {unreachable ? t('screen.unreachable') : error instanceof Error ? error.message : String(error)}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
            {t('screen.reload')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
