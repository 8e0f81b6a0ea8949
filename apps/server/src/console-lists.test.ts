import { inboxListName } from '@simsar/contract/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuiz, threeQuestions } from '../test/content-builders.ts';
import { buildProject, buildSubmission } from '../test/deal-builders.ts';
import { multipartBody } from '../test/files.ts';
import { adminIdOf, buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember } from '../test/members.ts';
import { fileFranchiseRequest, fileRequest } from '../test/request-builders.ts';
import { consoleLists } from './app-api.ts';
import type { ConsoleList } from './core/lists.ts';
import type { SessionAdmin } from './core/session.ts';
import { roundTheClock } from './core/work-calendar.ts';

/**
 * Every list of the registry (`consoleLists` in app-api.ts), read as two ordinary admins and a super admin would:
 * each ordinary admin gets only their own members' items where the list is owned and everything
 * otherwise, a super admin's list refuses them, `rows()` gives what the pages give in the same order,
 * and a search narrows both alike (docs/decisions/274).
 */
let t: TestApp;
let superToken: string;
const callers: Record<'super' | 'mona' | 'karim', SessionAdmin> = {} as never;
/** Which admin each member is assigned to. */
const adminOfMember = new Map<string, string>();
let filter: Record<string, unknown>;

const sessionOf = (id: string, isSuper: boolean): SessionAdmin => ({
  id,
  name: 'Lists',
  email: 'lists@simsar.test',
  isSuper,
  sessionId: 'lists',
  ip: '127.0.0.1',
});

/** An admin's share: two brokers' forms, deals, CILs and quiz attempts, a client's and a franchise's requests. */
async function seedFor(adminId: string, token: string, name: string, quizId: string) {
  for (const broker of [`Shared ${name} One`, `${name} Two`]) {
    const { user, token: brokerToken } = await buildAcceptedBroker(t, superToken, adminId, { name: broker });
    adminOfMember.set(user._id, adminId);
    for (const kind of ['form', 'deal', 'cil'] as const) {
      await buildSubmission(t, kind, brokerToken, { client_name: `Client of ${broker}` });
    }
    await call(t, 'POST', `/api/app/quizzes/${quizId}/start`, { token: brokerToken });
    await call(t, 'POST', `/api/app/quizzes/${quizId}/submit`, {
      token: brokerToken,
      body: { answers: threeQuestions.answers },
    });
  }
  const client = await buildAssignedMember(t, superToken, adminId, {
    user_type: 'Client',
    name: `Shared ${name} Client`,
  });
  const franchise = await buildAssignedMember(t, superToken, adminId, {
    user_type: 'Franchise',
    name: `${name} Franchise`,
  });
  for (const member of [client.user, franchise.user]) adminOfMember.set(member._id, adminId);
  await fileRequest(t, client.token, '/api/app/property_consultant');
  await fileRequest(t, franchise.token, '/api/app/request_media');
  const { payload, headers } = multipartBody([
    { name: 'text', value: `Shared news from ${name}` },
    { name: 'users', value: JSON.stringify([client.user._id]) },
  ]);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/notification/create',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  const mona = await buildAdmin(t, superToken, 'Mona');
  const karim = await buildAdmin(t, superToken, 'Karim');
  callers.super = sessionOf(await adminIdOf(t, superToken), true);
  callers.mona = sessionOf(mona.admin._id, false);
  callers.karim = sessionOf(karim.admin._id, false);
  await buildProject(t, superToken);
  await call(t, 'POST', '/api/units/empty', { token: superToken });
  const quiz = await buildQuiz(t, superToken);
  await seedFor(mona.admin._id, mona.token, 'Mona', quiz._id);
  await seedFor(karim.admin._id, karim.token, 'Karim', quiz._id);
  await buildMember(t, { user_type: 'Client', name: 'Shared Nobody' });
  await fileFranchiseRequest(t, { name: 'Shared Franchise Hopeful' });
  // What lists that need more than a page and a search are read with (extra keys are ignored).
  filter = {
    now: new Date(),
    targetHours: 24,
    calendar: roundTheClock,
    days: 180,
    type: 'Client',
    admin_id: mona.admin._id,
    quiz_id: quiz._id,
  };
}, 600_000);
afterAll(() => t.close());

type Item = {
  _id?: string;
  admin_id?: string | null;
  user_id?: { _id: string } | null;
  filed_by?: { _id: string | null } | null;
};

/**
 * The admin an item belongs to: its member's admin (an inbox item's: who filed it), or the admin
 * the row names (a user, a send).
 */
