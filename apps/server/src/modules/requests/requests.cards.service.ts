import type { RequestQueue, RequestState } from '@simsar/contract/requests';
import type { RequestCard } from '@simsar/contract/requests-schemas';
import { type ServiceClock, waitOf } from '../../core/service-clock.ts';
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

/** A row as a card, with its service clock (docs/decisions/082, core/service-clock.ts). */
export function toCard(row: CardRow, todo: boolean, clock: ServiceClock): RequestCard {
  return {
    _id: row.id,
    queue: row.queue,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    state_changed_at: row.stateChangedAt?.toISOString() ?? null,
    ...waitOf(row, todo, clock),
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
