import { Badge, Group } from '@mantine/core';
import { formatWaited } from '@simsar/contract/requests';

/**
 * How long a queue's item waited, and whether it is past its queue's target (decision 082): every
 * queue's cards show it alike, 'Waiting 3 h' on a to-do tab, 'Waited 2 d' on a moved one.
 */
export function ServiceClock({
  item,
  todo,
}: {
  item: { waited_minutes?: number | undefined; overdue?: boolean | undefined };
  todo: boolean;
}) {
  if (item.waited_minutes === undefined) return null;
  const waited = formatWaited(item.waited_minutes);
  return (
    <Group gap="xs">
      <Badge variant="light" color={item.overdue ? 'red' : 'gray'}>
        {todo ? `Waiting ${waited}` : `Waited ${waited}`}
      </Badge>
      {item.overdue ? (
        <Badge color="red" variant="filled">
          Overdue
        </Badge>
      ) : null}
    </Group>
  );
}
