import { beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember } from '../../../test/members.ts';
import { fileRequest, requestPhone } from '../../../test/request-builders.ts';

const t = useTestApp();
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let karim: Awaited<ReturnType<typeof buildAdmin>>;
let broker: Awaited<ReturnType<typeof buildBroker>>;

beforeAll(async () => {
  mona = await buildAdmin(t, t.superToken, 'Mona');
  karim = await buildAdmin(t, t.superToken, 'Karim');
  await buildProject(t, t.superToken);
  broker = await buildBroker(t, t.superToken, mona.admin._id, 'Hany Broker');
});

const page = (id: string, token = t.superToken) => call(t, 'GET', `/api/user/member/${id}`, { token });

describe("a member's page (GET /api/user/member/{id})", () => {
  it('gathers the member, who invited them, whom they invited and every item they filed, newest first', async () => {
    const form = await buildSubmission(t, 'form', broker.token);
    const cil = await buildSubmission(t, 'cil', broker.token);
    const moved = await call(t, 'PUT', `/api/form/pending_form/${form._id}`, { token: t.superToken });
    expect(moved.statusCode, moved.body).toBe(200);
    const invitee = await buildMember(t, {
      user_type: 'Broker',
      name: 'Invited Broker',
      invitation_code: broker.user.my_invitation_code ?? '',
    });

    const reply = await page(broker.user._id, mona.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.user).toMatchObject({ _id: broker.user._id, name: 'Hany Broker', admin_name: 'Mona' });
    expect(body.invited).toEqual([
      { _id: invitee.user._id, name: 'Invited Broker', user_type: 'Broker', status: 'pending' },
    ]);
    expect(body.invited_total).toBe(1);
    expect(
      body.items.map((item: { kind: string; _id: string; status: string }) => [
        item.kind,
        item._id,
        item.status,
      ]),
    ).toEqual([
      ['cil', cil._id, 'new'],
      ['form', form._id, 'pending'],
    ]);
    expect(body.items_total).toBe(2);

    // The invited member's page names who invited them.
    const invited = (await page(invitee.user._id)).json();
    expect(invited.invited_by).toEqual({
      _id: broker.user._id,
      name: 'Hany Broker',
      user_type: 'Broker',
      status: 'active',
    });
  });

  it("lists a client's requests of every queue under their queue's kind", async () => {
    const client = await buildAssignedMember(t, t.superToken, karim.admin._id, {
      user_type: 'Client',
      name: 'Laila Client',
      phone: requestPhone(),
    });
    const consultant = await fileRequest(t, client.token, '/api/app/property_consultant');
    const feedback = await fileRequest(t, client.token, '/api/app/feedback', { rate: 3, message: 'Fine' });
    const body = (await page(client.user._id, karim.token)).json();
    expect(
      body.items.map((item: { kind: string; _id: string; role: string }) => [item.kind, item._id, item.role]),
    ).toEqual([
      ['feedback', feedback._id, 'filer'],
      ['property_consultant', consultant._id, 'filer'],
    ]);
    expect(body.invited_by).toBeNull();

    // A CIL of Mona's broker naming Laila as the client: on Laila's page for a super admin, not for
    // Karim (the CIL is Mona's), with its role.
    const cil = await buildSubmission(t, 'cil', broker.token, { client_phone: client.user.phone });
    const forSuper = (await page(client.user._id)).json();
    expect(forSuper.items[0]).toMatchObject({ kind: 'cil', role: 'client', _id: cil._id });
    const forKarim = (await page(client.user._id, karim.token)).json();
    expect(forKarim.items.map((item: { _id: string }) => item._id)).not.toContain(cil._id);
  });

  it("is not found for an ordinary admin's other members, an unknown id or a malformed one", async () => {
    for (const [id, token] of [
      [broker.user._id, karim.token],
      ['3f1c2b9e-0000-4000-8000-000000000000', t.superToken],
    ] as const) {
      const reply = await page(id, token);
      expect(reply.statusCode, reply.body).toBe(404);
      expect(reply.json().message).toBe('User not found');
    }
    expect((await page('not-an-id')).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/user/member/${broker.user._id}`)).statusCode).toBe(401);
  });
});
