import { Anchor, Badge, FileInput } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useI18n } from '../i18n/i18n.tsx';
import { useCommonWords } from './common-words.ts';

/** No/Done -> Loading -> Done or Error: the state of one file's upload in edit mode (content-operations §4). */
export type UploadState = 'No' | 'Loading' | 'Done' | 'Error';

const stateColor: Record<UploadState, string> = { No: 'gray', Loading: 'blue', Done: 'teal', Error: 'red' };

/** One of the six files: chosen here, and in edit mode uploaded at once with its state shown. */
export function FileSlot({
  label,
  accept,
  hint,
  required,
  file,
  savedUrl,
  state,
  error,
  onChange,
}: {
  label: string;
  accept: string;
  hint: string;
  required: boolean;
  file: File | null;
  savedUrl?: string | null;
  state?: UploadState;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const w = useCommonWords();
  // "Open the saved logo": a label inside the English sentence is lower case; Arabic has no case, and
  // its labels keep a file type's capitals ("ملف PDF").
  const { language } = useI18n();
  const inSentence = language === 'en' ? label.toLowerCase() : label;
  return (
    <div>
      <FileInput
        label={label}
        description={hint}
        placeholder={savedUrl ? w('chooseToReplace') : w('chooseFile')}
        accept={accept}
        withAsterisk={required}
        clearable={!state}
        disabled={state === 'Loading'}
        leftSection={<IconFile size={16} />}
        rightSectionWidth={state ? 84 : undefined}
        rightSection={
          state ? (
            <Badge
              size="sm"
              variant="light"
              color={stateColor[state]}
              aria-label={w('uploadState', { label, state: w(`upload.${state}`) })}
            >
              {w(`upload.${state}`)}
            </Badge>
          ) : undefined
        }
        value={file}
        onChange={onChange}
        error={error}
      />
      {savedUrl ? (
        <Anchor href={savedUrl} target="_blank" rel="noreferrer" size="xs">
          {w('openSaved', { label: inSentence })}
        </Anchor>
      ) : null}
    </div>
  );
}
