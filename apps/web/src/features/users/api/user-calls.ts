import { banImpactPath, banImpactReplySchema } from '@simsar/contract/ban-impact';
import { userPageSize } from '@simsar/contract/constants';
import { fillPath } from '@simsar/contract/paths';
import {
  type User,
  type UserType,
  userListReplySchema,
  userPaths,
  userReplySchema,
} from '@simsar/contract/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** The calls every user screen shares (console-core §7 Users); an area passes its type. */
export const userKeys = {
  all: ['users'] as const,
  list: (type: UserType, view: string) => ['users', type, view] as const,
};

export async function getUserPage(type: UserType, page: number): Promise<User[]> {
  return (await apiRequest(fillPath(userPaths.page, { type, page }), { reply: userListReplySchema }))
    .response;
}

export async function getRemovedUsers(type: UserType): Promise<User[]> {
  return (await apiRequest(fillPath(userPaths.removed, { type }), { reply: userListReplySchema })).response;
}

export async function searchUsers(type: UserType, search: string, removed: boolean): Promise<User[]> {
  const reply = await apiRequest(fillPath(userPaths.search, { type }), {
    method: 'POST',
    body: { search, removed },
    reply: userListReplySchema,
  });
  return reply.response;
}

export type UserStateAction = 'ban' | 'unban' | 'remove' | 'unremove';

/** PUT /user/ban|unban|removed|unremoved/{id}; a ban sends its reason (docs/decisions/283), the others no body. */
export async function changeUserState(action: UserStateAction, id: string, reason?: string): Promise<User> {
  const path = fillPath(userPaths[action], { id });
  const body = action === 'ban' ? { reason } : undefined;
  return (await apiRequest(path, { method: 'PUT', body, reply: userReplySchema })).user;
}

/** More pages exist only when the last page was full (console-core §4). */
export function nextPageOf(lastPage: User[], pages: User[][]): number | undefined {
  return lastPage.length === userPageSize ? pages.length + 1 : undefined;
}

/** GET /api/user/ban_impact/{id}: what a ban touches (docs/decisions/283), asked afresh each time the dialog opens. */
export function useBanImpact(id: string) {
  return useQuery({
    queryKey: ['users', 'ban-impact', id],
    queryFn: () => apiRequest(fillPath(banImpactPath, { id }), { reply: banImpactReplySchema }),
    staleTime: 0,
    gcTime: 0,
  });
}
