import { z } from 'zod';
import { cilPaths } from './cil.ts';
import { queuePages, submissionPaths } from './deals.ts';
import { listMessages, pageQuerySchema } from './lists.ts';
import { resetPaths } from './password-resets.ts';
import { fillPath } from './paths.ts';
import { queueSorts } from './queue-filters.ts';
import { buttonsOf, clickButtonsOf, type RequestButton } from './queue-kind-row.ts';
import { type QueueKind, type QueueKindRows, queueKinds } from './queue-kinds.ts';
import { submissionDetailLinkOf } from './queue-links.ts';
import { type ClockedQueue, clickMovesOf, clockedQueues, mayAct } from './queue-lists.ts';
import { queuePaths, tabOfState } from './requests.ts';
import { reverseOf } from './transitions.ts';
import { userPaths } from './users.ts';

/**
 * The triage inbox (docs/decisions/281): the waiting (to-do) items of every queue the admin may see,
 * oldest first, in one paged list. Its kinds are every queue's row (queue-kinds.ts): the queues with
 * a service clock (queue-lists.ts), pending brokers and password-reset requests; the states each
 * kind waits in are its to-do tabs'.
 */
export const inboxPath = '/api/inbox';
export const inboxRoute = '/inbox';
/** The inbox in the list registry and the export (GET /api/export/inbox). */
export const inboxListName = 'inbox';

export const inboxKinds = queueKinds.map((row) => row.kind) as [QueueKind, ...QueueKind[]];
export type InboxKind = QueueKind;

/** The kinds this admin's inbox may hold: a super admin's queue (`access.see`) is theirs alone. */
export function inboxKindsFor(isSuper: boolean): InboxKind[] {
  return queueKinds.filter((row) => isSuper || row.access.see === 'admin').map((row) => row.kind);
}

/** Whether a kind's items have a service clock (decision 082): the queues the engine lists. */
export function isClockedKind(kind: InboxKind): kind is ClockedQueue {
  return (clockedQueues as readonly string[]).includes(kind);
}

/**
 * The states an item of a kind waits in: its to-do tabs' (a request queue's waiting tab, New and
 * Pending), a broker's state its accept starts from (pending), a reset request's one open state.
 */
export function waitingStatesOf(row: QueueKindRows): string[] {
  if (row.engine === 'brokers') return [...new Set(Object.values(row.moves).flatMap((move) => move.from))];
  if (row.engine === 'resets') return [...row.states];
  if (row.engine === 'requests') {
    return row.tabs.filter((tab) => tab.todo).map((tab) => tab.state);
  }
  return queuePages.filter((page) => page !== 'accept');
}

/**
 * Where a page of the inbox starts, as the page before's `next` gives it: after that item in the
 * inbox's order, its time filed to the microsecond (UTC), its kind and id (docs/decisions/421).
 */
