import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type AuditEntry,
  type AuditKind,
  auditActionOf,
  auditKinds,
  writtenAuditKinds,
} from '@simsar/contract/audit';
import { auditFieldOf } from '@simsar/contract/audit-fields';
import { cilMoves, cilPaths } from '@simsar/contract/cil';
import { submissionMoves, submissionPaths } from '@simsar/contract/deals';
import { queueKinds } from '@simsar/contract/queue-kinds';
import { requestRowOf } from '@simsar/contract/requests';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { multipartBody } from '../../../test/files.ts';
import {
  adminIdOf,
  buildAdmin,
  call,
  signInSuper,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { buildAcceptedBroker, buildMember } from '../../../test/members.ts';
import { callMultipart, imageFile } from '../../../test/multipart.ts';
import { fileFranchiseRequest, fileRequest, requestPhone } from '../../../test/request-builders.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { buildUnit } from '../../../test/unit-builders.ts';
import { auditEntries } from '../../core/audit.schema.ts';
import { createMailTransport, sendDueMail } from '../mail/mail.sender.service.ts';

// Every kind the server audits under is one the audit screen's filter offers (the screen lists
// `auditKinds`; docs/decisions/260). The type keeps the server from naming another kind; this file
// drives one real change of each kind and reads back which kinds the log then holds.
let t: TestApp;
let superToken: string;
let superId: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  superId = await adminIdOf(t, superToken);
});
afterAll(() => t.close());

const at = (path: string, id: string) => path.replace(':id', id);

async function expectOk<Reply extends { statusCode: number; body: string }>(
  reply: Promise<Reply>,
  status = 200,
): Promise<Reply> {
  const done = await reply;
  expect(done.statusCode, done.body).toBe(status);
  return done;
}

async function entriesOfKind(kind: string, item?: string): Promise<AuditEntry[]> {
  const query = item ? `kind=${kind}&item=${item}` : `kind=${kind}`;
  const reply = await expectOk(call(t, 'GET', `/api/audit?${query}`, { token: superToken }));
  return reply.json().items;
}

