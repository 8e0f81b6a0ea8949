import { AppShell, Badge, Burger, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { inboxRoute } from '@simsar/contract/inbox';
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
import { useLocation } from 'react-router';
import { useLogout } from '../features/auth/api/logout-calls.ts';
import { MentionBell } from '../features/notes/mention-bell.tsx';
import { GlobalSearch } from '../features/search/global-search.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { SavedViewLinks } from '../ui/list-table/saved-view-links.tsx';
import { ColorSchemeSwitch } from './color-scheme.tsx';
import { type HomeTabId, visibleHomeTabs } from './home-tabs.ts';
import { LanguageSwitch } from './language.tsx';
import { useSession } from './session-context.ts';

const tabIcons: Record<HomeTabId, ReactNode> = {
  General: <IconLayoutDashboard size={18} />,
  Brokers: <IconUserSearch size={18} />,
  Clients: <IconUsers size={18} />,
  Franchises: <IconBuildingStore size={18} />,
  ChangePassword: <IconLock size={18} />,
  System: <IconSettings size={18} />,
};

type Navigation = { opened: boolean; toggle: () => void };

/**
 * The bar above the screen: the phone's menu button, the one search (Ctrl+K), the admin's name and
 * role, language and colours.
 */
export function ShellHeader({ opened, toggle }: Navigation) {
  const session = useSession();
  const { t } = useI18n();
  return (
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
          <GlobalSearch />
          <Text size="sm" fw={500} truncate dir="auto">
            {session.name}
          </Text>
          <Badge variant="light" color={session.super_admin ? 'grape' : 'blue'}>
            {t(session.super_admin ? 'shell.superAdmin' : 'shell.admin')}
          </Badge>
          <MentionBell to={inboxRoute} />
          <LanguageSwitch />
          <ColorSchemeSwitch />
        </Group>
      </Group>
    </AppShell.Header>
  );
}

/** The sidebar: the console's name, the home tabs (the open one marked), the saved views and Logout. */
export function ShellNavbar({
  opened,
  toggle,
  tab,
  onOpenTab,
}: Navigation & { tab: HomeTabId; onOpenTab: (tab: HomeTabId) => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const { t } = useI18n();
  return (
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
              onClick={() => onOpenTab(item.id)}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          );
        })}
        <SavedViewLinks adminId={session._id} onOpen={() => opened && toggle()} />
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
  );
}