const inboxCursorPattern = new RegExp(
  `^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z~(${inboxKinds.join('|')})~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
);

export type InboxCursor = { createdAt: string; kind: InboxKind; id: string };

/** The `next` of an inbox page, read back: undefined when it is not one. */
export function inboxCursorOf(text: string): InboxCursor | undefined {
  if (!inboxCursorPattern.test(text)) return undefined;
  const [createdAt, kind, id] = text.split('~') as [string, InboxKind, string];
  return { createdAt, kind, id };
}

export const inboxCursorText = ({ createdAt, kind, id }: InboxCursor) => `${createdAt}~${kind}~${id}`;

export const inboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /**
   * The page before's `next`: this page is read from the item after it (one index range a kind),
   * not by skipping the pages before (an OFFSET). `page` still names the page in the reply.
   */
  after: z
    .string()
    .max(200, listMessages.afterInvalid)
    .refine((text) => inboxCursorOf(text) !== undefined, listMessages.afterInvalid)
    .optional(),
  kind: z.enum(inboxKinds).optional(),
  /** Super admins only: the items of the members assigned to this admin. */
  admin: z.uuid().optional(),
  /** Rows a page, as every console table offers (20, 50, 100; docs/decisions/563). */
  size: pageQuerySchema.shape.size,
  /** When filed (the one sort, as a queue tab's): oldest first unless `dir=desc` (docs/decisions/563). */
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(queueSorts, listMessages.sortInvalid).optional(),
  ),
  dir: pageQuerySchema.shape.dir,
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.string(),
  status: z.string(),
  filed_at: z.string(),
  /**
   * Who filed it: the member (a pending broker is that member); for what anyone files (a franchise
   * join request, a reset request) the name and phone it gives, with `_id` and `user_type` null;
   * null for a member gone.
   */
  filed_by: z
    .object({
      _id: z.string().nullable(),
      name: z.string(),
      phone: z.string(),
      user_type: z.string().nullable(),
    })
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
  /** The next page's `after` (its last item's place); null on a page shorter than its size. */
  next: z.string().nullable(),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

/** A call the inbox sends: its method and the item's path. */
export type InboxCall = { method: 'PUT' | 'DELETE'; path: string };

/**
 * A move the inbox makes on a key: its label, key, the path of the item and whether it asks first.
 * `asks: 'admin'`: it is sent with the admin the member goes to, chosen in the brokers screen's
 * Accept dialog (the suggested one chosen). `undo`: the call that takes it straight back, as the
 * queue's own screen offers it in its toast (docs/decisions/282).
 */
export type InboxMove = InboxCall & {
  move: string;
  label: string;
  key: string;
  confirm: boolean;
  asks?: 'admin';
  undo?: InboxCall;
};

/**
 * The moves of an item in its state that need nothing but a click (those asking for a body or an
 * image, a submission's accept, are made on the item's own page), each on the first free letter of
 * its label: "Done (d)". None where the row lets only a super admin act and the caller is not one.
 */
export function inboxMovesOf(kind: InboxKind, status: string, id: string, isSuper: boolean): InboxMove[] {
  const row = queueKinds.find((entry) => entry.kind === kind);
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
  // A pending broker's accept names the admin it goes to (asked as the brokers screen asks it, the
  // suggested one chosen), its Reject is one click; a new password is shown once and copied on its
  // own screen, so a reset request's Delete alone is made here.
  if (row.engine === 'brokers') {
    if (status !== 'pending') return [];
    return keyed([
      {
        move: 'accept',
        label: 'Accept',
        method: 'PUT',
        path: fillPath(userPaths.accept, { id }),
        confirm: true,
        asks: 'admin',
      },
      {
        move: 'reject',
        label: 'Reject',
        method: 'DELETE',
        path: fillPath(userPaths.reject, { id }),
        confirm: true,
      },
    ]);
  }
  if (row.engine === 'resets') {
    const path = fillPath(resetPaths.remove, { id });
    return keyed([{ move: 'delete', label: 'Delete', method: 'DELETE', path, confirm: true }]);
  }
  if (row.engine === 'requests') {
    const page = tabOfState(row, status)?.page;
    const callOf = (move: RequestButton): InboxCall => ({
      method: 'PUT',
      path: fillPath(queuePaths.move(row, move), { id }),
    });
    return keyed(
      (page ? clickButtonsOf(row, page) : []).map((move) => {
        // Done and undone take each other back, as on the queue's screen (docs/decisions/282).
        const back = reverseOf(buttonsOf(row), move);
        return {
          move: move.action,
          label: move.label,
          ...callOf(move),
          confirm: move.confirm,
          ...(back ? { undo: callOf(back) } : {}),
        };
      }),
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
  const row = queueKinds.find((entry) => entry.kind === item.kind);
  if (!row) return '/';
  if (row.engine === 'brokers') return `${row.route}/${item.status}`;
  if (row.engine === 'resets') return row.route;
  if (row.engine === 'requests') {
    const page = tabOfState(row, item.status)?.page ?? '';
    return `${row.route}/${page}`;
  }
  return submissionDetailLinkOf(row.kind, item.status, item.id);
}
