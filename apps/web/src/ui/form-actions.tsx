import { Button, Group, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCommonWords } from './common-words.ts';

/**
 * A form's last line: Cancel (leaves the form, nothing sent) and the submit button, Save unless the
 * form names its own, busy while its call is under way. Cancel shows only where the form gives it.
 */
export function FormActions({
  onCancel,
  busy,
  submit,
  disabled = false,
  size,
}: {
  onCancel?: (() => void) | undefined;
  busy: boolean;
  submit?: ReactNode;
  disabled?: boolean;
  size?: MantineSize;
}) {
  const w = useCommonWords();
  return (
    <Group gap={size === 'xs' ? 'xs' : undefined} justify="flex-end">
      {onCancel ? (
        <Button variant="default" size={size} onClick={onCancel}>
          {w('cancel')}
        </Button>
      ) : null}
      <Button type="submit" size={size} loading={busy} disabled={disabled}>
        {submit ?? w('save')}
      </Button>
    </Group>
  );
}
