import {
  type BanImpact,
  banImpactNamedInvitees,
  banImpactPath,
  banImpactReplySchema,
} from '@simsar/contract/ban-impact';
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

/** GET /api/user/admin_choices (super admins): the admins a member list may be filtered by. */

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

/** At most this many ban-impact calls at once while a bulk ban's dialog sums them. */
const impactCallsAtOnce = 4;

/** What banning all of `impacts`' members touches together: their open items, invitees and earnings added up. */
export function sumBanImpacts(impacts: readonly BanImpact[]): BanImpact {
  const waiting = new Map<BanImpact['queues'][number]['kind'], number>();
  for (const impact of impacts) {
    for (const queue of impact.queues)
      waiting.set(queue.kind, (waiting.get(queue.kind) ?? 0) + queue.waiting);
  }
  return {
    queues: [...waiting].map(([kind, count]) => ({ kind, waiting: count })),
    invited: {
      count: impacts.reduce((total, impact) => total + impact.invited.count, 0),
      first: impacts.flatMap((impact) => impact.invited.first).slice(0, banImpactNamedInvitees),
    },
    earnings: impacts.reduce((total, impact) => total + impact.earnings, 0),
  };
}

/**
 * GET /api/user/ban_impact/{id} for each member a ban is about to touch (docs/decisions/283; a bulk
 * ban's selection, decision 341), a few calls at a time, added up; asked afresh each time the dialog opens.
 */
export function useBanImpact(ids: readonly string[]) {
  return useQuery({
    queryKey: ['users', 'ban-impact', ...ids],
    queryFn: async () => {
      const impacts: BanImpact[] = [];
      for (let start = 0; start < ids.length; start += impactCallsAtOnce) {
        const batch = ids.slice(start, start + impactCallsAtOnce);
        impacts.push(
          ...(await Promise.all(
            batch.map((id) => apiRequest(fillPath(banImpactPath, { id }), { reply: banImpactReplySchema })),
          )),
        );
      }
      return sumBanImpacts(impacts);
    },
    staleTime: 0,
    gcTime: 0,
  });
}
