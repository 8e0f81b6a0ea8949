import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigate } from 'react-router';
import { NotesButton } from '../features/notes/notes-button.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { NotesSlot, type NotesSubjectProps } from '../ui/notes-slot.tsx';
import { type HomeTabId, useHomeTab } from './home-tabs.ts';
import { useLiveEvents } from './live-events.ts';
import { useSession } from './session-context.ts';
import { ShellHeader, ShellNavbar } from './shell-parts.tsx';

/**
 * The fixed sidebar covers the viewport's height wherever the page is scrolled; beneath it, the
 * main area paints the sidebar's colour and edge in its own band on the sidebar's side (the left,
 * the right in Arabic), so the column runs the page's whole length, also in a full-page capture or
 * print. On a phone the sidebar's offset is 0 and the band is gone.
 */
const sidebarEdge = 'var(--app-shell-navbar-offset, 0rem)';
const mainBackground = (dir: 'ltr' | 'rtl') => ({
  background: `linear-gradient(${dir === 'rtl' ? 'to left' : 'to right'}, var(--mantine-color-body) calc(${sidebarEdge} - 1px), var(--app-shell-border-color) calc(${sidebarEdge} - 1px) ${sidebarEdge}, var(--app-surface) ${sidebarEdge})`,
});

/** The signed-in layout: the sidebar with the home tabs and Logout, the screen beside it. */
export function Shell() {
  const session = useSession();
  useLiveEvents();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [tab, setTab] = useHomeTab(session.super_admin);
  const navigate = useNavigate();
  const { dir } = useI18n();
  const reader = { id: session._id, isSuper: session.super_admin };
  // Every card's "Notes" (docs/decisions/480), given to the cards through the slot.
  const notesOf = ({ kind, id, name }: NotesSubjectProps) => (
    <NotesButton subject={{ kind, id }} name={name} reader={reader} />
  );

  const openTab = (next: HomeTabId) => {
    setTab(next);
    close();
    // Switching tabs replaces the route (console-core §2): no new history entry.
    navigate('/', { replace: true });
  };

  return (
    <AppShell
      layout="alt"
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <ShellHeader opened={opened} toggle={toggle} />
      <ShellNavbar opened={opened} toggle={toggle} tab={tab} onOpenTab={openTab} />
      <AppShell.Main style={mainBackground(dir)}>
        <NotesSlot.Provider value={notesOf}>
          <Outlet />
        </NotesSlot.Provider>
      </AppShell.Main>
    </AppShell>
  );
}
