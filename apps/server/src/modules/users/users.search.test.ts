import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from './users.schema.ts';
import { isFullName, type SearchSteps, searchUsers } from './users.search.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const superAdmin = {
  id: randomUUID(),
  name: 'Super',
  email: 'super@simsar.test',
  isSuper: true,
  sessionId: '',
  ip: '',
};
// Small steps, so a handful of users takes each one (docs/design/110).
const steps: SearchSteps = { limit: 3, shortWalk: 2, fewMatches: 4, longWalk: 6 };

/** Franchises named in order, oldest first, one second apart (ties are not the point here). */
async function seed(names: string[]) {
  const start = Date.UTC(2026, 0, 1);
  await t.db.insert(users).values(
    names.map((name, i) => ({
      userType: 'Franchise' as const,
      name,
      email: `${randomUUID()}@search.simsar.test`,
      phone: `0109${String(i).padStart(7, '0')}`,
      passwordHash: 'x',
      status: 'active' as const,
      createdAt: new Date(start + i * 1000),
    })),
  );
}

/** What a search must answer: every match, newest first, the first `limit`. */
async function expected(pattern: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'Franchise'), eq(users.status, 'active'), like(users.nameSearch, pattern)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(steps.limit);
  return rows.map((row) => row.id);
}

const found = async (search: string) =>
  (await searchUsers(t.db, superAdmin, 'Franchise', { search, removed: false }, steps)).map(
    (user) => user._id,
  );

describe('search steps', () => {
  it('knows a full name: two words of two letters or more, apart by spaces, in any script', () => {
    expect(isFullName('hamdy abou-shanab')).toBe(true);
    expect(isFullName('abdel-rahman')).toBe(false);
    expect(isFullName('el-masry 4')).toBe(false);
    expect(isFullName('منى زكي')).toBe(true);
    expect(isFullName('mansour')).toBe(false);
    expect(isFullName('hassan 5')).toBe(false);
    expect(isFullName('0101 555')).toBe(false);
  });

  it('answers the newest matches whichever step finds them', async () => {
    await seed([
      'Mid Salem 0',
      'Mid Salem 00',
      ...Array.from({ length: 6 }, (_, i) => `Old Hassan ${i}`),
      ...Array.from({ length: 4 }, (_, i) => `Filler ${i}`),
      'Mid Salem 1',
      'Rare Zayed',
      'Mid Salem 2',
      'Rare Zayed Two 4321',
      'Mid Salem 3',
      'Common Nour 1',
      'Common Nour 2',
      'Common Nour 3',
    ]);
    // 1. The newest shortWalk (3) are all matches.
    expect(await found('nour')).toEqual(await expected('%nour%'));
    // A full name goes to the probe first: three matches, all of them.
    expect(await found('common nour')).toEqual(await expected('%common nour%'));
    expect(await found('common nour')).toHaveLength(3);
    // 2. At most fewMatches (4) matches in all.
    expect(await found('zayed')).toEqual(await expected('%zayed%'));
    expect(await found('zayed')).toHaveLength(2);
    expect(await found('ZAYED  two')).toEqual(await expected('%zayed two%'));
    expect(await found('ZAYED  two')).toHaveLength(1);
    // The index asked for "4321" alone, the whole term checked after.
    expect(await found('two 4321')).toEqual(await expected('%two 4321%'));
    expect(await found('two 4321')).toHaveLength(1);
    expect(await found('zayed 4321')).toEqual([]);
    // 3. Five matches, three among the newest longWalk (8).
    expect(await found('salem')).toEqual(await expected('%salem%'));
    // 4. Six matches, none among the newest 8 (a full name: the probe first finds too many).
    expect(await found('old hassan')).toEqual(await expected('%old hassan%'));
    expect(await found('old hassan')).toHaveLength(3);
    expect(await found('hassan 5')).toEqual(await expected('%hassan 5%'));
    // A digit term looks in phones too.
    expect(await found('0109')).toHaveLength(3);
  });
});
