import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type InboxItem, type InboxMove, inboxItemRouteOf, inboxMovesOf } from '@simsar/contract/inbox';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useQueueWords } from '../../ui/queue-words.ts';
import { ServiceClock } from '../../ui/service-clock.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import type { InboxMoves } from './inbox-moves.tsx';
import { useInboxWords } from './words.ts';

/** What an item's queue card warns of (a CIL's duplicate), shown in the open item. */
export type InboxItemWarning = ComponentType<{ item: InboxItem }>;

/**
 * The open item beside the list: what it is, who filed it, its clock, what its queue's card warns of
 * (`warning`: a CIL's duplicate), and its moves with their keys, the first (the row's forward move:
 * Accept, Done, Pending) primary and the others secondary.
 */
export function InboxDetail({
  item,
  isSuper,
  onMove,
  busy,
  warning,
}: {
  item: InboxItem;
  isSuper: boolean;
  onMove: (move: InboxMove) => void;
  busy: boolean;
  warning?: ReactNode;
}) {
  const w = useInboxWords();
  const q = useQueueWords();
  const { formatDate } = useI18n();
  const moves = inboxMovesOf(item.kind, item.status, item.id, isSuper);
  return (
    <Card withBorder aria-label={w('itemDetails')}>
      <Stack gap="xs">
        <Group>
          <Badge>{q(`words.${item.kind}`)}</Badge>
          <Text size="sm">{q(`status.${item.status}`)}</Text>
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
            date: <bdi>{formatDate(item.filed_at, 'minute')}</bdi>,
          })}
        </Text>
        <ServiceClock item={item} todo />
        {warning}
        <Group gap="xs">
          {moves.map((move, index) => (
            <Button
              key={move.move}
              size="xs"
              variant={index === 0 ? 'filled' : 'default'}
              disabled={busy}
              onClick={() => onMove(move)}
            >
              {w('moveWithKey', { move: q(`move.${move.label}`), key: move.key })}
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

/** The open item beside the list (`item`), or how to open one while none is open. */
export function InboxOpenItem({
  item,
  isSuper,
  moves,
  ItemWarning,
}: {
  item: InboxItem | undefined;
  isSuper: boolean;
  moves: InboxMoves;
  ItemWarning: InboxItemWarning;
}) {
  const w = useInboxWords();
  return item ? (
    <InboxDetail
      item={item}
      isSuper={isSuper}
      onMove={(move) => moves.make(item, move)}
      busy={moves.mover.isPending}
      warning={<ItemWarning item={item} />}
    />
  ) : (
    <Text c="dimmed" size="sm">
      {userTextIn(w('openHint'), { key: 'Enter' }, ['key'])}
    </Text>
  );
}
