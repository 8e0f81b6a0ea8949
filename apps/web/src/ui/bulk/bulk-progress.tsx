import { Alert, List, Paper, Progress, Text } from '@mantine/core';
import { useCommonWords } from '../common-words.ts';
import type { useBulkMove } from './bulk-run.ts';

/** The run's progress while it runs, then its summary and every failure by name and message. */
export function BulkProgress({ bulk }: { bulk: ReturnType<typeof useBulkMove> }) {
  const w = useCommonWords();
  const { state } = bulk;
  if (state.stage === 'idle') return null;
  if (state.stage === 'running') {
    return (
      <Paper withBorder radius="md" p="md">
        <Text size="sm" mb="xs" role="status">
          {state.label}… {state.sent}/{state.total}
        </Text>
        <Progress value={(state.sent / Math.max(1, state.total)) * 100} aria-label={state.label} />
      </Paper>
    );
  }
  return (
    <Alert
      color={state.failed.length > 0 ? 'orange' : 'teal'}
      title={state.summary}
      withCloseButton
      onClose={bulk.close}
      closeButtonLabel={w('close')}
      role="status"
    >
      {state.failed.length > 0 ? (
        <List size="sm">
          {state.failed.map((failure) => (
            <List.Item key={failure.id}>
              <bdi>{failure.shown}</bdi>: {failure.message}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
