import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Commission } from '@simsar/contract/deals';
import { useI18n } from '../../i18n/i18n.tsx';
import { FieldList } from '../../ui/field-list.tsx';
import { formatEgp } from '../../ui/money.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { useDealsWords } from './words.ts';

/** An accepted item's expected commission, and adding it to the broker's earnings once. */
export function CommissionPanel({
  commission,
  canAdd,
  busy,
  onAdd,
}: {
  commission: Commission;
  canAdd: boolean;
  busy: boolean;
  onAdd: () => void;
}) {
  const w = useDealsWords();
  const { formatDate } = useI18n();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={w('commission')}>
      <Stack gap="sm">
        <Title order={4}>{w('commission')}</Title>
        <FieldList
          fields={[
            {
              label: w('commissionPercent', { percent: commission.commission_percent }),
              value: formatEgp(commission.commission),
            },
            {
              label: w('incentivePercent', { percent: commission.incentive_percent }),
              value: formatEgp(commission.incentive),
            },
            { label: w('total'), value: formatEgp(commission.total) },
          ]}
        />
        {commission.added_at ? (
          <Text size="sm" c="var(--app-text-success)">
            {userTextIn(w('addedOn'), {
              date: <bdi>{formatDate(commission.added_at, 'day')}</bdi>,
            })}
          </Text>
        ) : canAdd ? (
          <Button onClick={onAdd} loading={busy} variant="light" color="teal">
            {w('addToEarnings')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
