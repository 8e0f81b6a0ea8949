import type { Response } from '@playwright/test';
import { openTab, signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { expectFilingsShowLive } from './live-walk.ts';

// Runs in playwright.two-process.config.ts only: two server processes behind the round-robin proxy,
// which names the process that answered in `x-upstream`.
const upstreams = (process.env.E2E_UPSTREAMS ?? '').split(',');

test('the proxy shares the calls between the two processes', async ({ request }) => {
  expect(upstreams).toHaveLength(2);
  const answered = new Set<string>();
  for (let call = 0; call < 4; call += 1) {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    answered.add(response.headers()['x-upstream'] ?? '');
  }
  expect([...answered].sort()).toEqual([...upstreams].sort());
});

test('a request filed straight to one process shows on a console whose stream the other holds', async ({
  page,
  playwright,
}) => {
  // Which process holds the console's live stream: every opening of it is noted, so a reconnection
  // to the other process mid-test would show below.
  const streams: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/admin/events') streams.push(response);
  });
  await signIn(page, superAdmin);
  await openTab(page, 'Franchises');
  await expect.poll(() => streams.length).toBe(1);
  const holder = streams[0]?.headers()['x-upstream'];
  expect(upstreams).toContain(holder);
  const other = upstreams.find((address) => address !== holder);
  // The filing goes to the other process's own port, not through the proxy.
  const direct = await playwright.request.newContext({ baseURL: `http://${other}` });

  await expectFilingsShowLive(page, direct, 'Across');
  expect(streams.map((stream) => stream.headers()['x-upstream'])).toEqual([holder]);
  await direct.dispose();
});
