import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type Part, sampleFile } from '../../../test/files.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp({
    dataDir: await import('node:fs/promises').then((fs) => fs.mkdtemp('/tmp/simsar-notif-')),
  });
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

function send(token: string, parts: Part[]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/notification/create',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

const mine = (token: string) => call(t, 'GET', '/api/app/notifications', { token });

describe('sending a notification', () => {
  it('reaches the listed members with text, link and image, and only them', async () => {
    const [a, b, other] = await Promise.all([buildMember(t), buildMember(t), buildMember(t)]);
    const reply = await send(superToken, [
      { name: 'text', value: 'New compound launch on Friday' },
      { name: 'link', value: 'https://simsar.example/launch' },
      { name: 'users', value: JSON.stringify([a.user._id, b.user._id]) },
      { name: 'image', filename: 'launch.png', content: sampleFile('png'), type: 'image/png' },
    ]);
    expect(reply.statusCode).toBe(201);
    const sent = reply.json();
    expect(sent).toMatchObject({
      message: 'Notification sent',
      notification: { text: 'New compound launch on Friday', users_count: 2 },
    });
    expect(sent.notification.image).toMatch(/^\/media\/.+\.png$/);
    const received = (await mine(a.token)).json().response;
    expect(received).toEqual([
      {
        _id: sent.notification._id,
        text: 'New compound launch on Friday',
        link: 'https://simsar.example/launch',
        image: sent.notification.image,
        createdAt: sent.notification.createdAt,
      },
    ]);
    expect((await mine(b.token)).json().response).toHaveLength(1);
    expect((await mine(other.token)).json().response).toEqual([]);
    const media = await t.app.inject({ method: 'GET', url: sent.notification.image });
    expect(media.statusCode).toBe(200);
  });

  it('needs the text, and takes only http or https links', async () => {
    const member = await buildMember(t);
    const users = JSON.stringify([member.user._id]);
    const empty = await send(superToken, [
      { name: 'text', value: '  ' },
      { name: 'users', value: users },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'Message is required',
      fields: { text: 'Message is required' },
    });
    const script = await send(superToken, [
      { name: 'text', value: 'Hi' },
      { name: 'link', value: 'javascript:alert(1)' },
      { name: 'users', value: users },
    ]);
    expect(script.json().fields).toEqual({ link: 'Link must start with http:// or https://' });
    const badUsers = await send(superToken, [
      { name: 'text', value: 'Hi' },
      { name: 'users', value: 'not json' },
    ]);
    expect(badUsers.json().fields).toEqual({ users: 'Users must be a JSON list of user ids' });
    const notImage = await send(superToken, [
      { name: 'text', value: 'Hi' },
      { name: 'users', value: users },
      { name: 'image', filename: 'x.png', content: sampleFile('text'), type: 'image/png' },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect((await mine(member.token)).json().response).toEqual([]);
  });

  it('refuses users the admin may not see, sending nothing', async () => {
    const { admin, token } = await buildAdmin(t, superToken, 'Notifier');
    const own = await buildAssignedMember(t, superToken, admin._id, { user_type: 'Client' });
    const stranger = await buildMember(t, { user_type: 'Client' });
    const reply = await send(token, [
      { name: 'text', value: 'Only mine' },
      { name: 'users', value: JSON.stringify([own.user._id, stranger.user._id]) },
    ]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Some of these users do not exist or are not yours');
    expect((await mine(own.token)).json().response).toEqual([]);
    const ok = await send(token, [
      { name: 'text', value: 'Only mine' },
      { name: 'users', value: JSON.stringify([own.user._id]) },
    ]);
    expect(ok.statusCode).toBe(201);
    expect((await mine(own.token)).json().response.map((n: { text: string }) => n.text)).toEqual([
      'Only mine',
    ]);
  });
});
