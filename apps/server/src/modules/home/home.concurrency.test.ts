import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildBroker,
  buildProject,
  buildSubmission,
  cilFields,
  submissionFields,
  submitAs,
} from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { pdfFile } from '../../../test/multipart.ts';
import { fileRequest } from '../../../test/request-builders.ts';
import { expectSummaryTruth } from '../../../test/summary-truth.ts';

// Many writers at once (on PostgreSQL with TEST_DATABASE_URL, really in parallel): the counters take
// every delta with an upsert, and a broker's reassignment waits for (or is waited for by) his items'
// writes, so no count is lost or left with the wrong admin (docs/decisions/120).

const now = new Date('2026-03-01T08:00:00Z');
const clock = () => now;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(() => t.close());

it('equals count(*) after parallel app submissions, transitions and reassignments', async () => {
  const superToken = await signInSuper(t);
  const first = await buildAdmin(t, superToken, 'First admin');
  const second = await buildAdmin(t, superToken, 'Second admin');
  await buildProject(t, superToken);
  const brokers = await Promise.all(
    [0, 1, 2, 3].map((n) => buildBroker(t, superToken, first.admin._id, `Broker ${n}`)),
  );
  const clients = await Promise.all(
    [0, 1].map(() => buildAssignedMember(t, superToken, second.admin._id, { user_type: 'Client' })),
  );
  const earlier = await Promise.all(
    brokers.flatMap((broker, n) =>
      (['form', 'deal', 'cil'] as const).map((kind) =>
        buildSubmission(t, kind, broker.token, { client_phone: `0112000${n}00${kind.length}` }).then(
          (item) => ({
            ...item,
            kind,
          }),
        ),
      ),
    ),
  );

  let serial = 0;
  const phone = () => `0113${String(++serial).padStart(7, '0')}`;
  const writes: Promise<{ statusCode: number; body: string }>[] = [];
  for (const [n, broker] of brokers.entries()) {
    for (let round = 0; round < 4; round += 1) {
      const kind = (['form', 'deal', 'cil'] as const)[round % 3] ?? 'form';
      const fields =
        kind === 'cil' ? cilFields({ client_phone: phone() }) : submissionFields({ client_phone: phone() });
      writes.push(submitAs(t, kind, broker.token, fields, pdfFile('contract.pdf')));
    }
    // The broker changes admin while his items are being written and moved.
    for (const admin of [second, first, second]) {
      writes.push(
        call(t, 'PUT', `/api/user/change_admin/${broker.user._id}`, {
          token: superToken,
          body: { admin_id: n % 2 ? first.admin._id : admin.admin._id },
        }),
      );
    }
  }
  for (const item of earlier) {
    const path =
      item.kind === 'cil'
        ? `/api/cil/pending_cil/${item._id}`
        : `/api/${item.kind}/pending_${item.kind}/${item._id}`;
    writes.push(call(t, 'PUT', path, { token: superToken }));
    if (item.kind !== 'cil')
      writes.push(call(t, 'DELETE', `/api/${item.kind}/delete/${item._id}`, { token: superToken }));
  }
  for (const client of clients) {
    for (let round = 0; round < 5; round += 1) {
      writes.push(
        fileRequest(t, client.token, '/api/app/property_consultant').then(() => ({
          statusCode: 201,
          body: '',
        })),
      );
    }
    writes.push(
      call(t, 'PUT', `/api/user/change_admin/${client.user._id}`, {
        token: superToken,
        body: { admin_id: first.admin._id },
      }),
    );
  }
  const replies = await Promise.all(writes);
  // A pending move and a rejection of the same item race: one of them may find it moved (409).
  for (const reply of replies) expect([200, 201, 409], reply.body).toContain(reply.statusCode);
  expect(replies.filter((reply) => reply.statusCode === 201).length).toBe(brokers.length * 4 + 10);

  await expectSummaryTruth(
    t,
    [
      { token: superToken, adminId: null, label: 'super admin' },
      { token: first.token, adminId: first.admin._id, label: 'first admin' },
      { token: second.token, adminId: second.admin._id, label: 'second admin' },
    ],
    now,
  );
}, 120_000);
