import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refusedFields, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildMember } from '../../../test/members.ts';
import { callMultipart, imageFile, pdfFile } from '../../../test/multipart.ts';
import { fileFranchiseRequest, fileRequest, itemIds, requestPhone } from '../../../test/request-builders.ts';
import { storedFiles } from '../../../test/stored.ts';
import { buildUnit } from '../../../test/unit-builders.ts';

let t: TestApp;
let superToken: string;
let client: Awaited<ReturnType<typeof buildMember>>;
let franchise: Awaited<ReturnType<typeof buildMember>>;
let unitId: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  client = await buildMember(t, { user_type: 'Client' });
  franchise = await buildMember(t, { user_type: 'Franchise' });
  const unit = await buildUnit(t, superToken, { project_name: 'Palm Hills' });
  await call(t, 'PUT', `/api/units/update_view/${unit._id}`, { token: superToken });
  unitId = unit._id;
});
afterAll(() => t.close());

const phoneMessage = () => ({ phone: requestPhone(), message: 'Call me about a flat' });

describe('filling the queues from the apps', () => {
  it('files each member request with 201 and the new item, in its to-do state', async () => {
    const consultant = await fileRequest(t, client.token, '/api/app/property_consultant');
    expect(consultant).toMatchObject({
      queue: 'property_consultant',
      status: 'non_done',
      message: 'Please call me back',
    });
    const sales = await fileRequest(t, client.token, '/api/app/contact_sales', {
      ...phoneMessage(),
      unit_id: unitId,
    });
    expect(sales.unit_id).toMatchObject({ _id: unitId, project_name: 'Palm Hills' });
    expect(await fileRequest(t, franchise.token, '/api/app/request_media')).toMatchObject({
      queue: 'request_media',
    });
    expect(await fileRequest(t, franchise.token, '/api/app/request_organic_leads')).toMatchObject({
      queue: 'request_organic_leads',
    });
    const feedback = await fileRequest(t, franchise.token, '/api/app/feedback', {
      rate: 4,
      message: 'Good app',
    });
    expect(feedback).toMatchObject({ queue: 'feedback', rate: 4, phone: null });
  });

  it('refuses a member type the queue is not for with 403', async () => {
    const media = await call(t, 'POST', '/api/app/request_media', {
      token: client.token,
      body: phoneMessage(),
    });
    expect(media.statusCode).toBe(403);
    expect(media.json().message).toBe('Only franchises can send this request');
    const consultant = await call(t, 'POST', '/api/app/property_consultant', {
      token: franchise.token,
      body: {},
    });
    expect(consultant.statusCode).toBe(403);
    expect(consultant.json().message).toBe('Only clients can send this request');
  });

  it('asks for a member token (401), not an admin one', async () => {
    for (const path of ['/api/app/property_consultant', '/api/app/feedback', '/api/app/requests']) {
      expect((await call(t, path.endsWith('requests') ? 'GET' : 'POST', path, { body: {} })).statusCode).toBe(
        401,
      );
    }
    const asAdmin = await call(t, 'POST', '/api/app/feedback', {
      token: superToken,
      body: { rate: 5, message: 'x' },
    });
    expect(asAdmin.statusCode).toBe(401);
  });

  it('validates with messages: rate 1 to 5, phone, message bounds, project', async () => {
    const rate = await call(t, 'POST', '/api/app/feedback', {
      token: client.token,
      body: { rate: 6, message: 'Hi' },
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().fields).toEqual({ rate: 'At most 5' });
    const missing = await call(t, 'POST', '/api/app/property_consultant', { token: client.token, body: {} });
    expect(missing.json().fields).toEqual({ phone: 'Phone is required', message: 'Message is required' });
    const bad = await call(t, 'POST', '/api/app/property_consultant', {
      token: client.token,
      body: { phone: '0301234', message: 'x'.repeat(2001) },
    });
    expect(bad.json().fields).toEqual({
      phone: 'Enter a mobile number starting with 010, 011, 012 or 015, at most 11 digits',
      message: 'At most 2000 characters',
    });
    const nul = await call(t, 'POST', '/api/app/request_media', {
      token: franchise.token,
      body: { phone: requestPhone(), message: 'a\u0000b' },
    });
    expect(nul.json().fields).toEqual({ message: 'Text may not contain control characters' });
    const unknown = await call(t, 'POST', '/api/app/contact_sales', {
      token: client.token,
      body: { ...phoneMessage(), unit_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ unit_id: 'Project not found' });
    const noProject = await call(t, 'POST', '/api/app/contact_sales', {
      token: client.token,
      body: phoneMessage(),
    });
    expect(noProject.json().fields).toEqual({ unit_id: 'Project is required' });
  });

  it('keeps a message with markup as the text it is', async () => {
    const text = '<script>alert("x")</script> & <b>bold</b>';
    const filed = await fileRequest(t, client.token, '/api/app/property_consultant', {
      phone: requestPhone(),
      message: text,
    });
    expect(filed.message).toBe(text);
  });

  it("lists a member's own requests only, with their states", async () => {
    const other = await buildMember(t, { user_type: 'Client' });
    const mine = await fileRequest(t, other.token, '/api/app/property_consultant');
    await fileRequest(t, client.token, '/api/app/property_consultant');
    const list = await call(t, 'GET', '/api/app/requests', { token: other.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, pages: 1, total: 1 });
    expect(itemIds(list)).toEqual([mine._id]);
    await call(t, 'PUT', `/api/property_consultant/done/${mine._id}`, { token: superToken });
    expect((await call(t, 'GET', '/api/app/requests', { token: other.token })).json().items[0].status).toBe(
      'done',
    );
  });
});

describe('franchise requests from anyone', () => {
  it('files one without a session, keeping the image as a private file', async () => {
    const filed = await fileFranchiseRequest(t, { name: 'Mona Adel' });
    expect(filed).toMatchObject({ queue: 'request_franchises', status: 'new', name: 'Mona Adel' });
    const list = await call(t, 'GET', '/api/franchise/', { token: superToken });
    const card = list.json().items.find((item: { _id: string }) => item._id === filed._id);
    expect(card.image).toMatch(/^\/api\/files\//);
    expect((await call(t, 'GET', card.image)).statusCode).toBe(401);
    expect((await call(t, 'GET', card.image, { token: superToken })).statusCode).toBe(200);
  });

  it('wants every field and an image that really is one, leaving no file behind', async () => {
    const filesBefore = await storedFiles(t);
    const empty = await callMultipart(t, 'POST', '/api/app/franchise_requests', { name: '' });
    expect(refusedFields(empty)).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      description: 'Description is required',
      location: 'Location is required',
      image: 'Image is required',
    });
    const link = await callMultipart(t, 'POST', '/api/app/franchise_requests', {
      name: 'A',
      phone: requestPhone(),
      description: 'B',
      location: 'javascript:alert(1)',
      image: await imageFile(),
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().fields).toEqual({ location: 'Enter a link starting with http:// or https://' });
    const pdf = await callMultipart(t, 'POST', '/api/app/franchise_requests', {
      name: 'A',
      phone: requestPhone(),
      description: 'B',
      location: 'https://maps.google.com',
      image: { ...pdfFile(), name: 'photo.png', type: 'image/png' },
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Only JPG, PNG, or JPEG files are allowed');
    expect(await storedFiles(t)).toEqual(filesBefore);
  });
});
