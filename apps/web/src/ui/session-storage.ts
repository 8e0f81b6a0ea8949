import { homeTabStorageKey, superFlagStorageKey } from '@simsar/contract/constants';

/**
 * The console's local session state (console-core §2, §6): the super flag lives in session data,
 * the chosen home tab in local storage. The token itself is an HttpOnly cookie the server owns.
 */
export function storeSuperFlag(isSuper: boolean): void {
  sessionStorage.setItem(superFlagStorageKey, String(isSuper));
}

export function hasStoredSession(): boolean {
  return sessionStorage.getItem(superFlagStorageKey) !== null;
}

export function clearStoredSession(): void {
  sessionStorage.removeItem(superFlagStorageKey);
  localStorage.removeItem(homeTabStorageKey);
}
