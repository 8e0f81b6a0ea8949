import { memberPagePaths, memberPageReplySchema } from '@simsar/contract/member-page';
import { fillPath } from '@simsar/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

export const memberKeys = {
  page: (id: string) => ['members', 'page', id] as const,
};

/** GET /api/user/member/{id}: a member's page (docs/decisions/442). */
export function useMemberPage(id: string) {
  return useQuery({
    queryKey: memberKeys.page(id),
    queryFn: () => apiRequest(fillPath(memberPagePaths.page, { id }), { reply: memberPageReplySchema }),
  });
}
