import type { RequestQueue, RequestState } from '@simsar/contract/requests';
import type { RequestCard } from '@simsar/contract/requests-schemas';
import { urlOfKey } from '../../core/storage.ts';
import { type UnitBrief, unitBriefOf } from '../units/units.brief.service.ts';
import { type MemberBrief, memberBriefOf } from '../users/users.ownership.service.ts';
import { requests } from './requests.schema.ts';

/** The columns of a card: the row's own, its member and its project, each one JSON value. */
export const cardColumns = {
  id: requests.id,
  queue: requests.queue,
  status: requests.status,
  createdAt: requests.createdAt,
  stateChangedAt: requests.stateChangedAt,
  phone: requests.phone,
  message: requests.message,
  rate: requests.rate,
  image: requests.image,
  name: requests.name,
  description: requests.description,
  location: requests.location,
  member: memberBriefOf(requests.memberId),
  unit: unitBriefOf(requests.unitId),
};
/** A selected row of `cardColumns`. */
export type CardRow = {
  id: string;
  queue: RequestQueue;
  status: RequestState;
  createdAt: Date;
  stateChangedAt: Date | null;
  phone: string | null;
  message: string | null;
  rate: number | null;
  image: string | null;
  name: string | null;
  description: string | null;
  location: string | null;
  member: MemberBrief | null;
  unit: UnitBrief | null;
};

export const hourMs = 60 * 60 * 1000;

/**
 * A row as a card, with its service clock (docs/decisions/082): a to-do item has waited since it was
 * filed and is overdue past its queue's target; a moved one shows how long it waited before moving.
 */
export function toCard(row: CardRow, todo: boolean, now: Date, targetHours: number): RequestCard {
  const end = todo ? now : (row.stateChangedAt ?? now);
  const waitedMs = Math.max(0, end.getTime() - row.createdAt.getTime());
  return {
    _id: row.id,
    queue: row.queue,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    state_changed_at: row.stateChangedAt?.toISOString() ?? null,
    waited_minutes: Math.floor(waitedMs / 60_000),
    overdue: todo && waitedMs > targetHours * hourMs,
    user_id: row.member,
    phone: row.phone,
    message: row.message,
    rate: row.rate,
    unit_id: row.unit,
    image: urlOfKey(row.image),
    name: row.name,
    description: row.description,
    location: row.location,
  };
}