/** One change of each kind the server audits, through the calls an admin or a member makes. */
async function changeOneOfEachKind(): Promise<void> {
  // sign_in: the sign-in of beforeAll. admin:
  await buildAdmin(t, superToken, 'Kinds admin');
  // user: a broker accepted, given earnings, banned with a reason.
  const broker = await buildBroker(t, superToken, superId, 'Kinds broker');
  await expectOk(
    call(t, 'PUT', '/api/user/update_earning', {
      token: superToken,
      body: { user_id: broker.user._id, earning: 1500, reason: 'Bonus' },
    }),
  );
  const banned = await buildMember(t, { user_type: 'Client' });
  await expectOk(
    call(t, 'PUT', `/api/user/ban/${banned.user._id}`, { token: superToken, body: { reason: 'Spam' } }),
  );
  // project:
  await buildProject(t, superToken);
  // settings:
  const settings = { taxes: 14, app_taxes: 0, active_users: 0, forms: 0, free_broker_discount: 0 };
  await expectOk(call(t, 'PUT', '/api/system/update', { token: superToken, body: settings }));
  // notification:
  const member = await buildMember(t);
  const { payload, headers } = multipartBody([
    { name: 'text', value: 'Open day on Friday' },
    { name: 'users', value: JSON.stringify([member.user._id]) },
  ]);
  const sent = t.app.inject({
    method: 'POST',
    url: '/api/notification/create',
    payload,
    headers: { ...headers, authorization: `Bearer ${superToken}` },
  });
  await expectOk(sent, 201);
  // password_reset: a reset request deleted.
  await expectOk(
    call(t, 'POST', '/api/app/forgot_password', {
      body: { name: 'Forgetful', phone: member.user.phone, whatsApp: member.user.phone },
    }),
    201,
  );
  const resets = await call(t, 'GET', '/api/forgot_password/', { token: superToken });
  const reset = resets.json().response.find((item: { phone: string }) => item.phone === member.user.phone);
  await expectOk(call(t, 'DELETE', `/api/forgot_password/delete/${reset._id}`, { token: superToken }));
  // request_franchises: a franchise request accepted.
  const franchise = requestRowOf('request_franchises');
  const accept = franchise.buttons.find((move) => move.action === 'accept');
  const request = await fileFranchiseRequest(t);
  await expectOk(call(t, 'PUT', `${franchise.api}${accept?.path}/${request._id}`, { token: superToken }));
  // Each done/undone request queue, under its own name: one request filed and marked done.
  const unit = await buildUnit(t, superToken);
  await expectOk(call(t, 'PUT', `/api/units/update_view/${unit._id}`, { token: superToken }));
  const bodies: Record<string, Record<string, unknown>> = {
    contact_sales: { unit_id: unit._id, phone: requestPhone(), message: 'Price list please' },
    feedback: { rate: 4, message: 'Good' },
  };
  for (const row of queueKinds) {
    // The done/undone queues (franchise join requests, filed with a photo, are above).
    // Disputes are opened by the server (their own test, modules/deals).
    if (row.engine !== 'requests' || row.filedBy === null || row.app === null) continue;
    const filer = await buildMember(t, { user_type: row.filedBy === 'Franchise' ? 'Franchise' : 'Client' });
    const body = bodies[row.kind] ?? { phone: requestPhone(), message: 'Please call me' };
    const filed = await fileRequest(t, filer.token, row.app, body);
    await expectOk(call(t, 'PUT', `${row.api}/done/${filed._id}`, { token: superToken }));
  }
  // content: a slider.
  await expectOk(
    callMultipart(
      t,
      'POST',
      '/api/slider/create',
      { user_type: 'Broker', image: await imageFile() },
      superToken,
    ),
    201,
  );
  // export: the clients as CSV.
  await expectOk(call(t, 'GET', '/api/export/clients?format=csv', { token: superToken }));
  // note: one on a member (docs/decisions/480).
  await expectOk(
    call(t, 'POST', `/api/notes/member/${broker.user._id}`, {
      token: superToken,
      body: { body: 'Audited note' },
    }),
    201,
  );
  // form, deal and cil: each moved to pending.
  for (const kind of ['form', 'deal'] as const) {
    const item = await buildSubmission(t, kind, broker.token);
    await expectOk(call(t, 'PUT', at(submissionPaths[kind].pending, item._id), { token: superToken }));
  }
  // claim (docs/decisions/531): a deal accepted opens its developer's commission claim.
  const accepted = await buildSubmission(t, 'deal', broker.token);
  await expectOk(call(t, 'PUT', at(submissionPaths.deal.pending, accepted._id), { token: superToken }));
  await expectOk(
    call(t, 'PUT', at(submissionPaths.deal.accept, accepted._id), {
      token: superToken,
      body: { date: '2026-12-20' },
    }),
  );
  const cil = await buildSubmission(t, 'cil', broker.token);
  await expectOk(call(t, 'PUT', at(cilPaths.pending, cil._id), { token: superToken }));
  // A CIL accepted with its admin, contact and image; a project's images changed.
  await expectOk(
    callMultipart(
      t,
      'PUT',
      at(cilPaths.accept, cil._id),
      { admin: 'Hany', contact: '01012345678', image: await imageFile() },
      superToken,
    ),
  );
  // disputes: another broker's letter for the client the accepted CIL protects, kept with the first.
  const rival = await buildBroker(t, superToken, superId, 'Rival broker');
  await buildSubmission(t, 'cil', rival.token);
  const [dispute] = (await call(t, 'GET', '/api/disputes/open', { token: superToken })).json().items;
  await expectOk(call(t, 'PUT', `/api/disputes/keep_first/${dispute._id}`, { token: superToken }));
  // mail: the e-mails the moves above enqueued (an accepted broker's admin hears of it), sent to a
  // real SMTP receiver.
  const receiver = await startSmtpReceiver();
  try {
    const site = { baseUrl: 'http://localhost:3000', productName: 'Simsar' };
    expect(
      (await sendDueMail(t.db, createMailTransport(receiver.url), { from: 'simsar@simsar.test', site })).sent,
    ).toBeGreaterThan(0);
  } finally {
    await receiver.stop();
  }
}

