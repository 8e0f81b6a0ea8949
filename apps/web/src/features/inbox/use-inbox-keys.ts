import { type InboxItem, type InboxMove, inboxItemRouteOf, inboxMovesOf } from '@simsar/contract/inbox';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { inboxKeyOf } from './inbox-keys.ts';

/**
 * The inbox's keys, read from the whole window while no dialog is open (`paused`): `?` lists them,
 * j/k move the selection, Enter opens the selected item beside the list, o opens it in its queue and
 * each move's own key makes that move.
 */
export function useInboxKeys({
  paused,
  items,
  current,
  isSuper,
  setSelected,
  onOpen,
  onHelp,
  onMove,
}: {
  paused: boolean;
  items: InboxItem[];
  current: InboxItem | undefined;
  isSuper: boolean;
  setSelected: Dispatch<SetStateAction<number>>;
  onOpen: (item: InboxItem) => void;
  onHelp: () => void;
  onMove: (item: InboxItem, move: InboxMove) => void;
}) {
  const navigate = useNavigate();
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event) => {
    if (paused) return;
    const key = inboxKeyOf(event);
    if (!key) return;
    if (key === '?') onHelp();
    else if (key === 'j') setSelected((at) => Math.min(at + 1, Math.max(0, items.length - 1)));
    else if (key === 'k') setSelected((at) => Math.max(0, at - 1));
    else if (key === 'Enter' && current) onOpen(current);
    else if (key === 'o' && current) navigate(inboxItemRouteOf(current));
    else if (current) {
      const move = inboxMovesOf(current.kind, current.status, current.id, isSuper).find(
        (entry) => entry.key === key,
      );
      if (!move) return;
      onMove(current, move);
    } else return;
    event.preventDefault();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
