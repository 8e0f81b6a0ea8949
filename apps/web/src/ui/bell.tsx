import { Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/**
 * The bell a home card shows while items are pending or new, with their count. `counts`: what the
 * count is when "pending or new" would not say it (the Admins card's unassigned members),
 * shown beside the count and named to screen readers.
 */
export function Bell({
  count,
  size = 'lg',
  counts,
}: {
  count: number;
  size?: 'sm' | 'lg';
  counts?: { short: string; long: string };
}) {
  return (
    <Badge
      color="red"
      variant="light"
      size={size}
      radius="xl"
      role="img"
      aria-label={`${count} ${counts ? counts.long : 'pending or new'}`}
      leftSection={<IconBell size={14} aria-hidden />}
      // Beside a long title the title wraps: the count is never cut to "5…".
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {counts ? `${count} ${counts.short}` : count}
    </Badge>
  );
}
