import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/harness.ts';
import { callMultipart, imageFile, mp4File, pdfFile } from '../../../test/multipart.ts';
import { isStored } from '../../../test/stored.ts';
import { buildUnit, unitFields } from '../../../test/unit-builders.ts';

const t = useTestApp();

const readUnit = async (id: string) =>
  (await call(t, 'GET', `/api/units/unit/${id}`, { token: t.superToken })).json().response;

describe('updating a project', () => {
  it('saves the fields, drops the removed images with their files and adds new ones', async () => {
    const unit = await buildUnit(t, t.superToken);
    const [kept, removed] = unit.images as [string, string];
    const removedThumb = unit.thumbnails[1] as string;
    const reply = await callMultipart(
      t,
      'PUT',
      `/api/units/update/${unit._id}`,
      {
        ...unitFields({
          project_name: 'Palm Hills Katameya',
          payment_plans: JSON.stringify([{ down_payment: 5, years: 10 }]),
          features_en: JSON.stringify(['Mosque']),
        }),
        oldImages: JSON.stringify([removed]),
        images: [await imageFile('new.jpg', 'jpeg')],
      },
      t.superToken,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ message: 'Unit updated successfully' });
    const updated = await readUnit(unit._id);
    expect(updated).toMatchObject({
      project_name: 'Palm Hills Katameya',
      project_code: 'Palm Hills Katameya',
      payment_plans: [{ down_payment: 5, years: 10 }],
      features_en: ['Mosque'],
      features_ar: ['مسجد'],
      logo: unit.logo,
    });
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(kept);
    expect(updated.thumbnails).toHaveLength(2);
    expect(await isStored(t, removed)).toBe(false);
    expect(await isStored(t, removedThumb)).toBe(false);
    expect(await isStored(t, kept)).toBe(true);
  });

  it('needs at least one image and at most six in all', async () => {
    const unit = await buildUnit(t, t.superToken);
    const none = await callMultipart(
      t,
      'PUT',
      `/api/units/update/${unit._id}`,
      { ...unitFields(), oldImages: JSON.stringify(unit.images) },
      t.superToken,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please choose images');
    const five = await Promise.all(Array.from({ length: 5 }, (_, i) => imageFile(`n${i}.png`)));
    const seven = await callMultipart(
      t,
      'PUT',
      `/api/units/update/${unit._id}`,
      { ...unitFields(), images: five },
      t.superToken,
    );
    expect(seven.statusCode).toBe(400);
    expect(seven.json().message).toBe('Please select a maximum of 6 images');
    const after = await readUnit(unit._id);
    expect(after.images).toEqual(unit.images);
    expect(after.project_name).toBe(unit.project_name);
  });

  it('gives 404 for a project that does not exist', async () => {
    const reply = await callMultipart(
      t,
      'PUT',
      '/api/units/update/8d6f1c1e-0000-4000-8000-000000000000',
      unitFields(),
      t.superToken,
    );
    expect(reply.statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/units/unit/not-a-uuid', { token: t.superToken })).statusCode).toBe(
      404,
    );
  });
});

describe('uploading one file', () => {
  const cases = [
    ['pdf', pdfFile],
    ['file', () => pdfFile('availability.pdf')],
    ['logo', () => imageFile('logo.jpg', 'jpeg')],
    ['master_plan', () => pdfFile('master.pdf')],
    ['video_broker', () => mp4File()],
    ['video_client', () => mp4File()],
  ] as const;

  it.each(cases)('update_%s replies Done upload and removes the old file', async (field, makeFile) => {
    const unit = await buildUnit(t, t.superToken);
    const old = unit[field] as string;
    const reply = await callMultipart(
      t,
      'PUT',
      `/api/units/update_${field}/${unit._id}`,
      { [field]: await makeFile() },
      t.superToken,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const { message, path: newPath } = reply.json();
    expect(message).toBe('Done upload');
    expect((await readUnit(unit._id))[field]).toBe(newPath);
    expect(await isStored(t, newPath)).toBe(true);
    expect(await isStored(t, old)).toBe(false);
  });

  it('refuses a renamed file with 415 and keeps the old one', async () => {
    const unit = await buildUnit(t, t.superToken);
    const renamed = { ...pdfFile(), name: 'tour.mp4', type: 'video/mp4' };
    const reply = await callMultipart(
      t,
      'PUT',
      `/api/units/update_video_broker/${unit._id}`,
      { video_broker: renamed },
      t.superToken,
    );
    expect(reply.statusCode).toBe(415);
    expect(reply.json().code).toBe('UNSUPPORTED_TYPE');
    expect((await readUnit(unit._id)).video_broker).toBe(unit.video_broker);
    expect(await isStored(t, unit.video_broker as string)).toBe(true);
  });

  it('refuses a request without the file', async () => {
    const unit = await buildUnit(t, t.superToken);
    const reply = await callMultipart(
      t,
      'PUT',
      `/api/units/update_pdf/${unit._id}`,
      { note: 'x' },
      t.superToken,
    );
    expect(reply.statusCode).toBe(400);
  });
});

describe('deleting a project', () => {
  it('removes the project and every file it had', async () => {
    const unit = await buildUnit(t, t.superToken);
    const files = [
      ...unit.images,
      ...unit.thumbnails,
      ...(['logo', 'master_plan', 'pdf', 'file', 'video_broker', 'video_client'] as const).map(
        (field) => unit[field] as string,
      ),
    ];
    for (const file of files) expect(await isStored(t, file)).toBe(true);
    const reply = await call(t, 'DELETE', `/api/units/delete/${unit._id}`, { token: t.superToken });
    expect(reply.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/units/unit/${unit._id}`, { token: t.superToken })).statusCode).toBe(
      404,
    );
    for (const file of files) expect(await isStored(t, file)).toBe(false);
    expect(
      (await call(t, 'DELETE', `/api/units/delete/${unit._id}`, { token: t.superToken })).statusCode,
    ).toBe(404);
  });
});

describe('marking the view', () => {
  it('sets the view flag of a project', async () => {
    const reply = await call(t, 'POST', '/api/units/empty', { token: t.superToken });
    const id = reply.json().link.split('/guest/')[1];
    expect((await call(t, 'PUT', `/api/units/update_view/${id}`, { token: t.superToken })).statusCode).toBe(
      404,
    );
    const unit = await buildUnit(t, t.superToken);
    const marked = await call(t, 'PUT', `/api/units/update_view/${unit._id}`, { token: t.superToken });
    expect(marked.statusCode).toBe(200);
    expect((await readUnit(unit._id)).view).toBe(true);
  });
});
