import { describe, expect, it } from 'vitest';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { callMultipart } from '../../../test/multipart.ts';
import { storedFiles as storedFilesOf } from '../../../test/stored.ts';
import { buildUnit, unitFields, unitFiles } from '../../../test/unit-builders.ts';

const t = useTestApp({ publicUrl: 'https://console.simsar.test' });

const guestLinkPattern = /^https:\/\/console\.simsar\.test\/guest\/([0-9a-f-]{36})$/;

async function generateLink(): Promise<string> {
  const reply = await call(t, 'POST', '/api/units/empty', { token: t.superToken });
  expect(reply.statusCode).toBe(201);
  const link: string = reply.json().link;
  expect(link).toMatch(guestLinkPattern);
  return link.split('/guest/')[1] as string;
}

const storedFiles = async () => (await storedFilesOf(t)).length;

describe('a guest link', () => {
  it('opens an empty project without a session, with the lists the form needs', async () => {
    const id = await generateLink();
    const reply = await call(t, 'GET', `/api/guest/units/${id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response).toMatchObject({ _id: id, empty: true, project_name: '', images: [] });
    const lookups = (await call(t, 'GET', `/api/guest/units/${id}/lookups`)).json();
    expect(lookups.location).toContainEqual(
      expect.objectContaining({ name_en: 'Sheikh Zayed', name_ar: 'الشيخ زايد' }),
    );
    expect(lookups.type.length).toBeGreaterThan(3);
  });

  it('lets the guest fill the project in once, with the add form rules', async () => {
    const id = await generateLink();
    const before = await storedFiles();
    const incomplete = await callMultipart(
      t,
      'POST',
      `/api/guest/units/${id}`,
      unitFields({ project_name: '' }),
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fields).toMatchObject({
      project_name: 'Project name is required',
      images: 'Please choose images',
      logo: 'Logo is required',
    });
    expect(await storedFiles()).toBe(before);

    const filled = await callMultipart(t, 'POST', `/api/guest/units/${id}`, {
      ...unitFields({ project_name: 'Mountain View iCity' }),
      ...(await unitFiles()),
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().response).toMatchObject({
      _id: id,
      empty: false,
      project_name: 'Mountain View iCity',
      view: false,
    });
    expect((await call(t, 'GET', `/api/guest/units/${id}`)).json().response.project_name).toBe(
      'Mountain View iCity',
    );

    const again = await callMultipart(t, 'POST', `/api/guest/units/${id}`, {
      ...unitFields({ project_name: 'Overwritten' }),
      ...(await unitFiles()),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This project has already been filled in');
    expect((await call(t, 'GET', `/api/guest/units/${id}`)).json().response.project_name).toBe(
      'Mountain View iCity',
    );
  });

  it('accepts only http(s) links for the map and the WhatsApp group', async () => {
    const id = await generateLink();
    const reply = await callMultipart(t, 'POST', `/api/guest/units/${id}`, {
      ...unitFields({
        map_location: 'javascript:alert(document.cookie)',
        whatsapp_link: 'file:///etc/passwd',
      }),
      ...(await unitFiles()),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toMatchObject({
      map_location: 'Enter a link starting with http:// or https://',
      whatsapp_link: 'Enter a link starting with http:// or https://',
    });
    expect((await call(t, 'GET', `/api/guest/units/${id}`)).json().response.empty).toBe(true);
  });

  it('shows the filled project in the list, and review (update_view) marks it', async () => {
    const id = await generateLink();
    await callMultipart(t, 'POST', `/api/guest/units/${id}`, {
      ...unitFields({ project_name: 'Guest project to review' }),
      ...(await unitFiles()),
    });
    const search = await call(t, 'POST', '/api/units/admin_search', {
      token: t.superToken,
      body: { search: 'Guest project to review' },
    });
    expect(search.json().units).toEqual([expect.objectContaining({ _id: id, view: false })]);
    expect((await call(t, 'PUT', `/api/units/update_view/${id}`, { token: t.superToken })).statusCode).toBe(
      200,
    );
    const unit = (await call(t, 'GET', `/api/units/unit/${id}`, { token: t.superToken })).json().response;
    expect(unit.view).toBe(true);
  });

  it('reaches nothing else: no other project, no admin call', async () => {
    const id = await generateLink();
    const other = await buildUnit(t, t.superToken);
    const foreign = await call(t, 'GET', `/api/guest/units/${other._id}`);
    expect(foreign.statusCode).toBe(404);
    const fill = await callMultipart(t, 'POST', `/api/guest/units/${other._id}`, {
      ...unitFields(),
      ...(await unitFiles()),
    });
    expect(fill.statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/guest/units/${other._id}/lookups`)).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/api/units/unit/${id}`],
      ['GET', '/api/units/admin/1'],
      ['GET', '/api/location'],
      ['PUT', `/api/units/update_pdf/${id}`],
      ['DELETE', `/api/units/delete/${id}`],
      ['POST', `/api/units/copy_and_delete/${id}`],
    ] as const) {
      expect((await call(t, method, url)).statusCode, url).toBe(401);
    }
    expect((await call(t, 'GET', '/api/guest/units/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('moves to a new link on Change link: the old one gets a clear not found', async () => {
    const id = await generateLink();
    const { token } = await buildAdmin(t, t.superToken);
    expect((await call(t, 'POST', '/api/units/empty', { token })).statusCode).toBe(403);

    const reply = await call(t, 'POST', `/api/units/copy_and_delete/${id}`, { token: t.superToken });
    expect(reply.statusCode).toBe(200);
    const newId = (reply.json().link as string).match(guestLinkPattern)?.[1];
    expect(newId).toMatch(/^[0-9a-f-]{36}$/);
    expect(newId).not.toBe(id);
    const old = await call(t, 'GET', `/api/guest/units/${id}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('This link is not valid any more. Ask for a new link.');
    expect((await call(t, 'GET', `/api/guest/units/${newId}`)).json().response).toMatchObject({
      _id: newId,
      empty: true,
    });
    const oldFill = await callMultipart(t, 'POST', `/api/guest/units/${id}`, {
      ...unitFields(),
      ...(await unitFiles()),
    });
    expect(oldFill.statusCode).toBe(404);
  });

  it('moves a filled project with its plans and types', async () => {
    const unit = await buildUnit(t, t.superToken);
    const reply = await call(t, 'POST', `/api/units/copy_and_delete/${unit._id}`, { token: t.superToken });
    const newId = (reply.json().link as string).split('/guest/')[1];
    const moved = (await call(t, 'GET', `/api/units/unit/${newId}`, { token: t.superToken })).json().response;
    const { _id, updatedAt, ...rest } = unit;
    expect(moved).toMatchObject({ ...rest, _id: newId });
    expect((await call(t, 'GET', `/api/units/unit/${unit._id}`, { token: t.superToken })).statusCode).toBe(
      404,
    );
    expect((await call(t, 'GET', `/api/guest/units/${newId}`)).json().response.project_name).toBe(
      unit.project_name,
    );
  });
});

