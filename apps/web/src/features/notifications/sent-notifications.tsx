import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notificationImagePreviewPx, type SentNotification } from '@simsar/contract/notifications';
import type { UserType } from '@simsar/contract/users';
import { useI18n } from '../../i18n/i18n.tsx';
import { PageListView } from '../../ui/page-list-view.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { usePageList } from '../../ui/use-page-list.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { getSentNotifications, notificationKeys } from './api/notification-calls.ts';
import { useNotificationsWords } from './words.ts';

function SentCard({ item }: { item: SentNotification }) {
  const w = useNotificationsWords();
  const { formatDate } = useI18n();
  return (
    <Card component="article" aria-label={w('sentNotification')} withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.text}
        </Text>
        {item.image ? (
          <Image src={item.image} alt={w('notificationImage')} maw={notificationImagePreviewPx} radius="sm" />
        ) : null}
        {item.link ? (
          <Anchor
            href={item.link}
            target="_blank"
            rel="noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.link}
          </Anchor>
        ) : null}
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="dimmed">
            {userTextIn(w(`sentBy${item.user_type}`, { count: item.audience_size }), {
              admin: item.sent_by ?? w('deletedAdmin'),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{formatDate(item.createdAt, 'minute')}</bdi>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * What was sent from this tab (decision 154): newest first, searched in the
 * text on the server, with Get more. A super admin sees every admin's, an ordinary admin their own.
 */
export function SentNotifications({ type }: { type: UserType }) {
  const w = useNotificationsWords();
  const list = usePageList(
    (search) => notificationKeys.sentSearch(type, search),
    (page, search) => getSentNotifications(type, page, search),
  );
  return (
    <section aria-label={w('sentNotifications')}>
      <Stack gap="md" maw={720}>
        <Group justify="space-between" align="baseline">
          <Title order={3}>{w('sentNotifications')}</Title>
          {list.isPending ? null : (
            <Text size="sm" c="dimmed">
              {list.search
                ? w('foundFor', { count: list.total, search: list.search })
                : w('sentCount', { count: list.total })}
            </Text>
          )}
        </Group>
        <SearchBox
          label={w('searchSent')}
          placeholder={w('searchSentPlaceholder')}
          onSearch={list.setSearch}
          onBlank={() => list.setSearch(undefined)}
        />
        <PageListView list={list}>
          {list.items.map((item) => (
            <SentCard key={item._id} item={item} />
          ))}
        </PageListView>
      </Stack>
    </section>
  );
}
