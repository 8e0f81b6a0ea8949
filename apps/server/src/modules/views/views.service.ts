import { type SavedView, type savedViewInputSchema, savedViewMessages } from '@simsar/contract/saved-views';
import { and, asc, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import { admins } from '../../core/admins.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { checkedViewQuery, type ViewLists, viewCount } from './views.query.ts';
import { savedViews } from './views.schema.ts';

type ViewInput = z.output<typeof savedViewInputSchema>;
type ViewRow = typeof savedViews.$inferSelect & { ownerName: string | null };

const viewColumns = {
  id: savedViews.id,
  ownerId: savedViews.ownerId,
  list: savedViews.list,
  path: savedViews.path,
  name: savedViews.name,
  shared: savedViews.shared,
  query: savedViews.query,
  layout: savedViews.layout,
  columns: savedViews.columns,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  ownerName: admins.name,
};

/** The views this admin may open: their own and every shared one, oldest first. */
const readableBy = (admin: SessionAdmin) => or(eq(savedViews.ownerId, admin.id), eq(savedViews.shared, true));

function toView(row: ViewRow, admin: SessionAdmin, count: number): SavedView {
  return {
    _id: row.id,
    list: row.list,
    path: row.path,
    name: row.name,
    shared: row.shared,
    query: row.query,
    layout: row.layout,
    columns: row.columns,
    owner_id: row.ownerId,
    owner_name: row.ownerName,
    mine: row.ownerId === admin.id,
    count,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectViews(lists: ViewLists) {
  return lists.context.db
    .select(viewColumns)
    .from(savedViews)
    .leftJoin(admins, eq(admins.id, savedViews.ownerId));
}

/**
 * The caller's views, each with the caller's count (a shared view counts each viewer's own share).
 * A view whose list the caller may not read, or no longer reads as it was saved, is left out.
 */
export async function listViews(lists: ViewLists, admin: SessionAdmin): Promise<SavedView[]> {
  const rows = await selectViews(lists)
    .where(readableBy(admin))
    .orderBy(asc(savedViews.createdAt), asc(savedViews.id));
  // Each view's count at once, not one after the other: the sidebar asks for them on every load.
  const views = await Promise.all(
    rows.map(async (row) => {
      try {
        const { scope } = checkedViewQuery(lists.registry, row.list, row.query);
        return toView(row, admin, await viewCount(lists, admin, row.list, scope));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return null;
      }
    }),
  );
  return views.filter((view) => view !== null);
}

/** Only super admins share a view with every admin (docs/decisions/560). */
function checkSharing(admin: SessionAdmin, input: ViewInput): void {
  if (input.shared && !admin.isSuper) throw new AppError('FORBIDDEN', savedViewMessages.onlySuperShares);
}

export async function createView(
  lists: ViewLists,
  admin: SessionAdmin,
  input: ViewInput,
): Promise<SavedView> {
  checkSharing(admin, input);
  const { kept, scope } = checkedViewQuery(lists.registry, input.list, input.query);
  const count = await viewCount(lists, admin, input.list, scope);
  const [created] = await lists.context.db
    .insert(savedViews)
    .values({ ...input, query: kept, ownerId: admin.id })
    .returning();
  if (!created) throw new Error('insert returned no row');
  return toView({ ...created, ownerName: admin.name }, admin, count);
}

/**
 * The caller's own view, to change or delete: another admin's private view is 404 (its existence is
 * not told), another's shared view 403.
 */
async function ownView(lists: ViewLists, admin: SessionAdmin, id: string) {
  const [row] = await lists.context.db
    .select({ ownerId: savedViews.ownerId })
    .from(savedViews)
    .where(and(eq(savedViews.id, id), readableBy(admin)));
  if (!row) throw new AppError('NOT_FOUND', savedViewMessages.viewNotFound);
  if (row.ownerId !== admin.id) throw new AppError('FORBIDDEN', savedViewMessages.notOwner);
}

export async function updateView(
  lists: ViewLists,
  admin: SessionAdmin,
  id: string,
  input: ViewInput,
  now: Date,
): Promise<SavedView> {
  await ownView(lists, admin, id);
  checkSharing(admin, input);
  const { kept, scope } = checkedViewQuery(lists.registry, input.list, input.query);
  const count = await viewCount(lists, admin, input.list, scope);
  const [updated] = await lists.context.db
    .update(savedViews)
    .set({ ...input, query: kept, updatedAt: now })
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, admin.id)))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', savedViewMessages.viewNotFound);
  return toView({ ...updated, ownerName: admin.name }, admin, count);
}

export async function deleteView(lists: ViewLists, admin: SessionAdmin, id: string): Promise<void> {
  await ownView(lists, admin, id);
  await lists.context.db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, admin.id)));
}
