import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember } from '../../../test/members.ts';
import { fileRequest } from '../../../test/request-builders.ts';

let t: TestApp;
let superToken: string;
let owner: { token: string; id: string };
let other: { token: string; id: string };

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  await buildProject(t, superToken);
  const [first, second] = [
    await buildAdmin(t, superToken, 'Impact owner'),
    await buildAdmin(t, superToken, 'Impact other'),
  ];
  owner = { token: first.token, id: first.admin._id };
  other = { token: second.token, id: second.admin._id };
});
afterAll(() => t.close());

const impactOf = (id: string, token: string) => call(t, 'GET', `/api/user/ban_impact/${id}`, { token });
const waitingOf = (queues: { kind: string; waiting: number }[]) =>
  Object.fromEntries(queues.map((queue) => [queue.kind, queue.waiting]));

describe('GET /api/user/ban_impact/{id} (docs/decisions/283)', () => {
  it("counts the member's waiting items per queue, their invitees and earnings, for their admin and a super admin", async () => {
    const broker = await buildBroker(t, superToken, owner.id, 'Impact broker');
    const pending = await buildSubmission(t, 'form', broker.token);
    await buildSubmission(t, 'form', broker.token);
    await buildSubmission(t, 'deal', broker.token);
    // A form moved to Pending still waits; a rejected one does not.
    expect(
      (await call(t, 'PUT', `/api/form/pending_form/${pending._id}`, { token: superToken })).statusCode,
    ).toBe(200);
    const rejected = await buildSubmission(t, 'form', broker.token);
    expect(
      (await call(t, 'DELETE', `/api/form/delete/${rejected._id}`, { token: superToken })).statusCode,
    ).toBe(200);
    await fileRequest(t, broker.token, '/api/app/feedback', { rate: 4, message: 'Good app' });
    const invitee = await buildMember(t, {
      user_type: 'Broker',
      name: 'Invited broker',
      invitation_code: broker.user.my_invitation_code ?? undefined,
    });
    await call(t, 'PUT', '/api/user/update_earning', {
      token: superToken,
      body: { user_id: broker.user._id, earning: 1250.5 },
    });

    const seen = await impactOf(broker.user._id, superToken);
    expect(seen.statusCode, seen.body).toBe(200);
    const impact = seen.json();
    expect(waitingOf(impact.queues)).toEqual({
      form: 2,
      cil: 0,
      deal: 1,
      disputes: 0,
      property_consultant: 0,
      contact_sales: 0,
      request_media: 0,
      request_organic_leads: 0,
      feedback: 1,
    });
    expect(impact.invited).toEqual({
      count: 1,
      first: [{ _id: expect.any(String), name: 'Invited broker' }],
    });
    expect(impact.earnings).toBe(1250.5);

    // Their own admin reads the same counts; an invitee they do not see is counted, not named.
    const mine = (await impactOf(broker.user._id, owner.token)).json();
    expect(mine.queues).toEqual(impact.queues);
    expect(mine.earnings).toBe(1250.5);
    // The invitee went to the inviter's admin (docs/decisions/150), so they see them by name.
    expect(mine.invited).toEqual(impact.invited);

    // Once the invitee is accepted onto another admin, their admin still counts them, and no longer
    // names them.
    const moved = await call(t, 'PUT', `/api/user/accept/${invitee.user._id}`, {
      token: superToken,
      body: { admin_id: other.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await impactOf(broker.user._id, owner.token)).json().invited).toEqual({ count: 1, first: [] });
  });

  it("counts a client's requests", async () => {
    const client = await buildAssignedMember(t, superToken, owner.id, { user_type: 'Client' });
    await fileRequest(t, client.token, '/api/app/property_consultant');
    const impact = (await impactOf(client.user._id, owner.token)).json();
    expect(waitingOf(impact.queues)).toMatchObject({ property_consultant: 1, form: 0, feedback: 0 });
    expect(impact.invited).toEqual({ count: 0, first: [] });
    expect(impact.earnings).toBe(0);
  });

  it('gives another admin 404 for a member not theirs, and 404 for an unknown or malformed id', async () => {
    const client = await buildAssignedMember(t, superToken, owner.id, { user_type: 'Client' });
    const theirs = await impactOf(client.user._id, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('User not found');
    const unknown = await impactOf('7b0c8a52-4a5e-4f57-9d8e-2f1c1f3e9a10', superToken);
    expect(unknown.statusCode).toBe(404);
    // A malformed id names no member: 404 with the same message, as every member route answers it.
    for (const bad of ['nope', '1%27%20or%201=1']) {
      const reply = await impactOf(bad, superToken);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe('User not found');
    }
    expect((await call(t, 'GET', `/api/user/ban_impact/${client.user._id}`)).statusCode).toBe(401);
  });
});
