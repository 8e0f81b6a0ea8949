import { type AuditEntry, auditKinds } from '@simsar/contract/audit';
import { cilPaths } from '@simsar/contract/cil';
import { submissionPaths } from '@simsar/contract/deals';
import { requestQueueConfigs } from '@simsar/contract/requests';
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
import { fileFranchiseRequest } from '../../../test/request-builders.ts';
import { auditEntries } from '../../core/audit.schema.ts';

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
  // user: a broker accepted.
  const broker = await buildBroker(t, superToken, superId, 'Kinds broker');
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
  // request: a franchise request accepted.
  const franchise = requestQueueConfigs.request_franchises;
  const accept = franchise.moves.find((move) => move.action === 'accept');
  const request = await fileFranchiseRequest(t);
  await expectOk(call(t, 'PUT', `${franchise.api}${accept?.path}/${request._id}`, { token: superToken }));
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
  // form, deal and cil: each moved to pending.
  for (const kind of ['form', 'deal'] as const) {
    const item = await buildSubmission(t, kind, broker.token);
    await expectOk(call(t, 'PUT', at(submissionPaths[kind].pending, item._id), { token: superToken }));
  }
  const cil = await buildSubmission(t, 'cil', broker.token);
  await expectOk(call(t, 'PUT', at(cilPaths.pending, cil._id), { token: superToken }));
}

describe('audit kinds', () => {
  it('every kind the server writes is offered by the filter, and finds its entries', async () => {
    await changeOneOfEachKind();
    const written = await t.db.selectDistinct({ kind: auditEntries.kind }).from(auditEntries);
    const offered = Object.keys(auditKinds).sort();
    // Each kind written is offered; and the drive above reached every kind offered, so the list of
    // kinds written is the whole list.
    expect(written.map((row) => row.kind).sort()).toEqual(offered);
    for (const kind of offered) {
      const entries = await entriesOfKind(kind);
      expect(entries.length, kind).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.kind === kind)).toBe(true);
    }
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
});
