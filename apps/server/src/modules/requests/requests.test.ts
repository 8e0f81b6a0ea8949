import { type MemberQueue, requestRowOf } from '@simsar/contract/requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember } from '../../../test/members.ts';
import { fileRequest, itemIds, requestPhone } from '../../../test/request-builders.ts';
import { buildUnit } from '../../../test/unit-builders.ts';

const t = useTestApp();
let ordinary: Awaited<ReturnType<typeof buildAdmin>>;
const members: Record<'Client' | 'Franchise', { token: string; user: { _id: string; name: string } }[]> = {
  Client: [],
  Franchise: [],
};
let unitId: string;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ordinary = await buildAdmin(t, t.superToken, 'Ordinary');
  for (const type of ['Client', 'Franchise'] as const) {
    // [0] is the ordinary admin's, [1] nobody's.
    members[type].push(
      await buildAssignedMember(t, t.superToken, ordinary.admin._id, {
        user_type: type,
        name: `Mine ${type}`,
      }),
    );
    members[type].push(await buildMember(t, { user_type: type, name: `Other ${type}` }));
  }
  const unit = await buildUnit(t, t.superToken, { project_name: 'Mountain View' });
  await call(t, 'PUT', `/api/units/update_view/${unit._id}`, { token: t.superToken });
  unitId = unit._id;
});

const bodies: Record<MemberQueue, () => Record<string, unknown>> = {
  property_consultant: () => ({ phone: requestPhone(), message: 'Looking for a flat' }),
  contact_sales: () => ({ unit_id: unitId, phone: requestPhone(), message: 'Price list please' }),
  request_media: () => ({ phone: requestPhone(), message: 'A campaign in Maadi' }),
  request_organic_leads: () => ({ phone: requestPhone(), message: 'Leads for October' }),
  feedback: () => ({ rate: 5, message: 'Great' }),
};
const appPath: Record<MemberQueue, string> = {
  property_consultant: '/api/app/property_consultant',
  contact_sales: '/api/app/contact_sales',
  request_media: '/api/app/request_media',
  request_organic_leads: '/api/app/request_organic_leads',
  feedback: '/api/app/feedback',
};

function fileAs(queue: MemberQueue, owner: 0 | 1) {
  const type = requestRowOf(queue).filedBy === 'Franchise' ? 'Franchise' : 'Client';
  return fileRequest(t, (members[type][owner] as { token: string }).token, appPath[queue], bodies[queue]());
}

describe.each([
  'property_consultant',
  'contact_sales',
  'request_media',
  'request_organic_leads',
  'feedback',
] as const)('the %s queue', (queue) => {
  const { api } = requestRowOf(queue);
  const superOnly = requestRowOf(queue).access.act === 'super' ? 'actions' : 'none';

  it('lists a filed item in non-done with its member, moves it to done and back, 409 when moved', async () => {
    const item = await fileAs(queue, 0);
    const nonDone = await call(t, 'GET', `${api}/non-done`, { token: t.superToken });
    expect(nonDone.statusCode).toBe(200);
    const card = nonDone.json().items.find((entry: { _id: string }) => entry._id === item._id);
    expect(card.user_id).toMatchObject({ name: `Mine ${card.user_id.user_type}`, email: expect.any(String) });
    if (queue === 'contact_sales') expect(card.unit_id).toMatchObject({ project_name: 'Mountain View' });
    if (queue === 'feedback') expect(card).toMatchObject({ rate: 5, message: 'Great' });

    const done = await call(t, 'PUT', `${api}/done/${item._id}`, { token: t.superToken });
    expect(done.statusCode).toBe(200);
    expect(itemIds(await call(t, 'GET', `${api}/non-done`, { token: t.superToken }))).not.toContain(item._id);
    expect(itemIds(await call(t, 'GET', `${api}/done`, { token: t.superToken }))).toContain(item._id);
    const again = await call(t, 'PUT', `${api}/done/${item._id}`, { token: t.superToken });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is already done');

    expect((await call(t, 'PUT', `${api}/undone/${item._id}`, { token: t.superToken })).statusCode).toBe(200);
    expect(itemIds(await call(t, 'GET', `${api}/non-done`, { token: t.superToken }))).toContain(item._id);
    const undoneAgain = await call(t, 'PUT', `${api}/undone/${item._id}`, { token: t.superToken });
    expect(undoneAgain.statusCode).toBe(409);
    expect(undoneAgain.json().message).toBe('This request is already non done');
  });

  it('answers 404 for an unknown id and 401 without a session', async () => {
    const unknown = await call(t, 'PUT', `${api}/done/${unknownId}`, { token: t.superToken });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Request not found');
    // Not an id at all: names no item either, with the same words.
    const malformed = await call(t, 'PUT', `${api}/undone/not-an-id`, { token: t.superToken });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe('Request not found');
    expect((await call(t, 'GET', `${api}/non-done`)).statusCode).toBe(401);
    expect((await call(t, 'PUT', `${api}/done/${unknownId}`)).statusCode).toBe(401);
  });

  it("shows an ordinary admin only their members' items; super-only moves answer 403", async () => {
    const mine = await fileAs(queue, 0);
    const theirs = await fileAs(queue, 1);
    const list = itemIds(await call(t, 'GET', `${api}/non-done`, { token: ordinary.token }));
    expect(list).toContain(mine._id);
    expect(list).not.toContain(theirs._id);
    const move = await call(t, 'PUT', `${api}/done/${mine._id}`, { token: ordinary.token });
    if (superOnly === 'actions') {
      expect(move.statusCode).toBe(403);
      expect(move.json().message).toBe('Only a super admin can do this');
    } else {
      expect(move.statusCode).toBe(200);
      expect((await call(t, 'PUT', `${api}/done/${theirs._id}`, { token: ordinary.token })).statusCode).toBe(
        404,
      );
    }
  });
});

