import { SimpleGrid } from '@mantine/core';
import type { UnitFileField } from '@simsar/contract/units';
import { FileSlot, type UploadState } from '../../../ui/file-slot.tsx';
import { FormSection } from '../../../ui/form-fields.tsx';
import type { UnitFormFiles } from '../unit-form-values.ts';
import { ImagesPicker } from './images-picker.tsx';

const slots: { field: UnitFileField; label: string; accept: string; hint: string; always?: boolean }[] = [
  {
    field: 'logo',
    label: 'Logo',
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
    hint: 'JPG or PNG',
    always: true,
  },
  { field: 'master_plan', label: 'Master plan', accept: '.jpg,.jpeg,.png,.pdf', hint: 'An image or a PDF' },
  { field: 'pdf', label: 'PDF', accept: '.pdf,application/pdf', hint: 'The brochure, PDF only' },
  {
    field: 'file',
    label: 'Availability file',
    accept:
      '.pdf,.xlsx,.xls,.ods,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    hint: 'PDF or a spreadsheet (xlsx, xls, ods)',
  },
  {
    field: 'video_broker',
    label: 'Video broker',
    accept: '.mp4,video/mp4',
    hint: 'Orientation video for brokers, MP4',
    always: true,
  },
  {
    field: 'video_client',
    label: 'Video client',
    accept: '.mp4,video/mp4',
    hint: 'Orientation video for clients, MP4',
    always: true,
  },
];

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
  return (
    <FormSection title="Images, videos and files" hint="Files are checked by their content, not their name.">
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
            label={slot.label}
            accept={slot.accept}
            hint={slot.hint}
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
