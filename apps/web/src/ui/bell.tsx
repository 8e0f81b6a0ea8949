import { Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** The bell a home card shows while items are pending or new, with their count. */
export function Bell({ count }: { count: number }) {
  return (
    <Badge
      color="red"
      variant="light"
      size="lg"
      radius="xl"
      role="img"
      aria-label={`${count} pending or new`}
      leftSection={<IconBell size={14} aria-hidden />}
    >
      {count}
    </Badge>
  );
}
