import type { ReactNode } from 'react';

/**
 * What a call says when it succeeds: its mutation's `meta: { successToast }`, given the reply and
 * what was sent. The query client shows it (app/query-client.ts), as it shows every failure.
 * (`never`: each mutation names its own reply and variables.)
 */
export type SuccessToast = (reply: never, variables: never) => ReactNode;

/** The success toast of a call whose reply's own message says it. */
export const replyMessage = (reply: { message: string }): string => reply.message;

/**
 * How a call is taken back: its mutation's `meta: { undo }`, given the reply and what was sent, gives
 * the reverse call (or nothing when there is none). The success toast then carries Undo for
 * `undoWindowMs` (docs/decisions/282).
 */
export type UndoOf = (reply: never, variables: never) => (() => Promise<unknown>) | undefined;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { successToast?: SuccessToast; undo?: UndoOf };
  }
}

/** How long a success toast offers Undo (and stays on screen). */
export const undoWindowMs = 5000;

/**
 * The toasts' code (Mantine's stack, its store): loaded when a toast is first wanted, not with the
 * sign-in page (docs/decisions/291). A load that failed (the connection dropped) is tried again by
 * the next toast.
 */
let stack: Promise<typeof import('./toast-stack.tsx')> | undefined;
export function loadToastStack(): Promise<typeof import('./toast-stack.tsx')> {
  wantToaster();
  stack ??= import('./toast-stack.tsx').catch((error: unknown) => {
    stack = undefined;
    throw error;
  });
  return stack;
}

/**
 * Whether the stack should be on the page. The signed-in shell wants it at once, so that it is there
 * before the connection can drop and the offline message can show (docs/decisions/162); the sign-in
 * page wants it at the first touch of its form, before anything is sent; any toast wants it.
 */
let wanted = false;
const wantedListeners = new Set<() => void>();

export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

export function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export const isToasterWanted = (): boolean => wanted;

/** Failed calls: the server's message in a red toast (top-right, closes after 5000 ms). */
export function showErrorToast(message: ReactNode): void {
  loadToastStack().then((toasts) => toasts.showErrorNow(message), noStack);
}

/** Hides every failure toast: a sign-in that succeeds takes back the failed tries' "wrong password". */
export function hideErrorToasts(): void {
  // No stack yet, no toast to hide.
  stack?.then((toasts) => toasts.hideErrorsNow(), noStack);
}

/**
 * A success toast; user text inside goes in <bdi> so a name in Arabic keeps its place. With `undo`,
 * it carries an Undo button for `undoWindowMs`: pressed, the toast closes and `undo` runs.
 */
export function showSuccessToast(message: ReactNode, undo?: () => void): void {
  loadToastStack().then((toasts) => toasts.showSuccessNow(message, undoWindowMs, undo), noStack);
}

// The toasts' code did not arrive (offline since the page loaded): there is nothing to show them with.
const noStack = () => {};
