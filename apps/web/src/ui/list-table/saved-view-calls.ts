import { fillPath } from '@simsar/contract/paths';
import {
  type SavedView,
  type SavedViewInput,
  savedViewPaths,
  savedViewSchema,
  savedViewsReplySchema,
} from '@simsar/contract/saved-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../api-client.ts';
import { applyListPrefs } from './use-list-prefs.ts';
import { useListTableWords } from './words.ts';

/** Saved views' calls (docs/decisions/560): one cached list, for the lists' tabs and the sidebar. */
export const savedViewKeys = { all: ['saved-views'] as const };

/** GET /api/views: the caller's own views and the shared ones, each with the caller's count. */
export function useSavedViews() {
  return useQuery({
    queryKey: savedViewKeys.all,
    queryFn: async () => (await apiRequest(savedViewPaths.all, { reply: savedViewsReplySchema })).items,
    // Read once for the sidebar and the tabs of each screen opened soon after, not at every screen;
    // saving or deleting a view reads it again at once.
    staleTime: 30_000,
  });
}

export function useSavedViewCalls() {
  const client = useQueryClient();
  const w = useListTableWords();
  const refresh = () => client.invalidateQueries({ queryKey: savedViewKeys.all });
  const save = useMutation({
    mutationFn: (body: SavedViewInput) =>
      apiRequest(savedViewPaths.all, { method: 'POST', body, reply: savedViewSchema }),
    onSuccess: refresh,
    meta: { successToast: () => w('viewSaved') },
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiRequest(fillPath(savedViewPaths.view, { id }), { method: 'DELETE', reply: z.unknown() }),
    onSuccess: refresh,
    meta: { successToast: () => w('viewDeleted') },
  });
  const update = useMutation({
    mutationFn: ({ view, change }: { view: SavedView; change: ViewChange }) =>
      apiRequest(fillPath(savedViewPaths.view, { id: view._id }), {
        method: 'PUT',
        body: { ...inputOf(view), ...change } satisfies SavedViewInput,
        reply: savedViewSchema,
      }),
    onSuccess: refresh,
    meta: {
      successToast: (_reply: unknown, { change }: { change: ViewChange }) =>
        change.name !== undefined ? w('viewRenamed') : change.shared ? w('viewShared') : w('viewUnshared'),
    },
  });
  return { save, remove, update };
}

/** What the view's menu changes (docs/decisions/564): its name, or whether every admin sees it. */
type ViewChange = { name?: string; shared?: boolean };

/** A view as the PUT call takes it back: all it keeps, so a rename or a share changes nothing else. */
function inputOf(view: SavedView): SavedViewInput {
  const { list, path, name, shared, query, layout, columns } = view;
  return { list, path, name, shared, query, layout, columns };
}

/** Where a view opens: its screen with its list's address. */
export function viewLink(view: Pick<SavedView, 'path' | 'query'>): string {
  const query = new URLSearchParams(view.query).toString();
  return query ? `${view.path}?${query}` : view.path;
}

/** Opening a view: its cards or table and its columns become the admin's for that list. */
export function applyViewLayout(adminId: string, view: SavedView): void {
  applyListPrefs(adminId, view.list, {
    view: view.layout,
    ...(view.columns.length > 0 && { columns: view.columns }),
  });
}

/** Whether the address shows exactly this view (its page aside). */
export function showsView(
  view: Pick<SavedView, 'path' | 'query'>,
  pathname: string,
  params: URLSearchParams,
) {
  if (view.path !== pathname) return false;
  const shown = [...params.entries()].filter(([key]) => key !== 'page');
  const kept = Object.entries(view.query);
  return shown.length === kept.length && kept.every(([key, value]) => params.get(key) === value);
}
