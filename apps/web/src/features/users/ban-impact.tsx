import { Alert, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import type { BanImpact } from '@simsar/contract/ban-impact';
import { clockedQueueRows, queueTitleOf } from '@simsar/contract/queue-lists';
import { formatEgp } from '../../ui/money.ts';
import { useBanImpact } from './api/user-calls.ts';

const titleOf = (kind: string) => {
  const row = clockedQueueRows.find((candidate) => candidate.kind === kind);
  return row ? queueTitleOf(row) : kind;
};

/**
 * What a ban touches (docs/decisions/283), above the reason: the member's open items per queue (the
 * queues with none left out), the members they invited, and their earnings.
 */
export function BanImpactPanel({ userId }: { userId: string }) {
  const impact = useBanImpact(userId);
  if (impact.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Reading what the ban touches…</Text>
      </Group>
    );
  }
  if (impact.isError) {
    return (
      <Alert color="red" title="What the ban touches could not be read">
        {impact.error.message}
      </Alert>
    );
  }
  return <ImpactLines impact={impact.data} />;
}

function ImpactLines({ impact }: { impact: BanImpact }) {
  const open = impact.queues.filter((queue) => queue.waiting > 0);
  const { count, first } = impact.invited;
  const named = first.map((invitee) => invitee.name).join(', ');
  return (
    <Paper component="section" withBorder radius="md" p="sm" aria-label="What the ban touches">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {open.length > 0 ? 'Open items' : 'No open items'}
        </Text>
        {open.length > 0 ? (
          <List size="sm">
            {open.map((queue) => (
              <List.Item key={queue.kind}>
                {titleOf(queue.kind)}: {queue.waiting}
              </List.Item>
            ))}
          </List>
        ) : null}
        <Text size="sm">
          Invited members: {count}
          {named ? (
            <>
              {' '}
              (<bdi>{named}</bdi>
              {count > first.length ? ', …' : ''})
            </>
          ) : null}
        </Text>
        <Text size="sm">Earnings: {formatEgp(impact.earnings)}</Text>
      </Stack>
    </Paper>
  );
}