function ownerOf(item: Item): string | null | undefined {
  if (item.user_id !== undefined) return item.user_id && adminOfMember.get(item.user_id._id);
  if (item.filed_by !== undefined) return item.filed_by?._id ? adminOfMember.get(item.filed_by._id) : null;
  return item.admin_id;
}

const keyOf = (item: unknown) => (item as { _id?: string })._id ?? JSON.stringify(item);

/**
 * The filter each list is read with: `admin_id` is the team list's own (the admin whose members it
 * lists); to the member lists and queues it is a filter beside the search (docs/decisions/520), which
 * would narrow an ordinary admin's share to another admin's, so they are read without it.
 */
function filterOf(list: ConsoleList): Record<string, unknown> {
  if (list.name === 'team') return filter;
  const { admin_id: _teamOnly, ...rest } = filter;
  return rest;
}

async function allPages(list: ConsoleList, admin: SessionAdmin, search?: string) {
  const items: unknown[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const found = await list.page(t.db, admin, { ...filterOf(list), page, search });
    expect(found.total).toBeGreaterThanOrEqual(found.items.length);
    items.push(...found.items);
    pages = found.pages;
  }
  return items;
}

async function allRows(list: ConsoleList, admin: SessionAdmin, search?: string) {
  const items: unknown[] = [];
  for await (const batch of list.rows(t.db, admin, { ...filterOf(list), search }, { batch: 2 })) {
    expect(batch.length).toBeLessThanOrEqual(2);
    items.push(...batch);
  }
  return items;
}

describe('every console list by its one name', () => {
  it('holds the lists of every area, each name once', () => {
    const names = [...consoleLists().lists.keys()];
    for (const name of ['brokers', 'clients', 'franchises', 'team', 'unassigned', 'admins', 'audit']) {
      expect(names).toContain(name);
    }
    for (const name of [
      'units',
      'guest-links',
      'notifications-sent',
      'quiz',
      'quiz-results',
      'form.new',
      'inbox',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toContain('cil.accept');
    expect(names).toContain('property_consultant.non-done');
    expect(names).toContain('request_franchises.new');
    expect(() => consoleLists().named('no-such-list')).toThrow();
  });

  it("gives an ordinary admin their own members' items where owned, everything else alike", async () => {
    let ownedWithItems = 0;
    for (const name of consoleLists().lists.keys()) {
      const list = consoleLists().named(name);
      const everything = await allRows(list, callers.super);
      expect(await allPages(list, callers.super), name).toEqual(everything);
      // The first `limit` rows are the first of the whole list.
      const firstThree: unknown[] = [];
      for await (const batch of list.rows(t.db, callers.super, filterOf(list), { batch: 2, limit: 3 }))
        firstThree.push(...batch);
      expect(firstThree, name).toEqual(everything.slice(0, 3));
      for (const admin of [callers.mona, callers.karim]) {
        if (list.superOnly) {
          await expect(list.page(t.db, admin, { ...filterOf(list), page: 1 }), name).rejects.toMatchObject({
            code: 'FORBIDDEN',
          });
          expect(() => list.rows(t.db, admin, filterOf(list)), name).toThrow();
          continue;
        }
        const mine = await allRows(list, admin);
        expect(await allPages(list, admin), name).toEqual(mine);
        if (!list.owned) {
          // The same rows (a quiz's figures count each admin's own members).
          expect(mine.map(keyOf), name).toEqual(everything.map(keyOf));
          continue;
        }
        for (const item of mine as Item[]) {
          // The inbox holds what no member filed (franchise join requests), as every admin's queue does.
          if (name === inboxListName && !(item as Item).filed_by?._id) continue;
          expect(ownerOf(item), name).toBe(admin.id);
        }
        expect(everything, name).toEqual(expect.arrayContaining(mine));
        if (mine.length > 0) ownedWithItems += 1;
      }
    }
    // Members of three types, to-do tabs, new forms, deals and CILs, quiz results and sends.
    expect(ownedWithItems).toBeGreaterThanOrEqual(2 * 10);
  }, 300_000);

  it('narrows pages and rows alike by a search', async () => {
    let narrowed = 0;
    for (const name of consoleLists().lists.keys()) {
      const list = consoleLists().named(name);
      if (!list.searchable) continue;
      for (const admin of [callers.super, callers.mona]) {
        if (list.superOnly && !admin.isSuper) continue;
        const found = await allRows(list, admin, 'shared');
        expect(await allPages(list, admin, 'shared'), name).toEqual(found);
        const everything = await allRows(list, admin);
        expect(everything, name).toEqual(expect.arrayContaining(found));
        if (found.length < everything.length) narrowed += 1;
      }
    }
    expect(narrowed).toBeGreaterThanOrEqual(10);
  }, 300_000);
});
