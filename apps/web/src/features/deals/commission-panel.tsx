import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Commission } from '@simsar/contract/deals';
import { FieldList } from '../../ui/field-list.tsx';
import { formatEgp } from '../../ui/money.ts';

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
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Commission">
      <Stack gap="sm">
        <Title order={4}>Commission</Title>
        <FieldList
          fields={[
            {
              label: `Commission (${commission.commission_percent}%)`,
              value: formatEgp(commission.commission),
            },
            { label: `Incentive (${commission.incentive_percent}%)`, value: formatEgp(commission.incentive) },
            { label: 'Total', value: formatEgp(commission.total) },
          ]}
        />
        {commission.added_at ? (
          <Text size="sm" c="var(--app-text-success)">
            Added to the broker earnings on {commission.added_at.slice(0, 10)}
          </Text>
        ) : canAdd ? (
          <Button onClick={onAdd} loading={busy} variant="light" color="teal">
            Add to broker earnings
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
