/**
 * "The inbox is my first screen": a choice of this browser (localStorage), not of the admin's
 * account (docs/decisions/281). Home sends there right after each sign-in, and once in a browser
 * session opened already signed in (docs/decisions/320).
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

/**
 * Whether home should open the inbox now: chosen, and either the admin has just signed in or it
 * was not yet done in this browser session (a new tab of a session still open).
 */
export function takeInboxFirst(justSignedIn: boolean): boolean {
  if (!inboxFirst() || (!justSignedIn && sessionStorage.getItem(sentKey))) return false;
  sessionStorage.setItem(sentKey, 'yes');
  return true;
}
