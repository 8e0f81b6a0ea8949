import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { type EarningsAt, earningsAtReplySchema, receivablePaths } from '@simsar/contract/receivables';
import { useSaveSetting } from './api/system-calls.ts';
import { useSystemWords } from './words.ts';

/** PUT /api/system/earnings_at: a deal's commission into the earnings at acceptance or once paid (docs/decisions/532). */
export function EarningsAtChoice({ at }: { at: EarningsAt }) {
  const w = useSystemWords();
  const save = useSaveSetting<{ at: EarningsAt }, typeof earningsAtReplySchema>(
    receivablePaths.earningsAt,
    earningsAtReplySchema,
  );
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap={6}>
        <Text fw={500} size="sm" id="earnings-at-label">
          {w('earningsAt')}
        </Text>
        <SegmentedControl
          aria-labelledby="earnings-at-label"
          value={save.isPending && save.variables ? save.variables.at : at}
          disabled={save.isPending}
          onChange={(value) => save.mutate({ at: value as EarningsAt })}
          data={[
            { value: 'acceptance', label: w('earningsAtAcceptance') },
            { value: 'payment', label: w('earningsAtPayment') },
          ]}
        />
        <Text size="xs" c="dimmed">
          {w('earningsAtHelp')}
        </Text>
      </Stack>
    </Paper>
  );
}
