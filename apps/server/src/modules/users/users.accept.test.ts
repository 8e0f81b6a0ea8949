import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

type Choices = {
  suggested: { admin_id: string; reason: string } | null;
  response: { _id: string; name: string; active_members: number; last_assigned_at: string | null }[];
};

async function acceptChoices(brokerId: string, token = superToken) {
  return call(t, 'GET', `/api/user/accept_choices/${brokerId}`, { token });
}

describe('the admin on every member card', () => {
  it("names each member's admin in the lists, the search and the reply, and none when unassigned", async () => {
    const { admin } = await buildAdmin(t, superToken, 'Hoda Admin');
    const broker = await buildAcceptedBroker(t, superToken, admin._id, { name: 'Karim Broker' });
    expect(broker.user).toMatchObject({ admin_id: admin._id, admin_name: 'Hoda Admin' });
    const client = await buildAssignedMember(t, superToken, admin._id, { user_type: 'Client' });
    const franchise = await buildMember(t, { user_type: 'Franchise' });

    const brokers = await call(t, 'GET', '/api/user/all_users/Broker/1', { token: superToken });
    expect(brokers.json().response).toContainEqual(
      expect.objectContaining({ _id: broker.user._id, admin_name: 'Hoda Admin' }),
    );
    const clients = await call(t, 'GET', '/api/user/all_users/Client/1', { token: superToken });
    expect(clients.json().response).toContainEqual(
      expect.objectContaining({ _id: client.user._id, admin_name: 'Hoda Admin' }),
    );
    const franchises = await call(t, 'GET', '/api/user/all_users/Franchise/1', { token: superToken });
    expect(franchises.json().response).toContainEqual(
      expect.objectContaining({ _id: franchise.user._id, admin_id: null, admin_name: null }),
    );
    const found = await call(t, 'POST', '/api/user/get_data_of_user/Broker', {
      token: superToken,
      body: { search: 'Karim Broker' },
    });
    expect(found.json().response).toEqual([expect.objectContaining({ admin_name: 'Hoda Admin' })]);
  });
});

describe('accepting a pending broker (docs/decisions/150)', () => {
  it('suggests the ordinary admin with the fewest active members, ties to the longest since a new member', async () => {
    const fresh = await startTestApp();
    try {
      const token = await signInSuper(fresh);
      const [busy, waited, recent] = [
        await buildAdmin(fresh, token, 'Busy admin'),
        await buildAdmin(fresh, token, 'Waited admin'),
        await buildAdmin(fresh, token, 'Recent admin'),
      ];
      await buildAcceptedBroker(fresh, token, busy.admin._id);
      await buildAcceptedBroker(fresh, token, busy.admin._id);
      await buildAcceptedBroker(fresh, token, waited.admin._id);
      await buildAssignedMember(fresh, token, recent.admin._id, { user_type: 'Client' });
      const pending = await buildMember(fresh, { user_type: 'Broker' });

      const reply = await call(fresh, 'GET', `/api/user/accept_choices/${pending.user._id}`, { token });
      expect(reply.statusCode).toBe(200);
      const choices = reply.json() as Choices;
      expect(choices.suggested).toEqual({ admin_id: waited.admin._id, reason: 'fewest_members' });
      const load = Object.fromEntries(choices.response.map((choice) => [choice.name, choice.active_members]));
      expect(load).toEqual({ 'Busy admin': 2, 'Waited admin': 1, 'Recent admin': 1, 'Super admin': 0 });

      // Accepting onto the suggestion makes Waited the most recent: Recent is suggested next.
      await call(fresh, 'PUT', `/api/user/accept/${pending.user._id}`, {
        token,
        body: { admin_id: waited.admin._id },
      });
      const next = await buildMember(fresh, { user_type: 'Broker' });
      const again = (await call(fresh, 'GET', `/api/user/accept_choices/${next.user._id}`, { token })).json();
      expect(again.suggested).toEqual({ admin_id: recent.admin._id, reason: 'fewest_members' });
    } finally {
      await fresh.close();
    }
  });

  it("suggests the inviting broker's admin for a broker who joined by a code", async () => {
    const { admin } = await buildAdmin(t, superToken, 'Team admin');
    const inviter = await buildAcceptedBroker(t, superToken, admin._id);
    const invited = await buildMember(t, {
      user_type: 'Broker',
      invitation_code: inviter.user.my_invitation_code ?? '',
    });
    const choices = (await acceptChoices(invited.user._id)).json() as Choices;
    expect(choices.suggested).toEqual({ admin_id: admin._id, reason: 'invited' });
  });

  it("suggests the inviter's admin when the inviter was still pending as the broker joined", async () => {
    const { admin } = await buildAdmin(t, superToken, 'Later team admin');
    const inviter = await buildMember(t, { user_type: 'Broker' });
    const invited = await buildMember(t, {
      user_type: 'Broker',
      invitation_code: inviter.user.my_invitation_code ?? '',
    });
    expect(invited.user.admin_id).toBeNull();
    const accepted = await call(t, 'PUT', `/api/user/accept/${inviter.user._id}`, {
      token: superToken,
      body: { admin_id: admin._id },
    });
    expect(accepted.statusCode).toBe(200);
    const choices = (await acceptChoices(invited.user._id)).json() as Choices;
    expect(choices.suggested).toEqual({ admin_id: admin._id, reason: 'invited' });
  });

  it('assigns the admin the super admin picked instead of the suggestion', async () => {
    const { admin: picked } = await buildAdmin(t, superToken, 'Picked admin');
    await buildAcceptedBroker(t, superToken, picked._id);
    await buildAdmin(t, superToken, 'Idle admin');
    const broker = await buildMember(t, { user_type: 'Broker' });
    const suggested = ((await acceptChoices(broker.user._id)).json() as Choices).suggested;
    expect(suggested?.admin_id).not.toBe(picked._id);
    const reply = await call(t, 'PUT', `/api/user/accept/${broker.user._id}`, {
      token: superToken,
      body: { admin_id: picked._id },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().user).toMatchObject({
      status: 'active',
      admin_id: picked._id,
      admin_name: 'Picked admin',
    });
  });

  it('answers 409 once the broker is no longer pending, 404 for an unknown one, 403 to an ordinary admin', async () => {
    const { admin, token } = await buildAdmin(t, superToken);
    const accepted = await buildAcceptedBroker(t, superToken, admin._id);
    const done = await acceptChoices(accepted.user._id);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('This broker is no longer pending');
    expect((await acceptChoices(crypto.randomUUID())).statusCode).toBe(404);
    const pending = await buildMember(t, { user_type: 'Broker' });
    expect((await acceptChoices(pending.user._id, token)).statusCode).toBe(403);
  });
});
