/**
 * "The inbox is my first screen": a choice of this browser (localStorage), not of the admin's
 * account (docs/decisions/281). Home sends there once per browser session.
 */
const key = 'simsar.inbox-first';
const sentKey = 'simsar.inbox-first-sent';

export function inboxFirst(): boolean {
  return localStorage.getItem(key) === 'yes';
}

export function setInboxFirst(on: boolean): void {
  if (on) localStorage.setItem(key, 'yes');
  else localStorage.removeItem(key);
}

/** Whether home should open the inbox now: chosen, and not yet done in this browser session. */
export function takeInboxFirst(): boolean {
  if (!inboxFirst() || sessionStorage.getItem(sentKey)) return false;
  sessionStorage.setItem(sentKey, 'yes');
  return true;
}
