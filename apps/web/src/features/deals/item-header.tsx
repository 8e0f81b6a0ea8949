import { Badge, Group, Title } from '@mantine/core';
import type { QueueState } from '@simsar/contract/deals';
import { stateLabels } from './queues.ts';

const colors: Record<QueueState, string> = {
  new: 'blue',
  pending: 'yellow',
  accept: 'teal',
  rejected: 'red',
};

export function ItemHeader({ title, status }: { title: string; status: QueueState }) {
  return (
    <Group gap="sm">
      <Title order={2}>{title}</Title>
      <Badge color={colors[status]} variant="light" size="lg">
        {stateLabels[status]}
      </Badge>
    </Group>
  );
}
