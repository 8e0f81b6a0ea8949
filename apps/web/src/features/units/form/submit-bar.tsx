import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useUnitsWords } from '../words.ts';

/** The bar under the project form: the upload's progress (or the required note), Cancel and submit. */
export function SubmitBar({
  submitLabel,
  progress,
  busy,
  checking,
  onCancel,
}: {
  submitLabel: string;
  progress: number | null;
  busy: boolean;
  checking: boolean;
  onCancel?: () => void;
}) {
  const w = useUnitsWords();
  return (
    <Paper withBorder radius="md" p="md" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
      <Group justify="space-between" wrap="nowrap">
        <div style={{ flex: 1 }}>
          {progress !== null ? (
            <Stack gap={4}>
              <Text size="sm">{w('uploading', { percent: Math.round(progress * 100) })}</Text>
              <Progress value={progress * 100} aria-label={w('uploadProgress')} animated={progress < 1} />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {w('requiredNote')}
            </Text>
          )}
        </div>
        <Group gap="sm" wrap="nowrap">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {w('cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={busy || checking}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
