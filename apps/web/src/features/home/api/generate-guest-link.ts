import { fillPath } from '@simsar/contract/paths';
import { unitPaths } from '@simsar/contract/units-paths';
import { guestLinkPageSchema, linkReplySchema, unitMessageReplySchema } from '@simsar/contract/units-replies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { pagePath } from '../../../ui/use-page-list.ts';
import { homeKeys } from './home-calls.ts';

/** POST /api/units/empty: a new empty project and the guest link to it (console-core §2, §8). */
export function generateGuestLink() {
  return apiRequest(unitPaths.empty, { method: 'POST', reply: linkReplySchema });
}

/** GET /api/units/guest_links?page=: the empty projects still waiting for a guest (issue 12). */
export function getGuestLinks(page: number) {
  return apiRequest(pagePath(unitPaths.guestLinks, page, undefined), { reply: guestLinkPageSchema });
}

/** Generates the link; the dialog shows and copies it (issue 12). The waiting list refreshes. */
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
