import { describe, expect, it } from 'vitest';
import { adminIdOf, call, useTestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildMember } from '../../../test/members.ts';
import { callMultipart } from '../../../test/multipart.ts';
import { buildUnit, unitFields, unitFiles } from '../../../test/unit-builders.ts';

const t = useTestApp();

describe('projects in the marketplace apps', () => {
  it('serves published projects only: not empty ones, not guest ones before review', async () => {
    const published = await buildUnit(t, t.superToken, { project_name: 'Published project' });
    const empty = await call(t, 'POST', '/api/units/empty', { token: t.superToken });
    const guestId = (empty.json().link as string).split('/guest/')[1] as string;
    await callMultipart(t, 'POST', `/api/guest/units/${guestId}`, {
      ...unitFields({ project_name: 'Guest project' }),
      ...(await unitFiles()),
    });
    const emptyId = (
      (await call(t, 'POST', '/api/units/empty', { token: t.superToken })).json().link as string
    ).split('/guest/')[1];

    const superId = await adminIdOf(t, t.superToken);
    const broker = await buildAcceptedBroker(t, t.superToken, superId, { area: 'New Cairo' });
    const names = async () =>
      (await call(t, 'GET', '/api/app/units', { token: broker.token }))
        .json()
        .units.map((unit: { project_name: string }) => unit.project_name);
    expect(await names()).toEqual(['Published project']);
    expect((await call(t, 'GET', `/api/app/units/${guestId}`, { token: broker.token })).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/app/units/${emptyId}`, { token: broker.token })).statusCode).toBe(404);

    await call(t, 'PUT', `/api/units/update_view/${guestId}`, { token: t.superToken });
    expect(await names()).toEqual(['Guest project', 'Published project']);
    const one = await call(t, 'GET', `/api/app/units/${published._id}`, { token: broker.token });
    expect(one.json().response).toMatchObject({
      project_name: 'Published project',
      commission: 2.5,
      incentive: 1.25,
    });
  });

  it('leaves the brokers’ side out for clients', async () => {
    const unit = await buildUnit(t, t.superToken);
    const client = await buildMember(t, { user_type: 'Client' });
    const reply = await call(t, 'GET', `/api/app/units/${unit._id}`, { token: client.token });
    expect(reply.statusCode).toBe(200);
    const seen = reply.json().response;
    expect(seen.project_name).toBe(unit.project_name);
    for (const field of ['commission', 'incentive', 'video_broker', 'whatsapp_link'])
      expect(seen).not.toHaveProperty(field);
  });

  it('needs a member session: an admin token is not one', async () => {
    expect((await call(t, 'GET', '/api/app/units')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/app/units', { token: t.superToken })).statusCode).toBe(401);
  });
});
