import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  type InboxItem,
  type InboxKind,
  type InboxMove,
  inboxItemRouteOf,
  inboxMovesOf,
} from '@simsar/contract/inbox';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import { Link } from 'react-router';
import { ServiceClock } from '../../ui/service-clock.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useInboxWords } from './words.ts';

export const kindWords = (kind: InboxKind) => queueKindOf(kind).words;

/** The open item beside the list: what it is, who filed it, its clock, and its moves with their keys. */
export function InboxDetail({
  item,
  isSuper,
  onMove,
  busy,
}: {
  item: InboxItem;
  isSuper: boolean;
  onMove: (move: InboxMove) => void;
  busy: boolean;
}) {
  const w = useInboxWords();
  const moves = inboxMovesOf(item.kind, item.status, item.id, isSuper);
  return (
    <Card withBorder aria-label={w('itemDetails')}>
      <Stack gap="xs">
        <Group>
          <Badge>{kindWords(item.kind)}</Badge>
          <Text size="sm">{item.status.replace('_', ' ')}</Text>
        </Group>
        <Text fw={600}>
          <bdi>{item.filed_by?.name ?? w('filedByAnyone')}</bdi>
        </Text>
        {item.filed_by ? (
          <Text size="sm">
            <bdi dir="ltr">{item.filed_by.phone}</bdi>
          </Text>
        ) : null}
        <Text size="sm">
          <bdi>{item.summary}</bdi>
        </Text>
        <Text size="sm" c="dimmed">
          {userTextIn(w('filed'), {
            date: <bdi dir="ltr">{new Date(item.filed_at).toLocaleString()}</bdi>,
          })}
        </Text>
        <ServiceClock item={item} todo />
        <Group>
          {moves.map((move) => (
            <Button key={move.move} size="xs" disabled={busy} onClick={() => onMove(move)}>
              {w('moveWithKey', { move: move.label, key: move.key })}
            </Button>
          ))}
          <Button size="xs" variant="default" component={Link} to={inboxItemRouteOf(item)}>
            {w('openInQueueButton')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
