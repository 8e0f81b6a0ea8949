import { AppShell, Badge, Burger, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconLayoutDashboard,
  IconLock,
  IconLogout,
  IconSettings,
  IconUserSearch,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../features/auth/api/logout-calls.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { ColorSchemeSwitch } from './color-scheme.tsx';
import { type HomeTabId, useHomeTab, visibleHomeTabs } from './home-tabs.ts';
import { LanguageSwitch } from './language.tsx';
import { useLiveEvents } from './live-events.ts';
import { useSession } from './session-context.ts';

const tabIcons: Record<HomeTabId, ReactNode> = {
  General: <IconLayoutDashboard size={18} />,
  Brokers: <IconUserSearch size={18} />,
  Clients: <IconUsers size={18} />,
  Franchises: <IconBuildingStore size={18} />,
  ChangePassword: <IconLock size={18} />,
  System: <IconSettings size={18} />,
};

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
  const { pathname } = useLocation();
  const logout = useLogout();
  const { t, dir } = useI18n();

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
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('shell.openNavigation')}
          />
          <div />
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} truncate dir="auto">
              {session.name}
            </Text>
            <Badge variant="light" color={session.super_admin ? 'grape' : 'blue'}>
              {t(session.super_admin ? 'shell.superAdmin' : 'shell.admin')}
            </Badge>
            <LanguageSwitch />
            <ColorSchemeSwitch />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" pt={0} aria-label={t('shell.sidebar')}>
        <AppShell.Section
          h={56}
          mb="md"
          mx="calc(var(--mantine-spacing-md) * -1)"
          px="md"
          style={{ borderBottom: '1px solid var(--app-shell-border-color)' }}
        >
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Title order={3} size="h4">
              {t('shell.title', { product: session.product_name })}
            </Title>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.closeNavigation')}
            />
          </Group>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          {visibleHomeTabs(session.super_admin).map((item) => {
            const active = pathname === '/' && tab === item.id;
            return (
              <NavLink
                key={item.id}
                component="button"
                type="button"
                label={t(`tab.${item.id}`)}
                leftSection={tabIcons[item.id]}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={() => openTab(item.id)}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            );
          })}
        </AppShell.Section>
        <AppShell.Section>
          <NavLink
            component="button"
            type="button"
            label={t('shell.logout')}
            leftSection={<IconLogout size={18} className="mirror-rtl" />}
            color="red"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main style={mainBackground(dir)}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
