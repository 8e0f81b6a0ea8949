import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../ui/api-client.ts';
import { useCommonWords } from '../../ui/common-words.ts';
import { useContentWords } from './words.ts';

export const acceptImage = 'image/png,image/jpeg,.png,.jpg,.jpeg';
export const acceptMp4 = 'video/mp4,.mp4';
export const acceptPdf = 'application/pdf,.pdf';

/**
 * A form's file slot: the chosen file, its message, and the check a save runs first. `missing` is
 * the message when a file is required and none is chosen (undefined when the slot is optional, as
 * when editing keeps the current file). Spread `slot` into the FileSlot.
 */
export function useFileChoice(missing: string | undefined) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  return {
    file,
    setError,
    clear: () => setFile(null),
    check: () => {
      const message = file ? undefined : missing;
      setError(message);
      return !message;
    },
    slot: {
      file,
      error,
      required: Boolean(missing),
      onChange: (chosen: File | null) => {
        setFile(chosen);
        setError(undefined);
      },
    },
  };
}

/** The submit row: the button, Cancel ('No') when editing, and the upload's progress. */
export function SaveBar({
  label,
  busy,
  progress,
  onCancel,
}: {
  label: string;
  busy: boolean;
  progress: number | null;
  onCancel?: (() => void) | undefined;
}) {
  const w = useContentWords();
  const common = useCommonWords();
  return (
    <Stack gap="xs">
      {progress !== null ? (
        <div>
          <Text size="sm" c="dimmed">
            {w('uploading', { percent: Math.round(progress * 100) })}
          </Text>
          <Progress value={progress * 100} aria-label={w('uploadProgress')} />
        </div>
      ) : null}
      <Group>
        <Button type="submit" loading={busy}>
          {label}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {common('no')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/**
 * A refused save: each field's message from the server under its field (files go to `onFileError`).
 * The message itself is toasted by the query client, as every failed call's is.
 */
export function showSaveError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fileFields: string[] = [],
  onFileError?: (field: string, message: string) => void,
) {
  if (error instanceof ApiError && error.fields) {
    for (const [field, fieldMessage] of Object.entries(error.fields)) {
      if (fileFields.includes(field)) onFileError?.(field, fieldMessage);
      else setError(field as Path<Values>, { message: fieldMessage });
    }
  }
}
