import type { Page } from '@simsar/contract/lists';
import { memberListPaths, memberPageReplySchema } from '@simsar/contract/member-lists';
import { fillPath } from '@simsar/contract/paths';
import type { User, UserType } from '@simsar/contract/users';
import { apiRequest } from '../api-client.ts';

/** GET /api/user/list/{type}: a page of a member list, sorted, searched and filtered (docs/decisions/520). */
export async function getMemberPage(
  type: UserType,
  page: number,
  query: Record<string, string | undefined>,
): Promise<Page<User>> {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  return apiRequest(`${fillPath(memberListPaths.page, { type })}?${params}`, {
    reply: memberPageReplySchema,
  });
}
