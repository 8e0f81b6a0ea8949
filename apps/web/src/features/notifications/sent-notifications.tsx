import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notificationImagePreviewPx, type SentNotification } from '@simsar/contract/notifications';
import type { UserType } from '@simsar/contract/users';
import { PageListView } from '../../ui/page-list-view.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { usePageList } from '../../ui/use-page-list.ts';
import { countMembers, getSentNotifications, notificationKeys } from './api/notification-calls.ts';

const sentAt = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function SentCard({ item }: { item: SentNotification }) {
  const audience = countMembers(item.audience_size, item.user_type);
  return (
    <Card component="article" aria-label="Sent notification" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.text}
        </Text>
        {item.image ? (
          <Image src={item.image} alt="Notification image" maw={notificationImagePreviewPx} radius="sm" />
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
            Sent to {audience} by <bdi>{item.sent_by ?? 'a deleted admin'}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {sentAt(item.createdAt)}
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
  const list = usePageList(
    (search) => notificationKeys.sentSearch(type, search),
    (page, search) => getSentNotifications(type, page, search),
  );
  return (
    <section aria-label="Sent notifications">
      <Stack gap="md" maw={720}>
        <Group justify="space-between" align="baseline">
          <Title order={3}>Sent notifications</Title>
          {list.isPending ? null : (
            <Text size="sm" c="dimmed">
              {list.search ? `${list.total} found for "${list.search}"` : `${list.total} sent`}
            </Text>
          )}
        </Group>
        <SearchBox
          label="Search sent notifications"
          placeholder="Text of the notification"
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
