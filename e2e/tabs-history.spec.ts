import { signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { tab } from './user-screens.ts';

// Switching tabs replaces the route: Back leaves the screen instead of stepping through tabs.
const screens = [
  {
    start: '/brokers/accept',
    tabs: ['Pending brokers', 'Removed brokers', 'Brokers'],
    last: '/brokers/accept',
  },
  {
    start: '/clients/accept',
    tabs: ['Removed clients', 'Notification for clients'],
    last: '/clients/notification',
  },
  {
    start: '/franchises/accept',
    tabs: ['Removed franchises', 'Notification for franchises'],
    last: '/franchises/notification',
  },
  { start: '/admins/view', tabs: ['Add admin', 'Admins'], last: '/admins/view' },
];

for (const screen of screens) {
  test(`Back leaves ${screen.start.split('/')[1]} after switching tabs`, async ({ page }) => {
    await signIn(page, superAdmin);
    await expect(page).toHaveURL('/');
    await page.goto(screen.start);
    for (const label of screen.tabs) {
      await tab(page, label).click();
      await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(page).toHaveURL(screen.last);
    await page.goBack();
    await expect(page).toHaveURL('/');
  });
}
