import { type RequestQueue, type RequestState, requestRowOf } from '@simsar/contract/requests';
import type { RequestCard } from '@simsar/contract/requests-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type ServiceClock, waitOf } from '../../core/service-clock.ts';
import { urlOfKey } from '../../core/storage.ts';
import { type UnitBrief, unitBriefOf } from '../units/units.brief.service.ts';
import { type MemberBrief, memberBriefOf } from '../users/users.ownership.service.ts';
import { requests } from './requests.schema.ts';

/** One of a request's own fields, as text (null when its queue has none). */
export function detailOf(name: string): SQL<string | null> {
  return sql<string | null>`(${requests.details} ->> ${name})`;
}

/** The columns of a card: the row's own, its details, its member and its project, each one JSON value. */
export const cardColumns = {
  id: requests.id,
  queue: requests.queue,
  status: requests.status,
  createdAt: requests.createdAt,
  stateChangedAt: requests.stateChangedAt,
  phone: requests.phone,
  message: requests.message,
  image: requests.image,
  details: requests.details,
  member: memberBriefOf(requests.memberId),
  unit: unitBriefOf(sql`(${detailOf('unit_id')})::uuid`),
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
  image: string | null;
  details: Record<string, unknown>;
  member: MemberBrief | null;
  unit: UnitBrief | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A row as a card, with its service clock (docs/decisions/082, core/service-clock.ts): the spec's
 * fields (content-operations §3; a rating, a project, an applicant's name are details of their
 * queues), then the queue's own fields beyond them by their names (docs/decisions/380).
 */
export function toCard(row: CardRow, todo: boolean, clock: ServiceClock): RequestCard {
  const { details } = row;
  const own = Object.keys(requestRowOf(row.queue).own).flatMap((name) =>
    typeof details[name] === 'string' ? [[name, details[name]] as const] : [],
  );
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
    rate: typeof details.rate === 'number' ? details.rate : null,
    unit_id: row.unit,
    image: urlOfKey(row.image),
    name: text(details.name),
    description: text(details.description),
    location: text(details.location),
    ...Object.fromEntries(own),
  };
}