describe('links waiting for a guest', () => {
  it('lists the empty projects with their links, newest first, to super admins only', async () => {
    const first = await generateLink();
    const second = await generateLink();
    const reply = await call(t, 'GET', '/api/units/guest_links?page=1', { token: t.superToken });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ page: 1 });
    const ids = body.items.map((item: { _id: string }) => item._id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(body.items.find((item: { _id: string }) => item._id === first)).toMatchObject({
      link: `https://console.simsar.test/guest/${first}`,
    });
    // A changed link is listed under its new id only; a deleted one leaves the list.
    const changed = await call(t, 'POST', `/api/units/copy_and_delete/${first}`, { token: t.superToken });
    const newId = changed.json().link.split('/guest/')[1];
    await call(t, 'DELETE', `/api/units/delete/${second}`, { token: t.superToken });
    const after = (await call(t, 'GET', '/api/units/guest_links', { token: t.superToken })).json();
    const afterIds = after.items.map((item: { _id: string }) => item._id);
    expect(afterIds).toContain(newId);
    expect(afterIds).not.toContain(first);
    expect(afterIds).not.toContain(second);
    const { token } = await buildAdmin(t, t.superToken);
    expect((await call(t, 'GET', '/api/units/guest_links', { token })).statusCode).toBe(403);
  });
});
