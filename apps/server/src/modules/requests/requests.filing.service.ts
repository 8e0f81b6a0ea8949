import type { Page, PageQuery } from '@simsar/contract/lists';
import { defaultTargetHours, type MemberQueue } from '@simsar/contract/requests';
import { type AppRequest, type RequestCard, requestMessages } from '@simsar/contract/requests-schemas';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { defineList } from '../../core/lists.ts';
import type { SessionMember } from '../../core/session.ts';
import { isPublishedUnit } from '../units/units.brief.service.ts';
import { cardColumns, toCard } from './requests.cards.service.ts';
import { requests } from './requests.schema.ts';

/** What the apps see of their own request: no member card, no clock. */
function toAppRequest(card: RequestCard): AppRequest {
  const { _id, queue, status, createdAt, phone, message, rate, unit_id, name, description, location } = card;
  return { _id, queue, status, createdAt, phone, message, rate, unit_id, name, description, location };
}

async function readBack(db: Executor, id: string, now: Date): Promise<AppRequest> {
  const [row] = await db.select(cardColumns).from(requests).where(eq(requests.id, id));
  if (!row) throw new AppError('NOT_FOUND', requestMessages.requestNotFound);
  return toAppRequest(toCard(row, true, { now, targetHours: defaultTargetHours }));
}

export type MemberRequestValues = { phone?: string; message: string; rate?: number; unit_id?: string };

/** POST /api/app/{queue}: a member's request lands in its queue's to-do list. */
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
  const [row] = await db
    .insert(requests)
    .values({
      queue,
      memberId: member.id,
      status: 'non_done',
      phone: values.phone ?? null,
      message: values.message,
      rate: values.rate ?? null,
      unitId: values.unit_id ?? null,
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
      name: values.name,
      phone: values.phone,
      description: values.description,
      location: values.location,
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
  visibleTo: (member: SessionMember) => eq(requests.memberId, member.id),
  order: () => [desc(requests.createdAt), desc(requests.id)],
  toItems: (rows, { filter }: { filter: { now: Date } }) =>
    rows.map((row) => toAppRequest(toCard(row, true, { now: filter.now, targetHours: defaultTargetHours }))),
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
