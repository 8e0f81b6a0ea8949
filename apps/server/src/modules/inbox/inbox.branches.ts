import { type InboxKind, waitingStatesOf } from '@simsar/contract/inbox';
import { type QueueKindRows, queueKinds } from '@simsar/contract/queue-kinds';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionAdmin } from '../../core/session.ts';
import { cils, deals, forms } from '../deals/deals.schema.ts';
import { passwordResetRequests } from '../password-resets/password-resets.schema.ts';
import { requests } from '../requests/requests.schema.ts';
import { assignedTo, ownerIs } from '../users/users.ownership.service.ts';
import { users } from '../users/users.schema.ts';

/** What narrows the inbox: one kind, and (a super admin's) the members of one admin. */
export type InboxFilter = { kind?: InboxKind | undefined; admin?: string | undefined };

/**
 * The inbox's union, one select per kind and waiting state (docs/decisions/281): each kind's table,
 * who may read which of its rows, its one-line summary and the order its index serves.
 */
/** One kind's waiting items, as the union reads them: its table, its member column and its summary. */
export type Branch = {
  kind: InboxKind;
  /** Its row's engine: a pending broker's branch holds members, not what members filed. */
  engine: QueueKindRows['engine'];
  /** The item's state as the reply says it. */
  status: SQL;
  from: SQL;
  /** The member who filed it (a pending broker is that member); null for what anyone files. */
  member: AnyPgColumn | null;
  /**
   * Who filed what no member filed, by the name and phone it gives (a franchise join request, a
   * reset request): the `filed_by` of an item with no member, `_id` and `user_type` null.
   */
  filer: SQL | null;
  where: SQL;
  summary: SQL;
  /** Which rows this admin reads; undefined: every row. */
  shareOf: (admin: SessionAdmin, filter: InboxFilter) => SQL | undefined;
  /**
   * Oldest first as its index reads it: requests_list_idx forward (created_at asc); the indexes
   * kept newest first (`created_at desc nulls last`: forms, deals, CIL, users, reset requests)
   * backward, which gives `asc nulls first` (the same rows in the same order, created_at being
   * never null; `asc` alone sorts them all).
   */
  oldestFirst: SQL;
  /** Newest first: the same index read the other way (its nulls order as that direction gives it). */
  newestFirst: SQL;
};

const submissionTables = { form: forms, deal: deals, cil: cils } as const;

/**
 * The ownership rule on an item's owner column (its member's admin, decision 400), narrowed for a
 * super admin to one admin's members. What no member filed (franchise join requests) every admin
 * sees, and belongs to no admin.
 */
function ownerShare(owner: AnyPgColumn | null) {
  return (admin: SessionAdmin, filter: InboxFilter): SQL | undefined => {
    if (owner === null) return filter.admin ? sql`false` : undefined;
    return and(ownerIs(admin, owner), filter.admin ? eq(owner, filter.admin) : undefined);
  };
}

/** An index kept `created_at desc nulls last, id desc nulls last` read either way. */
const kept = {
  oldestFirst: sql`created_at nulls first, id nulls first`,
  newestFirst: sql`created_at desc nulls last, id desc nulls last`,
};

/** The name and phone an item filed by anyone gives, as a `filed_by` with no member behind it. */
const filerOf = (name: AnyPgColumn | SQL, phone: AnyPgColumn) =>
  sql`json_build_object('_id', null, 'name', coalesce(${name}, ''), 'phone', coalesce(${phone}, ''), 'user_type', null)`;

/** One select per kind and waiting state: each is one range of its (status, created_at) index. */
function branchesOf(row: QueueKindRows): Branch[] {
  return waitingStatesOf(row).map((status): Branch => {
    const base = { kind: row.kind, engine: row.engine, status: sql`${status}::text` };
    switch (row.engine) {
      case 'brokers':
        // The pending brokers' list's own rule (assignedTo: an ordinary admin sees the pending brokers
        // assigned to them), on users_admin_list_idx or, for a super admin, users_list_idx.
        return {
          ...base,
          from: sql`${users}`,
          member: users.id,
          filer: null,
          where: and(eq(users.userType, 'Broker'), eq(users.status, status as 'pending')) as SQL,
          shareOf: (admin, filter) =>
            and(assignedTo(admin), filter.admin ? eq(users.adminId, filter.admin) : undefined),
          summary: sql`concat_ws(' · ', nullif(${users.workAt}, ''), nullif(${users.area}, ''), ${users.email})`,
          ...kept,
        };
      case 'resets':
        // Anyone files one, no admin is assigned: a super admin's, whom `access.see` alone lets in.
        return {
          ...base,
          from: sql`${passwordResetRequests}`,
          member: null,
          filer: filerOf(passwordResetRequests.name, passwordResetRequests.phone),
          where: eq(passwordResetRequests.done, false),
          shareOf: (_, filter) => (filter.admin ? sql`false` : undefined),
          summary: sql`${passwordResetRequests.name} || ' · ' || ${passwordResetRequests.phone} || ' · WhatsApp ' || ${passwordResetRequests.whatsApp}`,
          ...kept,
        };
      case 'requests': {
        const member = row.filedBy === null ? null : requests.memberId;
        // A franchise join request's applicant is one of its own fields (requests.schema.ts).
        const name = sql`(${requests.details} ->> 'name')`;
        return {
          ...base,
          from: sql`${requests}`,
          member,
          filer: member === null ? filerOf(name, requests.phone) : null,
          where: and(eq(requests.queue, row.kind), eq(requests.status, status as 'new')) as SQL,
          shareOf: ownerShare(member === null ? null : requests.ownerId),
          summary: sql`coalesce(${requests.message}, ${name}, ${requests.phone}, '')`,
          // requests_list_idx (queue, status, created_at, id), PostgreSQL's own nulls order either way.
          oldestFirst: sql`created_at, id`,
          newestFirst: sql`created_at desc, id desc`,
        };
      }
      default: {
        // A queue of brokers' submissions (forms, deals, CIL).
        const table = submissionTables[row.kind];
        return {
          ...base,
          from: sql`${table}`,
          member: table.userId,
          filer: null,
          where: eq(table.status, status as 'new'),
          shareOf: ownerShare(table.ownerId),
          summary: sql`${table.clientName} || ' · ' || ${table.projectCode}`,
          ...kept,
        };
      }
    }
  });
}

export const allBranches = (queueKinds as readonly QueueKindRows[]).flatMap(branchesOf);
