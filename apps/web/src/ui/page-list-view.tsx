import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { GetMoreButton } from './get-more-button.tsx';
import { LoadError } from './load-error.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import type { PageList } from './use-page-list.ts';

/**
 * A paged list's frame: a spinner while page 1 loads, the reason when it could not be loaded,
 * 'Not found' when nothing matches, the items,
 * and Get more while more pages wait on the server.
 */
export function PageListView<Item>({ list, children }: { list: PageList<Item>; children: ReactNode }) {
  if (list.isPending) return <LoadingScreen />;
  if (list.isError && list.items.length === 0) {
    return <LoadError message={list.error?.message} onRetry={list.retry} />;
  }
  return (
    <Stack gap="md">
      {list.items.length === 0 ? <EmptyState /> : children}
      {list.hasMore ? <GetMoreButton loading={list.fetchingMore} onClick={list.fetchMore} /> : null}
    </Stack>
  );
}
