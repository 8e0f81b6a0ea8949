import { test as base, expect, type Page } from '@playwright/test';

interface ConsoleGuard {
  /**
   * Marks a failed call the test expects (the browser logs "Failed to load resource: ... status
   * of 401"): the console shows it to the user, so it is not a bug. A path ending in "/" marks
   * every path under it.
   */
  allowFailedCall(status: number, path: string): void;
  /** The test takes the browser offline: every request then fails with ERR_INTERNET_DISCONNECTED. */
  allowOffline(): void;
  /**
   * The test shows a shared list (every project, team member, training...), and other tests delete
   * their items, with their files, at any time: a file gone after the list loaded answers 404 and its
   * card shows the placeholder instead (ui/card-picture.tsx).
   */
  allowGoneFiles(): void;
}

/** Fails the test on any console.error or page error it did not say it expects. */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: { status: number; path: string }[] = [];
      let offline = false;
      const unexpected: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (offline && message.text().includes('net::ERR_INTERNET_DISCONNECTED')) return;
        const url = message.location().url;
        const expected = allowed.some(
          ({ status, path }) =>
            message.text().includes(`status of ${status}`) &&
            (path.endsWith('/') ? new URL(url).pathname.startsWith(path) : new URL(url).pathname === path),
        );
        if (!expected) unexpected.push(`${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => unexpected.push(`page error: ${error.message}`));
      await use({
        allowFailedCall: (status, path) => allowed.push({ status, path }),
        allowOffline: () => {
          offline = true;
        },
        allowGoneFiles: () => allowed.push({ status: 404, path: '/media/' }),
      });
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A toast (Mantine notification) with this text. */
export function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}
