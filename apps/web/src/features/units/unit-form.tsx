import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { missingUnitFiles, type UnitFields, unitFieldsSchema, unitFileFields } from '@simsar/contract/units';
import { unitMessages } from '@simsar/contract/units-messages';
import type { Lookups } from '@simsar/contract/units-replies';
import { useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { UploadState } from '../../ui/file-slot.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { showErrorToast } from '../../ui/toasts.tsx';
import { DeveloperSection } from './form/developer-section.tsx';
import { FeaturesSection } from './form/features-section.tsx';
import { wrongTypeMessage } from './form/first-bytes.ts';
import { LocationSection } from './form/location-section.tsx';
import { MediaSection, type SavedMedia } from './form/media-section.tsx';
import { PaymentPlansSection } from './form/payment-plans-section.tsx';
import { ProjectSection } from './form/project-section.tsx';
import { TypesSection } from './form/types-section.tsx';
import { emptyUnitForm, type UnitFormFiles, type UnitFormValues } from './unit-form-values.ts';
import { useUnitsWords } from './words.ts';

const resolver = localResolver(unitFieldsSchema) as unknown as Resolver<UnitFormValues, unknown, UnitFields>;

export type UnitFormProps = {
  title: string;
  submitLabel: string;
  lookups: Lookups;
  /** add: files go with the form and are required (content-operations §5); edit: files upload one by one. */
  mode: 'add' | 'edit';
  initial?: UnitFormValues;
  files: UnitFormFiles;
  onFilesChange: (files: UnitFormFiles) => void;
  saved?: SavedMedia;
  removedImages?: string[];
  onRemoveSaved?: (url: string) => void;
  states?: Record<keyof Omit<UnitFormFiles, 'images'>, UploadState>;
  /** The server's refusals of files, by field, shown on their fields (docs/decisions/279). */
  uploadErrors?: Record<string, string>;
  /** Share of the body sent, while a submit uploads. */
  progress: number | null;
  busy: boolean;
  onSubmit: (fields: UnitFields) => void;
  onCancel?: () => void;
};

/** The project form (add, edit and guest): every rule and message of content-operations §5. */
export function UnitForm(props: UnitFormProps) {
  const { title, submitLabel, lookups, mode, files, saved, removedImages = [], progress, busy } = props;
  const w = useUnitsWords();
  const form = useForm<UnitFormValues, unknown, UnitFields>({
    resolver,
    defaultValues: props.initial ?? emptyUnitForm(),
  });
  const newLaunch = useWatch({ control: form.control, name: 'new_launches' });
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(0);

  const checkFiles = (newLaunches: boolean): boolean => {
    const present = new Set(
      Object.entries(files)
        .filter(([, value]) => (Array.isArray(value) ? value.length : value))
        .map(([k]) => k),
    );
    if (mode === 'edit') {
      const imageCount = (saved?.images.length ?? 0) - removedImages.length + files.images.length;
      const errors: Record<string, string> = imageCount > 0 ? {} : { images: unitMessages.chooseImages };
      setFileErrors(errors);
      if (errors.images) showErrorToast(unitMessages.chooseImages);
      return !errors.images;
    }
    const missing = missingUnitFiles(present, newLaunches);
    setFileErrors(missing);
    return Object.keys(missing).length === 0;
  };

  // In the add form a chosen file is checked by its first bytes before anything is sent: a wrong
  // one is not taken and its field says why, at once (docs/decisions/279). The edit form keeps the
  // spec's way: the file uploads, and a refusal turns its state to Error with a toast (§4, §8).
  // Each pick changes only its own field of the files as they are by then (`latest`), so a pick
  // made while another is being checked is kept too; Add project waits while any check runs.
  const latest = useRef(files);
  latest.current = checking > 0 ? latest.current : files;
  const chooseFiles = async (change: Partial<UnitFormFiles>) => {
    const apply = (taken: Partial<UnitFormFiles>) => {
      latest.current = { ...latest.current, ...taken };
      props.onFilesChange(latest.current);
    };
    if (mode === 'edit') {
      apply(change);
      setFileErrors({});
      return;
    }
    const taken: Partial<UnitFormFiles> = { ...change };
    const wrong: Record<string, string> = {};
    setChecking((count) => count + 1);
    try {
      for (const field of unitFileFields) {
        const file = change[field];
        if (!file) continue;
        const message = await wrongTypeMessage(field, file);
        if (message) {
          wrong[field] = message;
          delete taken[field];
        }
      }
    } finally {
      setChecking((count) => count - 1);
    }
    apply(taken);
    setFileErrors((errors) => ({
      ...Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in change))),
      ...wrong,
    }));
  };

  const submit = form.handleSubmit(
    (fields) => {
      if (checkFiles(fields.new_launches)) props.onSubmit(fields);
    },
    () => checkFiles(form.getValues('new_launches')),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="lg">
        <Title order={2}>{title}</Title>
        <ProjectSection form={form} />
        <DeveloperSection form={form} />
        <LocationSection form={form} lookups={lookups} />
        <PaymentPlansSection form={form} />
        <TypesSection form={form} types={lookups.type} />
        <FeaturesSection form={form} />
        <MediaSection
          files={files}
          onFilesChange={(change) => void chooseFiles(change)}
          onChecking={(running) => setChecking((count) => count + (running ? 1 : -1))}
          newLaunch={newLaunch}
          requireFiles={mode === 'add'}
          errors={{ ...props.uploadErrors, ...fileErrors }}
          saved={saved}
          removedImages={removedImages}
          onRemoveSaved={props.onRemoveSaved}
          states={props.states}
        />
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
              {props.onCancel ? (
                <Button variant="default" onClick={props.onCancel} disabled={busy}>
                  {w('cancel')}
                </Button>
              ) : null}
              <Button type="submit" loading={busy || checking > 0}>
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
