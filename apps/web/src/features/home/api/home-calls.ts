import { adminAlertSchema, adminPaths } from '@simsar/contract/admins';
import { summarySchema } from '@simsar/contract/home';
import { apiPaths, fillPath } from '@simsar/contract/paths';
import { unitPaths } from '@simsar/contract/units-paths';
import { guestLinkPageSchema, linkReplySchema, unitMessageReplySchema } from '@simsar/contract/units-replies';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { pagePath } from '../../../ui/use-page-list.ts';

/** GET /api/admin/summary: the pending and new counts behind the home cards' bells. */
export function getSummary() {
  return apiRequest(apiPaths.summary, { reply: summarySchema });
}

/** The home screen's query keys. */
export const homeKeys = {
  summary: ['home', 'summary'] as const,
  alert: ['home', 'alert'] as const,
  guestLinks: ['home', 'guest-links'] as const,
};

export const summaryQueryOptions = queryOptions({
  queryKey: homeKeys.summary,
  queryFn: getSummary,
  staleTime: 30_000,
});

export function useSummary() {
  return useQuery(summaryQueryOptions);
}

/** GET /api/admin/get_alert (docs/decisions/051): super admins only, for the General tab's bells. */
export function useAdminAlert(enabled: boolean) {
  return useQuery({
    queryKey: homeKeys.alert,
    queryFn: () => apiRequest(adminPaths.alert, { reply: adminAlertSchema }),
    // Fetched whenever the home screen shows: other screens change what it counts.
    refetchOnMount: 'always',
    enabled,
  });
}

/** POST /api/units/empty: a new empty project and the guest link to it (console-core §2, §8). */
export function generateGuestLink() {
  return apiRequest(unitPaths.empty, { method: 'POST', reply: linkReplySchema });
}

/** GET /api/units/guest_links?page=: the empty projects still waiting for a guest. */
export function getGuestLinks(page: number) {
  return apiRequest(pagePath(unitPaths.guestLinks, page, undefined), { reply: guestLinkPageSchema });
}

/** Generates the link; the dialog shows and copies it. The waiting list refreshes. */
export function useGenerateGuestLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateGuestLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeKeys.guestLinks }),
  });
}

/** Change link (POST copy_and_delete) or Delete of a waiting project; the list refreshes. */
export function useGuestLinkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'change' | 'delete' }) => {
      if (action === 'change') {
        return (
          await apiRequest(fillPath(unitPaths.changeLink, { id }), { method: 'POST', reply: linkReplySchema })
        ).link;
      }
      await apiRequest(fillPath(unitPaths.remove, { id }), {
        method: 'DELETE',
        reply: unitMessageReplySchema,
      });
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeKeys.guestLinks }),
  });
}
