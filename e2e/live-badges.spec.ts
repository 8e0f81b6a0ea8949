import { openTab, signIn, superAdmin } from './builders.ts';
import { test } from './fixtures.ts';
import { expectFilingsShowLive } from './live-walk.ts';

test('a request filed through the apps shows on the open console without a reload', async ({
  page,
  request,
}) => {
  await signIn(page, superAdmin);
  await openTab(page, 'Franchises');
  await expectFilingsShowLive(page, request, 'Live');
});
