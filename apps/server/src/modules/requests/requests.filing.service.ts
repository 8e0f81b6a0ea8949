import type { Page, PageQuery } from '@simsar/contract/lists';
import { requestMessages } from '@simsar/contract/request-bodies';
import { appFiledRows, defaultTargetHours, type MemberQueue } from '@simsar/contract/requests';
import type { AppRequest, RequestCard } from '@simsar/contract/requests-schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { defineList } from '../../core/lists.ts';
import type { SessionMember } from '../../core/session.ts';
import { roundTheClock } from '../../core/work-calendar.ts';
import { isPublishedUnit } from '../units/units.brief.service.ts';
import { cardColumns, toCard } from './requests.cards.service.ts';
import { requests } from './requests.schema.ts';

const appFiledQueues = appFiledRows.map((row) => row.kind);

/** What the apps see of their own request: no member card, no clock. */
function toAppRequest(card: RequestCard): AppRequest {
  const { image, state_changed_at, waited_minutes, overdue, user_id, ...filed } = card;
  return filed;
}

async function readBack(db: Executor, id: string, now: Date): Promise<AppRequest> {
  const [row] = await db.select(cardColumns).from(requests).where(eq(requests.id, id));
  if (!row) throw new AppError('NOT_FOUND', requestMessages.requestNotFound);
  return toAppRequest(toCard(row, true, { now, targetHours: defaultTargetHours, calendar: roundTheClock }));
}

/** A member's filing body as its queue's row reads it: a phone and message, and its own fields. */
export type MemberRequestValues = { phone?: string; message: string; unit_id?: string } & Record<
  string,
  unknown
>;

/** POST /api/app/{queue}: a member's request lands in its queue's to-do list, its own fields in `details`. */
export async function fileMemberRequest(
  db: Executor,
  member: SessionMember,
  queue: MemberQueue,
  values: MemberRequestValues,
  now: Date,
): Promise<AppRequest> {
  if (values.unit_id && !(await isPublishedUnit(db, values.unit_id))) {
    throw new AppError('VALIDATION', requestMessages.projectNotFound, {
      unit_id: requestMessages.projectNotFound,
    });
  }
  const { phone, message, ...details } = values;
  const [row] = await db
    .insert(requests)
    .values({
      queue,
      memberId: member.id,
      status: 'non_done',
      phone: phone ?? null,
      message,
      details,
      createdAt: now,
    })
    .returning({ id: requests.id });
  return readBack(db, (row as { id: string }).id, now);
}

export type FranchiseRequestValues = {
  name: string;
  phone: string;
  description: string;
  location: string;
  imageKey: string;
};

/** POST /api/app/franchise_requests: anyone asks to join as a franchise. */
export async function fileFranchiseRequest(
  db: Executor,
  values: FranchiseRequestValues,
  now: Date,
): Promise<AppRequest> {
  const [row] = await db
    .insert(requests)
    .values({
      queue: 'request_franchises',
      status: 'new',
      phone: values.phone,
      details: { name: values.name, description: values.description, location: values.location },
      image: values.imageKey,
      createdAt: now,
    })
    .returning({ id: requests.id });
  return readBack(db, (row as { id: string }).id, now);
}

/** A member's own requests and their states, newest first. */
const memberRequestsList = defineList(requests, {
  name: 'member-requests',
  columns: () => cardColumns,
  // What the member filed: a dispute about their item is the console's (docs/decisions/540).
  visibleTo: (member: SessionMember) =>
    and(eq(requests.memberId, member.id), inArray(requests.queue, appFiledQueues)),
  order: () => [desc(requests.createdAt), desc(requests.id)],
  toItems: (rows, { filter }: { filter: { now: Date } }) =>
    rows.map((row) =>
      toAppRequest(
        toCard(row, true, { now: filter.now, targetHours: defaultTargetHours, calendar: roundTheClock }),
      ),
    ),
});

/** GET /api/app/requests: the member's own requests and their states, newest first. */
export function listMemberRequests(
  db: Executor,
  member: SessionMember,
  query: PageQuery,
  now: Date,
): Promise<Page<AppRequest>> {
  return memberRequestsList.page(db, member, { ...query, now });
}
