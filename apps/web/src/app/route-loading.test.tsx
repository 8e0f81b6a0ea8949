import { describe, expect, it } from 'vitest';
import { isCodeLoadFailure } from './route-loading.tsx';

describe("a screen's code that did not arrive", () => {
  it("is told by each browser's words, and by Vite's for a stylesheet", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/admin-routes.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: http://localhost/assets/admin-routes.js',
      'Unable to preload CSS for http://localhost/assets/day-input.css',
    ]) {
      expect(isCodeLoadFailure(new Error(message)), message).toBe(true);
    }
  });

  it('is not any other error of a screen', () => {
    expect(isCodeLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isCodeLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
