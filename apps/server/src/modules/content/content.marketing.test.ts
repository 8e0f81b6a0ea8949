import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildMember } from '../../../test/members.ts';
import { callMultipart, imageFile, mp4File, pdfFile } from '../../../test/multipart.ts';

let t: TestApp;
let superToken: string;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
beforeAll(async () => {
  // A product name of two words: the discount's path follows it, lower-cased.
  t = await startTestApp({ productName: 'Simsar Pro' });
  superToken = await signInSuper(t);
  admin = await buildAdmin(t, superToken);
});
afterAll(() => t.close());

const ids = (reply: { json: () => { response: { _id: string }[] } }) =>
  reply.json().response.map((one) => one._id);

async function createGuideline(user_type: string, name_en = 'How to list') {
  const reply = await callMultipart(
    t,
    'POST',
    '/api/guideline/create',
    { name_en, name_ar: 'كيف تضيف', user_type, video: mp4File() },
    superToken,
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().response;
}

async function createSlider(user_type: string, link?: string) {
  const reply = await callMultipart(
    t,
    'POST',
    '/api/slider/create',
    { user_type, link, image: await imageFile() },
    superToken,
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().response;
}

async function createDiscount() {
  const reply = await callMultipart(
    t,
    'POST',
    '/api/simsar_pro_discount/create',
    { text_en: '10% off', text_ar: 'خصم ١٠٪', image: await imageFile() },
    superToken,
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().response;
}

describe('guidelines', () => {
  it('lists each user type its own, newest first', async () => {
    const first = await createGuideline('Broker', 'First');
    const second = await createGuideline('Broker', 'Second');
    const client = await createGuideline('Client');
    expect(second).toMatchObject({ name_ar: 'كيف تضيف', user_type: 'Broker' });
    expect(second.video).toMatch(/^\/media\/.+\.mp4$/);
    const brokers = ids(await call(t, 'GET', '/api/guideline/user_type/Broker', { token: admin.token }));
    expect(brokers.indexOf(second._id)).toBeLessThan(brokers.indexOf(first._id));
    expect(brokers).not.toContain(client._id);
    expect((await call(t, 'GET', '/api/guideline/user_type/Agent', { token: admin.token })).statusCode).toBe(
      400,
    );
  });

  it("refuses missing fields with the spec's words and a video that is not an mp4", async () => {
    const empty = await callMultipart(t, 'POST', '/api/guideline/create', {}, superToken);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name_en: 'English name is required',
      name_ar: 'Arabic name is required',
      user_type: 'Choose Broker, Client or Franchise',
      video: 'Video is required',
    });
    const pdf = await callMultipart(
      t,
      'POST',
      '/api/guideline/create',
      { name_en: 'a', name_ar: 'ب', user_type: 'Broker', video: pdfFile() },
      superToken,
    );
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('The video must be an MP4 file');
  });

  it("takes the spec's JSON update {name_en, name_ar, video}, keeping the video (content-operations §7)", async () => {
    const guideline = await createGuideline('Client');
    const update = (body: unknown) =>
      call(t, 'PUT', `/api/guideline/update/${guideline._id}`, { token: superToken, body });
    const renamed = await update({ name_en: 'Renamed', name_ar: 'جديد', video: guideline.video });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().response).toMatchObject({
      _id: guideline._id,
      name_en: 'Renamed',
      name_ar: 'جديد',
      video: guideline.video,
      user_type: 'Client',
    });
    expect((await call(t, 'GET', guideline.video)).statusCode).toBe(200);
    // The console's form sends the address back beside the names, multipart: kept too.
    const form = await callMultipart(
      t,
      'PUT',
      `/api/guideline/update/${guideline._id}`,
      { name_en: 'Form', name_ar: 'نموذج', video: guideline.video },
      superToken,
    );
    expect(form.json().response).toMatchObject({ name_en: 'Form', video: guideline.video });
    const noVideo = await update({ name_en: 'Again', name_ar: 'مرة' });
    expect(noVideo.json().response).toMatchObject({ name_en: 'Again', video: guideline.video });
    // A file comes only as an upload: another address is refused, and nothing changes.
    const elsewhere = await update({ name_en: 'X', name_ar: 'س', video: 'https://example.com/a.mp4' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields).toEqual({ video: 'Send a new video as an MP4 file' });
    const empty = await update({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      name_en: 'English name is required',
      name_ar: 'Arabic name is required',
    });
    const list = await call(t, 'GET', '/api/guideline/user_type/Client', { token: admin.token });
    expect(list.json().response).toContainEqual(
      expect.objectContaining({ _id: guideline._id, name_en: 'Again' }),
    );
    // The ordinary admin is refused first, whatever the body.
    const refused = await call(t, 'PUT', `/api/guideline/update/${guideline._id}`, {
      token: admin.token,
      body: { name_en: 'Mine', name_ar: 'لي', video: guideline.video },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('updates names and replaces the video, removing the old file; deletes, then 404', async () => {
    const guideline = await createGuideline('Franchise');
    const renamed = await callMultipart(
      t,
      'PUT',
      `/api/guideline/update/${guideline._id}`,
      { name_en: 'Renamed', name_ar: 'جديد' },
      superToken,
    );
    expect(renamed.json().response).toMatchObject({ name_en: 'Renamed', video: guideline.video });
    const replaced = await callMultipart(
      t,
      'PUT',
      `/api/guideline/update/${guideline._id}`,
      { name_en: 'Renamed', name_ar: 'جديد', video: mp4File() },
      superToken,
    );
    expect(replaced.statusCode).toBe(200);
    expect((await call(t, 'GET', guideline.video)).statusCode).toBe(404);
    const invalid = await callMultipart(
      t,
      'PUT',
      `/api/guideline/update/${guideline._id}`,
      { name_en: '' },
      superToken,
    );
    expect(invalid.json().fields).toMatchObject({
      name_en: 'English name is required',
      name_ar: 'Arabic name is required',
    });
    const missing = await callMultipart(
      t,
      'PUT',
      `/api/guideline/update/${randomUUID()}`,
      { name_en: 'a', name_ar: 'ب' },
      superToken,
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/guideline/delete/${guideline._id}`, { token: superToken })).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', replaced.json().response.video)).statusCode).toBe(404);
    const again = await call(t, 'DELETE', `/api/guideline/delete/${guideline._id}`, { token: superToken });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This guideline does not exist');
  });
});

describe('sliders', () => {
  it('lists by the spec type name or the route plural, newest first; link optional', async () => {
    const first = await createSlider('Client', 'https://simsar.example/offer');
    const second = await createSlider('Client');
    expect(second).toMatchObject({ link: null, user_type: 'Client' });
    expect(second.image).toMatch(/^\/media\/.+\.png$/);
    for (const type of ['Client', 'clients']) {
      const list = ids(await call(t, 'GET', `/api/slider/${type}`, { token: admin.token }));
      expect(list.indexOf(second._id)).toBeLessThan(list.indexOf(first._id));
    }
    expect(ids(await call(t, 'GET', '/api/slider/brokers', { token: admin.token }))).not.toContain(first._id);
  });

  it('refuses a missing image and a link that is not http(s); deletes with its file, then 404', async () => {
    const empty = await callMultipart(t, 'POST', '/api/slider/create', { user_type: 'Broker' }, superToken);
    expect(empty.json().fields).toEqual({ image: 'Image is required' });
    const bad = await callMultipart(
      t,
      'POST',
      '/api/slider/create',
      { user_type: 'Broker', link: 'javascript:alert(1)', image: await imageFile() },
      superToken,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.link).toBe('Enter a link starting with http:// or https://');
    const slider = await createSlider('Broker');
    expect(
      (await call(t, 'DELETE', `/api/slider/delete/${slider._id}`, { token: superToken })).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', slider.image)).statusCode).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/slider/delete/${slider._id}`, { token: superToken })).statusCode,
    ).toBe(404);
  });
});

describe('discounts', () => {
  it('serves the calls under the product name, texts optional; deletes with its file, then 404', async () => {
    const discount = await createDiscount();
    expect(discount).toMatchObject({ text_en: '10% off', text_ar: 'خصم ١٠٪' });
    const bare = await callMultipart(
      t,
      'POST',
      '/api/simsar_pro_discount/create',
      { image: await imageFile() },
      superToken,
    );
    expect(bare.json().response).toMatchObject({ text_en: null, text_ar: null });
    const list = ids(await call(t, 'GET', '/api/simsar_pro_discount', { token: admin.token }));
    expect(list.slice(0, 2)).toEqual([bare.json().response._id, discount._id]);
    const empty = await callMultipart(
      t,
      'POST',
      '/api/simsar_pro_discount/create',
      { text_en: 'x' },
      superToken,
    );
    expect(empty.json().fields).toEqual({ image: 'Image is required' });
    expect((await call(t, 'GET', '/api/simsar_discount', { token: admin.token })).statusCode).toBe(404);
    const url = `/api/simsar_pro_discount/delete/${discount._id}`;
    expect((await call(t, 'DELETE', url, { token: superToken })).statusCode).toBe(200);
    expect((await call(t, 'GET', discount.image)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', url, { token: superToken })).json().message).toBe(
      'This discount does not exist',
    );
  });
});

describe('guards and the apps', () => {
  it('keeps every change to super admins and every read to signed-in admins', async () => {
    const guideline = await createGuideline('Broker');
    const slider = await createSlider('Broker');
    const discount = await createDiscount();
    const image = await imageFile();
    const changes = [
      () =>
        callMultipart(
          t,
          'POST',
          '/api/guideline/create',
          { name_en: 'a', name_ar: 'ب', user_type: 'Broker', video: mp4File() },
          admin.token,
        ),
      () =>
        callMultipart(
          t,
          'PUT',
          `/api/guideline/update/${guideline._id}`,
          { name_en: 'a', name_ar: 'ب' },
          admin.token,
        ),
      () => call(t, 'DELETE', `/api/guideline/delete/${guideline._id}`, { token: admin.token }),
      () => callMultipart(t, 'POST', '/api/slider/create', { user_type: 'Broker', image }, admin.token),
      () => call(t, 'DELETE', `/api/slider/delete/${slider._id}`, { token: admin.token }),
      () => callMultipart(t, 'POST', '/api/simsar_pro_discount/create', { image }, admin.token),
      () => call(t, 'DELETE', `/api/simsar_pro_discount/delete/${discount._id}`, { token: admin.token }),
    ];
    for (const change of changes) expect((await change()).statusCode).toBe(403);
    for (const url of ['/api/guideline/user_type/Broker', '/api/slider/Broker', '/api/simsar_pro_discount']) {
      expect((await call(t, 'GET', url)).statusCode).toBe(401);
    }
    expect(
      (await callMultipart(t, 'POST', '/api/slider/create', { user_type: 'Broker', image })).statusCode,
    ).toBe(401);
  });

  it("gives each member their own type's guidelines and sliders, everyone the discounts and the team", async () => {
    const forFranchise = await createGuideline('Franchise', 'Franchise only');
    const forBroker = await createGuideline('Broker', 'Broker only');
    const sliderForFranchise = await createSlider('Franchise');
    const discount = await createDiscount();
    const franchise = await buildMember(t, { user_type: 'Franchise' });
    const broker = await buildAcceptedBroker(t, superToken, admin.admin._id);
    const as = (token: string, url: string) => call(t, 'GET', url, { token });
    const franchiseGuidelines = ids(await as(franchise.token, '/api/app/guidelines'));
    expect(franchiseGuidelines).toContain(forFranchise._id);
    expect(franchiseGuidelines).not.toContain(forBroker._id);
    expect(ids(await as(broker.token, '/api/app/guidelines'))).not.toContain(forFranchise._id);
    expect(ids(await as(franchise.token, '/api/app/sliders'))).toContain(sliderForFranchise._id);
    expect(ids(await as(broker.token, '/api/app/sliders'))).not.toContain(sliderForFranchise._id);
    const discounts = (await as(broker.token, '/api/app/discounts')).json().response;
    expect(discounts.find((one: { _id: string }) => one._id === discount._id).image).toMatch(/^\/media\//);
    expect((await as(franchise.token, '/api/app/team')).statusCode).toBe(200);
    for (const url of ['/api/app/team', '/api/app/guidelines', '/api/app/sliders', '/api/app/discounts']) {
      expect((await call(t, 'GET', url)).statusCode).toBe(401);
      expect((await as(admin.token, url)).statusCode).toBe(401);
    }
  });
});
