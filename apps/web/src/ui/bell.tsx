import { Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useI18n } from '../i18n/i18n.tsx';

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
  const { t, formatNumber } = useI18n();
  return (
    <Badge
      color="red"
      variant="light"
      size={size}
      radius="xl"
      role="img"
      aria-label={`${formatNumber(count)} ${counts ? counts.long : t('home.pendingOrNew')}`}
      leftSection={<IconBell size={14} aria-hidden />}
      // Beside a long title the title wraps: the count is never cut to "5…".
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {/* The count runs left to right inside Arabic words too. */}
      <bdi dir="ltr">{formatNumber(count)}</bdi>
      {counts ? ` ${counts.short}` : null}
    </Badge>
  );
}
