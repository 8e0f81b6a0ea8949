import { Alert, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import type { BanImpact } from '@simsar/contract/ban-impact';
import { useI18n } from '../../i18n/i18n.tsx';
import { formatEgp } from '../../ui/money.ts';
import { useQueueWords } from '../../ui/queue-words.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { useBanImpact } from './api/user-calls.ts';
import { useUserWords } from './words.ts';

/**
 * What a ban touches (docs/decisions/283), above the reason: the member's open items per queue (the
 * queues with none left out), the members they invited, and their earnings; for a bulk ban, those of
 * every member chosen, added up (decision 341).
 */
export function BanImpactPanel({ userIds }: { userIds: readonly string[] }) {
  const impact = useBanImpact(userIds);
  const w = useUserWords();
  if (impact.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{w('readingImpact')}</Text>
      </Group>
    );
  }
  if (impact.isError) {
    return (
      <Alert color="red" title={w('impactUnread')}>
        {impact.error.message}
      </Alert>
    );
  }
  return <ImpactLines impact={impact.data} />;
}

function ImpactLines({ impact }: { impact: BanImpact }) {
  const w = useUserWords();
  const q = useQueueWords();
  const { formatNumber } = useI18n();
  const open = impact.queues.filter((queue) => queue.waiting > 0);
  const { count, first } = impact.invited;
  const named = first.map((invitee) => invitee.name).join(', ');
  return (
    <Paper component="section" withBorder radius="md" p="sm" aria-label={w('impact')}>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {open.length > 0 ? w('openItems') : w('noOpenItems')}
        </Text>
        {open.length > 0 ? (
          <List size="sm">
            {open.map((queue) => (
              <List.Item key={queue.kind}>
                {q(`title.${queue.kind}`)}: <bdi dir="ltr">{formatNumber(queue.waiting)}</bdi>
              </List.Item>
            ))}
          </List>
        ) : null}
        <Text size="sm">
          {userTextIn(w('invitedMembers'), { count }, ['count'])}
          {named ? (
            <>
              {' '}
              (<bdi>{named}</bdi>
              {count > first.length ? ', …' : ''})
            </>
          ) : null}
        </Text>
        <Text size="sm">{userTextIn(w('earnings'), { amount: formatEgp(impact.earnings) }, ['amount'])}</Text>
      </Stack>
    </Paper>
  );
}
