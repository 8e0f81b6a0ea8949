import { adminListReplySchema, adminPaths } from '@simsar/contract/admins';
import {
  type InboxCall,
  type InboxKind,
  type InboxMove,
  inboxPath,
  inboxReplySchema,
} from '@simsar/contract/inbox';
import type { SortDirection } from '@simsar/contract/lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../ui/api-client.ts';
import { replyMessage } from '../../../ui/toasts.tsx';

export type InboxFilter = {
  page: number;
  kind?: InboxKind | undefined;
  admin?: string | undefined;
  /** Rows a page (the table's pager, docs/decisions/563); the list's own when none. */
  size?: number | undefined;
  /** When filed, oldest first unless `desc` (the table's Filed header). */
  sort?: string | undefined;
  dir?: SortDirection | undefined;
};

export const inboxKeys = {
  all: ['inbox'] as const,
  page: (filter: InboxFilter) => ['inbox', filter] as const,
};

/**
 * GET /api/inbox?page=&kind=&admin=&size=: one page of the waiting items, oldest first; read after
 * the page before's last item when `after` (its `next`) is given (docs/decisions/421).
 */
export function useInbox(filter: InboxFilter, after?: string | undefined) {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.admin) query.set('admin', filter.admin);
  if (filter.size) query.set('size', String(filter.size));
  if (filter.sort) query.set('sort', filter.sort);
  if (filter.dir) query.set('dir', filter.dir);
  if (after) query.set('after', after);
  return useQuery({
    queryKey: [...inboxKeys.page(filter), after ?? null],
    queryFn: () => apiRequest(`${inboxPath}?${query}`, { reply: inboxReplySchema }),
    placeholderData: keepPreviousData,
  });
}

/** Every admin, for a super admin's "Assigned admin" filter. */
export function useAdminChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['inbox', 'admins'],
    queryFn: () => apiRequest(adminPaths.all, { reply: adminListReplySchema }),
    enabled,
  });
}

const moveReplySchema = z.object({ message: z.string() });

/** A move as sent: the move, and the admin a pending broker's Accept gives them to. */
export type InboxMoveCall = { move: InboxMove; adminId?: string | undefined };

const send = ({ method, path }: InboxCall, body?: Record<string, string>) =>
  apiRequest(path, { method, body, reply: moveReplySchema });

/**
 * One of the item's moves, by its own queue's call; the inbox is read again after it. Its toast
 * offers the queue's own Undo where the queue's screen does (docs/decisions/282).
 */
export function useInboxMove(onMoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ move, adminId }: InboxMoveCall) =>
      send(move, adminId === undefined ? undefined : { admin_id: adminId }),
    onSuccess: () => {
      onMoved();
      return queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
    meta: {
      successToast: replyMessage,
      undo: (_reply: unknown, { move }: InboxMoveCall) => {
        const back = move.undo;
        return back && (() => send(back));
      },
    },
  });
}
