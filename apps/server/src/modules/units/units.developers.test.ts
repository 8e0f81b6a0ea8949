import { describe, expect, it } from 'vitest';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { callMultipart } from '../../../test/multipart.ts';
import { buildUnit, unitFields, unitFiles } from '../../../test/unit-builders.ts';

const t = useTestApp();

const palm = {
  name_en: 'Sodic',
  name_ar: 'سوديك',
  contact_person: 'Hany Salem',
  phone: '01012345678',
  email: 'Sales@Sodic.test',
  protection_days: 60,
  commission: 3.5,
};

async function createDeveloper(body: Record<string, unknown>) {
  return call(t, 'POST', '/api/developers', { token: t.superToken, body });
}

async function auditOf(id: string) {
  const reply = await call(t, 'GET', `/api/audit?kind=developer&item=${id}`, { token: t.superToken });
  return reply.json().items as { action: string; before: unknown; after: unknown }[];
}

describe('developers', () => {
  it('creates, reads, edits and lists a developer, each change audited', async () => {
    const created = await createDeveloper(palm);
    expect(created.statusCode, created.body).toBe(201);
    const developer = created.json().developer;
    expect(created.json().message).toBe('Developer added');
    expect(developer).toMatchObject({ ...palm, email: 'sales@sodic.test', projects: 0 });

    const edited = await call(t, 'PUT', `/api/developers/${developer._id}`, {
      token: t.superToken,
      body: { ...palm, name_en: 'SODIC Developments', protection_days: '', commission: '' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().developer).toMatchObject({
      name_en: 'SODIC Developments',
      protection_days: null,
      commission: null,
    });

    const list = await call(t, 'GET', '/api/developers?search=sodic', { token: t.superToken });
    expect(list.json()).toMatchObject({ total: 1, items: [{ name_en: 'SODIC Developments' }] });
    const arabic = await call(t, 'GET', `/api/developers?search=${encodeURIComponent('سوديك')}`, {
      token: t.superToken,
    });
    expect(arabic.json().total).toBe(1);

    const entries = await auditOf(developer._id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses what is not a developer with every field’s message, and a second of one name', async () => {
    const bad = await createDeveloper({
      name_en: ' ',
      name_ar: '',
      phone: '123',
      email: 'nope',
      protection_days: 0,
      commission: 25,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name_en: 'Developer name english is required',
      name_ar: 'Developer name arabic is required',
      phone: 'Enter a mobile number starting with 010, 011, 012 or 015, at most 11 digits',
      email: 'Email is not a valid e-mail address',
      protection_days: 'Protection days must be a whole number from 1 to 3650',
      commission: 'Commission must be between 0 and 20',
    });

    expect((await createDeveloper({ name_en: 'Mountain View', name_ar: 'ماونتن فيو' })).statusCode).toBe(201);
    const twice = await createDeveloper({ name_en: '  mountain   VIEW ', name_ar: 'ماونتن' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A developer with this name already exists');
  });

  it('lets every admin read the developers and only super admins change them', async () => {
    const { token } = await buildAdmin(t, t.superToken);
    expect((await call(t, 'GET', '/api/developers', { token })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/developers/choices', { token })).statusCode).toBe(200);
    const refused = await call(t, 'POST', '/api/developers', {
      token,
      body: { name_en: 'Hyde Park', name_ar: 'هايد بارك' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('gives a project the chosen developer, renames it with the developer and refuses deleting one in use', async () => {
    const developer = (await createDeveloper({ name_en: 'Tatweer Misr', name_ar: 'تطوير مصر' })).json()
      .developer;
    const unit = await buildUnit(t, t.superToken, {
      developer_id: developer._id,
      dev_name_en: 'typed',
      dev_name_ar: 'typed',
    });
    expect(unit).toMatchObject({
      developer_id: developer._id,
      dev_name_en: 'Tatweer Misr',
      dev_name_ar: 'تطوير مصر',
    });

    const other = (await createDeveloper({ name_en: 'Madinet Masr', name_ar: 'مدينة مصر' })).json().developer;
    const moved = await callMultipart(
      t,
      'PUT',
      `/api/units/update/${unit._id}`,
      { ...unitFields({ developer_id: other._id }), oldImages: '[]' },
      t.superToken,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await call(t, 'GET', `/api/developers/${other._id}`, { token: t.superToken })).json();
    expect(after.developer.projects).toBe(1);
    await callMultipart(
      t,
      'PUT',
      `/api/units/update/${unit._id}`,
      { ...unitFields({ developer_id: developer._id }), oldImages: '[]' },
      t.superToken,
    );
    await call(t, 'PUT', `/api/developers/${developer._id}`, {
      token: t.superToken,
      body: { name_en: 'Tatweer Misr Developments', name_ar: 'تطوير مصر للتنمية' },
    });
    const project = (await call(t, 'GET', `/api/units/unit/${unit._id}`, { token: t.superToken })).json()
      .response;
    expect(project).toMatchObject({
      dev_name_en: 'Tatweer Misr Developments',
      dev_name_ar: 'تطوير مصر للتنمية',
    });

    const refused = await call(t, 'DELETE', `/api/developers/${developer._id}`, { token: t.superToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This developer has projects; move them to another developer before deleting it',
    );
    await call(t, 'DELETE', `/api/units/delete/${unit._id}`, { token: t.superToken });
    const deleted = await call(t, 'DELETE', `/api/developers/${developer._id}`, { token: t.superToken });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      (await call(t, 'GET', `/api/developers/${developer._id}`, { token: t.superToken })).statusCode,
    ).toBe(404);
    expect((await auditOf(developer._id)).map((entry) => entry.action)).toContain('delete');
  });

  it('refuses a project naming a developer that does not exist, and links a typed name to its developer', async () => {
    const missing = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      { ...unitFields({ developer_id: '00000000-0000-4000-8000-000000000000' }), ...(await unitFiles()) },
      t.superToken,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ developer_id: 'Developer not found' });
    const typed = await buildUnit(t, t.superToken, { dev_name_en: 'Ora Developers', dev_name_ar: 'أورا' });
    const again = await buildUnit(t, t.superToken, { dev_name_en: ' ora  developers', dev_name_ar: 'x' });
    expect(again.developer_id).toBe(typed.developer_id);
    expect(again.dev_name_en).toBe('Ora Developers');
  });
});