describe('audit kinds', () => {
  it('every kind the server writes is offered by the filter, and finds its entries', async () => {
    await changeOneOfEachKind();
    const written = await t.db.selectDistinct({ kind: auditEntries.kind }).from(auditEntries);
    // Each kind written is one the server may write, and the drive above reached every one of them,
    // so the list of kinds written is the whole list; the filter offers each of them (and the
    // retired kind old entries may carry).
    expect(written.map((row) => row.kind).sort()).toEqual([...writtenAuditKinds].sort());
    expect(Object.keys(auditKinds)).toEqual(expect.arrayContaining(writtenAuditKinds));
    for (const kind of writtenAuditKinds) {
      const entries = await entriesOfKind(kind);
      expect(entries.length, kind).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.kind === kind)).toBe(true);
    }
    // And every action written has words on the audit screen (docs/decisions/294).
    const actions = await t.db.selectDistinct({ action: auditEntries.action }).from(auditEntries);
    expect(actions.length).toBeGreaterThan(10);
    for (const { action } of actions) expect(auditActionOf(action), action).not.toBeNull();
    // And every field an entry's before or after names has words too (docs/decisions/295).
    const fields = await t.db.execute(sql`
      select distinct jsonb_object_keys(${auditEntries.before}) as field from ${auditEntries}
        where jsonb_typeof(${auditEntries.before}) = 'object'
      union
      select distinct jsonb_object_keys(${auditEntries.after}) from ${auditEntries}
        where jsonb_typeof(${auditEntries.after}) = 'object'`);
    const named = (fields as unknown as { rows: { field: string }[] }).rows.map((row) => row.field);
    expect(named).toEqual(expect.arrayContaining(['banned', 'ban_reason', 'earnings', 'admin', 'contact']));
    expect(named.filter((field) => auditFieldOf(field) === null)).toEqual([]);
  });

  it("a form's, deal's or CIL's move is audited by the state it reaches, and each such state has words", () => {
    for (const move of [...Object.values(submissionMoves), ...Object.values(cilMoves)]) {
      expect(auditActionOf(move.to), move.to).not.toBeNull();
    }
    expect(auditActionOf('create_training')).toEqual({ verb: 'create', name: 'training' });
    expect(auditActionOf('create_guest_link')).toEqual({ code: 'create_guest_link' });
    expect(auditActionOf('locked_out')).toEqual({ signIn: 'locked_out' });
    expect(auditActionOf('create_notice')).toBeNull();
  });

  it("a deal's move is found by filtering on the deal kind", async () => {
    const broker = await buildAcceptedBroker(t, superToken, superId);
    await buildProject(t, superToken, 'Deal Kind Towers');
    const deal = await buildSubmission(t, 'deal', broker.token, { project_code: 'Deal Kind Towers' });
    const paths = submissionPaths.deal;
    await expectOk(call(t, 'PUT', at(paths.pending, deal._id), { token: superToken }));
    await expectOk(
      call(t, 'PUT', at(paths.accept, deal._id), {
        token: superToken,
        body: { date: '2027-02-01', final_value: '1,000,000' },
      }),
    );
    const entries = await entriesOfKind('deal', deal._id);
    expect(entries).toMatchObject([
      { admin_id: superId, kind: 'deal', item_id: deal._id, action: 'accept', after: { status: 'accept' } },
      { admin_id: superId, kind: 'deal', item_id: deal._id, action: 'pending', after: { status: 'pending' } },
    ]);
    expect(await entriesOfKind('deals', deal._id)).toEqual([]);
  });

  it('entries written under the old `request` kind take their queue; those of deleted requests keep it', async () => {
    const member = await buildMember(t);
    const kept = await fileRequest(t, member.token, '/api/app/feedback', { rate: 3, message: 'Fine' });
    const [removed, franchise, lost] = [randomUUID(), randomUUID(), randomUUID()];
    const old = (
      itemId: string,
      action: string,
      before: Record<string, unknown>,
      after: Record<string, unknown> | null,
    ) => ({
      adminId: superId,
      adminName: 'Super',
      action,
      kind: 'request' as AuditKind,
      itemId,
      before,
      after,
    });
    await t.db
      .insert(auditEntries)
      .values([
        old(kept._id, 'done', { status: 'non_done' }, { status: 'done' }),
        old(removed, 'done', { status: 'non_done' }, { status: 'done' }),
        old(removed, 'remove', { queue: 'request_media', status: 'done' }, null),
        old(franchise, 'accept', { status: 'new' }, { status: 'accepted' }),
        old(lost, 'done', { status: 'non_done' }, { status: 'done' }),
      ]);
    const migration = await readFile(
      new URL('../../../drizzle/0024_request-audit-kinds.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    const kindsOf = async (itemId: string) =>
      (
        await t.db
          .select({ kind: auditEntries.kind })
          .from(auditEntries)
          .where(eq(auditEntries.itemId, itemId))
      ).map((row) => row.kind);
    expect(await kindsOf(kept._id)).toEqual(['feedback']);
    expect(await kindsOf(removed)).toEqual(['request_media', 'request_media']);
    expect(await kindsOf(franchise)).toEqual(['request_franchises']);
    expect(await kindsOf(lost)).toEqual(['request']);
    // The retired kind is still offered by the filter, and finds what kept it.
    expect(auditKinds).toHaveProperty('request');
    expect((await entriesOfKind('request')).map((entry) => entry.item_id)).toEqual([lost]);
  });
});
