import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type Part, sampleFile } from '../../../test/files.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp({
    dataDir: await import('node:fs/promises').then((fs) => fs.mkdtemp('/tmp/simsar-notif-sent-')),
  });
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

async function send(token: string, text: string, users: string[], extra: Part[] = []) {
  const { payload, headers } = multipartBody([
    { name: 'text', value: text },
    { name: 'users', value: JSON.stringify(users) },
    ...extra,
  ]);
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/notification/create',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().notification as { _id: string; image: string | null; createdAt: string };
}

const sent = (token: string, type: string, query = '') =>
  call(t, 'GET', `/api/notification/sent/${type}${query}`, { token });

describe('the sent notifications (docs/decisions/154)', () => {
  it('lists each send of a type with its text, image, link, audience size, sender and time, newest first', async () => {
    const { admin, token } = await buildAdmin(t, superToken, 'Mona Sender');
    const own = await buildAssignedMember(t, superToken, admin._id, { user_type: 'Client' });
    const other = await buildMember(t, { user_type: 'Client' });
    const first = await send(
      superToken,
      'Launch of Palm Hills on Friday',
      [own.user._id, other.user._id],
      [
        { name: 'link', value: 'https://simsar.example/launch' },
        { name: 'image', filename: 'launch.png', content: sampleFile('png'), type: 'image/png' },
      ],
    );
    const second = await send(token, 'عرض خاص لعملائنا', [own.user._id]);

    const all = await sent(superToken, 'Client');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      items: [
        {
          _id: second._id,
          text: 'عرض خاص لعملائنا',
          link: null,
          image: null,
          user_type: 'Client',
          audience_size: 1,
          admin_id: admin._id,
          sent_by: 'Mona Sender',
          createdAt: second.createdAt,
        },
        {
          _id: first._id,
          text: 'Launch of Palm Hills on Friday',
          link: 'https://simsar.example/launch',
          image: first.image,
          user_type: 'Client',
          audience_size: 2,
          admin_id: expect.any(String),
          sent_by: 'Super admin',
          createdAt: first.createdAt,
        },
      ],
      page: 1,
      pages: 1,
      total: 2,
    });
    // An ordinary admin sees what they sent; another type's list holds none of these.
    expect((await sent(token, 'Client')).json().items.map((item: { _id: string }) => item._id)).toEqual([
      second._id,
    ]);
    expect((await sent(superToken, 'Broker')).json()).toMatchObject({ items: [], total: 0 });
    // The search looks in the text, case-insensitively.
    const found = (await sent(superToken, 'Client', '?search=PALM%20hills')).json();
    expect(found.items.map((item: { _id: string }) => item._id)).toEqual([first._id]);
  });

  it('pages by 20 and keeps the audience size as sent', async () => {
    const franchise = await buildMember(t, { user_type: 'Franchise' });
    for (let i = 1; i <= 21; i++) await send(superToken, `Franchise news ${i}`, [franchise.user._id]);
    const page1 = (await sent(superToken, 'Franchise')).json();
    expect(page1).toMatchObject({ page: 1, pages: 2, total: 21 });
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toMatchObject({ text: 'Franchise news 21', audience_size: 1 });
    const page2 = (await sent(superToken, 'Franchise', '?page=2')).json();
    expect(page2.items.map((item: { text: string }) => item.text)).toEqual(['Franchise news 1']);
  });

  it('needs a session and a known type', async () => {
    expect((await call(t, 'GET', '/api/notification/sent/Client')).statusCode).toBe(401);
    expect((await sent(superToken, 'Admin')).statusCode).toBe(400);
  });
});
