import { z } from 'zod';
import { cilPaths } from './cil.ts';
import { queuePages, submissionPaths } from './deals.ts';
import { fillPath } from './paths.ts';
import { submissionDetailLinkOf } from './queue-links.ts';
import {
  type ClockedQueue,
  clickMovesOf,
  clockedQueueRows,
  clockedQueues,
  type ListedQueueRow,
  mayAct,
} from './queue-lists.ts';
import { queuePaths, requestQueueConfigs } from './requests.ts';

/**
 * The triage inbox (docs/decisions/281): the waiting (to-do) items of every queue the admin may see,
 * oldest first, in one paged list. Its kinds are the queues with a service clock (queue-lists.ts),
 * read off the rows; the states each kind waits in are its to-do tabs'.
 */
export const inboxPath = '/api/inbox';
export const inboxRoute = '/inbox';

export const inboxKinds = clockedQueues;
export type InboxKind = ClockedQueue;

/** The states an item of a kind waits in: its to-do tabs' (a request queue's waiting tab, New and Pending). */
export function waitingStatesOf(row: ListedQueueRow): string[] {
  if (row.engine === 'requests') {
    return requestQueueConfigs[row.kind].lists.filter((list) => list.todo).map((list) => list.state);
  }
  return queuePages.filter((page) => page !== 'accept');
}

export const inboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  kind: z.enum(inboxKinds).optional(),
  /** Super admins only: the items of the members assigned to this admin. */
  admin: z.uuid().optional(),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.string(),
  status: z.string(),
  filed_at: z.string(),
  /** The member who filed it; null for what anyone files (franchise join requests) or a member gone. */
  filed_by: z
    .object({ _id: z.string(), name: z.string(), phone: z.string(), user_type: z.string() })
    .nullable(),
  waited_minutes: z.number().int(),
  overdue: z.boolean(),
  /** One line saying what it is: the message, or the client and project. */
  summary: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxReplySchema = z.object({
  items: z.array(inboxItemSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

/** A move the inbox makes on a key: its label, key, the PUT path of the item and whether it asks first. */
export type InboxMove = {
  move: string;
  label: string;
  key: string;
  method: 'PUT' | 'DELETE';
  path: string;
  confirm: boolean;
};

/**
 * The moves of an item in its state that need nothing but a click (those asking for a body or an
 * image, a submission's accept, are made on the item's own page), each on the first free letter of
 * its label: "Done (d)". None where the row lets only a super admin act and the caller is not one.
 */
export function inboxMovesOf(kind: InboxKind, status: string, id: string, isSuper: boolean): InboxMove[] {
  const row = clockedQueueRows.find((entry) => entry.kind === kind);
  // Who may move is the row's `access.act`: an ordinary admin only views a super admin's queue.
  if (!row || !mayAct(row, isSuper)) return [];
  const reserved = new Set(['j', 'k', 'o']);
  const keyed = (moves: Omit<InboxMove, 'key'>[]) =>
    moves.map((move) => {
      const key = [...move.label.toLowerCase()].find(
        (letter) => /[a-z]/.test(letter) && !reserved.has(letter),
      );
      if (key) reserved.add(key);
      return { ...move, key: key ?? '' };
    });
  if (row.engine === 'requests') {
    const config = requestQueueConfigs[row.kind];
    const page = config.lists.find((list) => list.state === status)?.page;
    return keyed(
      config.moves
        .filter((move) => move.page === page)
        .map((move) => ({
          move: move.action,
          label: move.label,
          method: 'PUT' as const,
          path: fillPath(queuePaths.move(config, move), { id }),
          confirm: move.confirm,
        })),
    );
  }
  const paths: Record<string, string> =
    row.kind === 'cil' ? cilPaths : submissionPaths[row.kind as keyof typeof submissionPaths];
  return keyed(
    clickMovesOf(row, status).map(({ move, label, confirm }) => ({
      move,
      label,
      method: move === 'pending' ? ('PUT' as const) : ('DELETE' as const),
      path: fillPath(paths[move] ?? '', { id }),
      confirm,
    })),
  );
}

/** The console's page of one item, where every move is made (a submission's accept with its fields). */
export function inboxItemRouteOf(item: Pick<InboxItem, 'kind' | 'id' | 'status'>): string {
  const row = clockedQueueRows.find((entry) => entry.kind === item.kind);
  if (!row) return '/';
  if (row.engine === 'requests') {
    const page = requestQueueConfigs[row.kind].lists.find((list) => list.state === item.status)?.page ?? '';
    return `${row.route}/${page}`;
  }
  return submissionDetailLinkOf(row.kind, item.status, item.id);
}
