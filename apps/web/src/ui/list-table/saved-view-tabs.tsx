import { Badge, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { UserText } from '../user-text.tsx';
import { SaveViewDialog } from './save-view-dialog.tsx';
import { applyViewLayout, showsView, useSavedViews, viewLink } from './saved-view-calls.ts';
import { SavedViewMenu } from './saved-view-menu.tsx';
import type { ListPrefs } from './use-list-prefs.ts';
import { useListTableWords } from './words.ts';

const allTab = 'all';

/**
 * Above a list: its saved views as tabs (the whole list first), each a link with the caller's count,
 * the one the address shows marked as current; "Save view" keeps what is shown, and the owner's menu
 * renames, shares or deletes the open one (docs/decisions/560, 564).
 */
export function SavedViewTabs({
  list,
  adminId,
  isSuper,
  prefs,
}: {
  list: string;
  adminId: string;
  isSuper: boolean;
  prefs: ListPrefs;
}) {
  const w = useListTableWords();
  const { formatNumber } = useI18n();
  const views = useSavedViews();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [saving, { open, close }] = useDisclosure(false);
  const here = (views.data ?? []).filter((view) => view.list === list && view.path === pathname);
  const shown = here.find((view) => showsView(view, pathname, params));
  const query = Object.fromEntries([...params.entries()].filter(([key]) => key !== 'page'));
  const whole = Object.keys(query).length === 0;
  const tab = (
    key: string,
    to: string,
    active: boolean,
    label: ReactNode,
    count?: ReactNode,
    onClick?: () => void,
  ) => (
    <Button
      key={key}
      component={Link}
      to={to}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      aria-current={active ? 'page' : undefined}
      rightSection={count}
      onClick={onClick}
      // A long name (up to 60 characters) ends in "…" rather than widening a phone's screen.
      maw="100%"
      styles={{ inner: { minWidth: 0 }, label: { minWidth: 0 } }}
    >
      {label}
    </Button>
  );
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {/* Links, not tabs: each view is an address (a link may be opened in a new tab or sent). */}
      <Group gap={4} aria-label={w('views')} role="group" maw="100%" miw={0}>
        {tab(allTab, pathname, !shown && whole, w('allRows'))}
        {here.map((view) =>
          tab(
            view._id,
            viewLink(view),
            view === shown,
            // Its own direction: an English name in Arabic keeps its start, and ends in "…".
            <Text span inherit truncate="end" dir="auto">
              <UserText>{view.name}</UserText>
            </Text>,
            <Badge size="sm" variant="light" color={view.shared ? 'grape' : 'blue'}>
              {formatNumber(view.count)}
            </Badge>,
            () => applyViewLayout(adminId, view),
          ),
        )}
      </Group>
      <Group gap="xs">
        {shown?.mine ? <SavedViewMenu view={shown} isSuper={isSuper} /> : null}
        <Button variant="default" leftSection={<IconDeviceFloppy size={16} />} onClick={open}>
          {w('saveView')}
        </Button>
      </Group>
      <SaveViewDialog
        opened={saving}
        onClose={close}
        list={list}
        path={pathname}
        query={query}
        prefs={prefs}
        isSuper={isSuper}
      />
    </Group>
  );
}
