import { homeTabStorageKey } from '@simsar/contract/constants';
import { useCallback, useSyncExternalStore } from 'react';

/** The home screen's tabs (console-core §2); Logout sits below them in the sidebar. */
export const homeTabs = [
  { id: 'General', label: 'General' },
  { id: 'Brokers', label: 'Brokers' },
  { id: 'Clients', label: 'Clients' },
  { id: 'Franchises', label: 'Franchises' },
  { id: 'ChangePassword', label: 'Change password' },
  { id: 'System', label: 'System', superOnly: true },
] as const satisfies readonly { id: string; label: string; superOnly?: boolean }[];

export type HomeTabId = (typeof homeTabs)[number]['id'];
const defaultTab: HomeTabId = 'General';

export function visibleHomeTabs(isSuper: boolean) {
  return homeTabs.filter((tab) => isSuper || !('superOnly' in tab));
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const readStoredTab = () => localStorage.getItem(homeTabStorageKey);

/**
 * The chosen tab, kept in local storage under "page" (default General). A stored tab this admin
 * may not see (System for an ordinary admin) falls back to General.
 */
export function useHomeTab(isSuper: boolean): [HomeTabId, (tab: HomeTabId) => void] {
  const stored = useSyncExternalStore(subscribe, readStoredTab);
  const tab = visibleHomeTabs(isSuper).find((candidate) => candidate.id === stored)?.id ?? defaultTab;
  const setTab = useCallback((next: HomeTabId) => {
    localStorage.setItem(homeTabStorageKey, next);
    for (const listener of listeners) listener();
  }, []);
  return [tab, setTab];
}
