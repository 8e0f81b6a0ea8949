import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// jsdom lacks what Mantine reads for media queries and sizing.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

/**
 * Like the browser tests' console guard (e2e/fixtures.ts): a component test fails on any
 * console.error it did not expect. A test that expects one calls `allowConsoleError(pattern)`.
 */
const consoleErrors: string[] = [];
const allowed: RegExp[] = [];
const originalError = console.error;

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

beforeEach(() => {
  consoleErrors.length = 0;
  allowed.length = 0;
  console.error = (...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (!allowed.some((pattern) => pattern.test(text))) consoleErrors.push(text);
    originalError(...args);
  };
});

afterEach(() => {
  cleanup();
  console.error = originalError;
  expect(consoleErrors, 'unexpected console.error').toEqual([]);
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
