import { SimpleGrid } from '@mantine/core';
import type { UnitFileField } from '@simsar/contract/units';
import { FileSlot, type UploadState } from '../../../ui/file-slot.tsx';
import { FormSection } from '../../../ui/form-fields.tsx';
import type { UnitFormFiles } from '../unit-form-values.ts';
import { useUnitsWords } from '../words.ts';
import { ImagesPicker } from './images-picker.tsx';

/** The six files, each by its field: its label and hint are its `words` and `hint.<field>` in the book. */
const slots: { field: UnitFileField; words: SlotWords; accept: string; always?: boolean }[] = [
  { field: 'logo', words: 'logo', accept: '.jpg,.jpeg,.png,image/jpeg,image/png', always: true },
  { field: 'master_plan', words: 'masterPlan', accept: '.jpg,.jpeg,.png,.pdf' },
  { field: 'pdf', words: 'pdf', accept: '.pdf,application/pdf' },
  {
    field: 'file',
    words: 'availabilityFile',
    accept:
      '.pdf,.xlsx,.xls,.ods,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { field: 'video_broker', words: 'videoBroker', accept: '.mp4,video/mp4', always: true },
  { field: 'video_client', words: 'videoClient', accept: '.mp4,video/mp4', always: true },
];
type SlotWords = 'logo' | 'masterPlan' | 'pdf' | 'availabilityFile' | 'videoBroker' | 'videoClient';

export type SavedMedia = { images: string[] } & Record<UnitFileField, string | null>;

/**
 * Images and the six files. In add mode everything goes with the form; in edit mode each file
 * uploads when chosen (`states` shows how it went) and images go with Update project.
 */
export function MediaSection({
  files,
  onFilesChange,
  onChecking,
  newLaunch,
  requireFiles,
  errors,
  saved,
  removedImages,
  onRemoveSaved,
  states,
}: {
  files: UnitFormFiles;
  /** One field chosen (or cleared): only what changed, so that two picks in a row both count. */
  onFilesChange: (change: Partial<UnitFormFiles>) => void;
  /** Told while chosen images are being checked. */
  onChecking?: (checking: boolean) => void;
  newLaunch: boolean;
  requireFiles: boolean;
  errors: Record<string, string>;
  saved?: SavedMedia;
  removedImages?: string[];
  onRemoveSaved?: (url: string) => void;
  states?: Record<UnitFileField, UploadState>;
}) {
  const w = useUnitsWords();
  return (
    <FormSection title={w('mediaTitle')} hint={w('mediaHint')}>
      <ImagesPicker
        saved={saved?.images}
        removed={removedImages}
        onRemoveSaved={onRemoveSaved}
        chosen={files.images}
        onChoose={(images) => onFilesChange({ images })}
        error={errors.images}
        onChecking={onChecking}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {slots.map((slot) => (
          <FileSlot
            key={slot.field}
            label={w(slot.words)}
            accept={slot.accept}
            hint={w(`hint.${slot.field}`)}
            required={requireFiles && (slot.always === true || !newLaunch)}
            file={files[slot.field]}
            savedUrl={saved?.[slot.field]}
            state={states?.[slot.field]}
            error={errors[slot.field]}
            onChange={(file) => onFilesChange({ [slot.field]: file })}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