describe('removing media-buying and organic-lead requests', () => {
  it('lets any admin remove their own organic lead, once', async () => {
    const item = await fileAs('request_organic_leads', 0);
    const removed = await call(t, 'DELETE', `/api/request_organic_leads/remove/${item._id}`, {
      token: ordinary.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      itemIds(await call(t, 'GET', '/api/request_organic_leads/non-done', { token: t.superToken })),
    ).not.toContain(item._id);
    const again = await call(t, 'DELETE', `/api/request_organic_leads/remove/${item._id}`, {
      token: ordinary.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('removes media buying for super admins only', async () => {
    const item = await fileAs('request_media', 0);
    expect(
      (await call(t, 'DELETE', `/api/request_media/remove/${item._id}`, { token: ordinary.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/request_media/remove/${item._id}`, { token: t.superToken })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'GET', '/api/app/requests', { token: members.Franchise[0]?.token })).json().items,
    ).not.toContainEqual(expect.objectContaining({ _id: item._id }));
  });

  it('has no removal for the other queues', async () => {
    expect(
      (await call(t, 'DELETE', `/api/feedback/remove/${unknownId}`, { token: t.superToken })).statusCode,
    ).toBe(404);
  });
});

describe('searching and paging a queue', () => {
  it("finds items by the member's name or the phone, 20 to a page", async () => {
    const phone = requestPhone();
    const item = await fileRequest(
      t,
      (members.Client[1] as { token: string }).token,
      appPath.property_consultant,
      {
        phone,
        message: 'Searchable',
      },
    );
    const byName = await call(t, 'GET', '/api/property_consultant/non-done?search=other%20client', {
      token: t.superToken,
    });
    expect(itemIds(byName)).toContain(item._id);
    expect(
      byName
        .json()
        .items.every((card: { user_id: { name: string } }) => card.user_id.name === 'Other Client'),
    ).toBe(true);
    expect(
      itemIds(
        await call(t, 'GET', `/api/property_consultant/non-done?search=${phone}`, { token: t.superToken }),
      ),
    ).toEqual([item._id]);
    for (let i = 0; i < 21; i += 1) await fileAs('feedback', 1);
    const first = (await call(t, 'GET', '/api/feedback/non-done', { token: t.superToken })).json();
    expect(first.items).toHaveLength(20);
    expect(first.pages).toBeGreaterThanOrEqual(2);
    const second = (await call(t, 'GET', '/api/feedback/non-done?page=2', { token: t.superToken })).json();
    expect(second.items.length).toBeGreaterThan(0);
  });
});

describe('the audit log of the request queues', () => {
  it('records each move with its action and a removal with what was removed, by the admin who did it', async () => {
    const item = await fileAs('request_organic_leads', 0);
    const api = '/api/request_organic_leads';
    expect((await call(t, 'PUT', `${api}/done/${item._id}`, { token: ordinary.token })).statusCode).toBe(200);
    expect((await call(t, 'PUT', `${api}/undone/${item._id}`, { token: ordinary.token })).statusCode).toBe(
      200,
    );
    expect((await call(t, 'DELETE', `${api}/remove/${item._id}`, { token: ordinary.token })).statusCode).toBe(
      200,
    );
    const log = await call(t, 'GET', `/api/audit?kind=request_organic_leads&item=${item._id}`, {
      token: t.superToken,
    });
    expect(log.statusCode).toBe(200);
    const by = { admin_id: ordinary.admin._id, kind: 'request_organic_leads', item_id: item._id };
    expect(log.json().items).toMatchObject([
      { ...by, action: 'remove', before: { queue: 'request_organic_leads', status: 'non_done' } },
      { ...by, action: 'undone', before: { status: 'done' }, after: { status: 'non_done' } },
      { ...by, action: 'done', before: { status: 'non_done' }, after: { status: 'done' } },
    ]);
  });
});
