import { Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** The bell a home card shows while items are pending or new, with their count. */
export function Bell({ count, size = 'lg' }: { count: number; size?: 'sm' | 'lg' }) {
  return (
    <Badge
      color="red"
      variant="light"
      size={size}
      radius="xl"
      role="img"
      aria-label={`${count} pending or new`}
      leftSection={<IconBell size={14} aria-hidden />}
    >
      {count}
    </Badge>
  );
}
