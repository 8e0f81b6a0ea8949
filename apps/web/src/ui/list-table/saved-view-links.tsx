import { Badge, NavLink, Text } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { UserText } from '../user-text.tsx';
import { applyViewLayout, showsView, useSavedViews, viewLink } from './saved-view-calls.ts';
import { useListTableWords } from './words.ts';

/** The sidebar's saved views (docs/decisions/560): each opens its list as saved, with the caller's count. */
export function SavedViewLinks({ adminId, onOpen }: { adminId: string; onOpen: () => void }) {
  const w = useListTableWords();
  const { formatNumber } = useI18n();
  const views = useSavedViews();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (!views.data?.length) return null;
  return (
    <>
      <Text size="xs" c="dimmed" fw={600} mt="md" mb={4} px="sm">
        {w('savedViews')}
      </Text>
      {views.data.map((view) => {
        const active = showsView(view, pathname, params);
        return (
          <NavLink
            key={view._id}
            component={Link}
            to={viewLink(view)}
            label={<UserText>{view.name}</UserText>}
            leftSection={<IconBookmark size={18} />}
            rightSection={
              <Badge size="sm" variant="light" color={view.shared ? 'grape' : 'blue'}>
                {formatNumber(view.count)}
              </Badge>
            }
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={() => {
              applyViewLayout(adminId, view);
              onOpen();
            }}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        );
      })}
    </>
  );
}
