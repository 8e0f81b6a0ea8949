import { Badge, Group, Title } from '@mantine/core';
import type { QueueState } from '@simsar/contract/deals';
import { useQueueWords } from '../../ui/queue-words.ts';

const colors: Record<QueueState, string> = {
  new: 'blue',
  pending: 'yellow',
  accept: 'teal',
  rejected: 'red',
};

export function ItemHeader({ title, status }: { title: string; status: QueueState }) {
  const q = useQueueWords();
  return (
    <Group gap="sm">
      <Title order={2}>{title}</Title>
      <Badge color={colors[status]} variant="light" size="lg">
        {q(`state.${status}`)}
      </Badge>
    </Group>
  );
}
