import { Badge, Group, Title } from '@mantine/core';
import type { QueueState } from '@simsar/contract/deals';
import { submissionStateLabels } from '@simsar/contract/queue-lists';

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
        {submissionStateLabels[status]}
      </Badge>
    </Group>
  );
}
