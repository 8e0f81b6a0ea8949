import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { missingUnitFiles, type UnitFields, unitFieldsSchema } from '@simsar/contract/units';
import { unitMessages } from '@simsar/contract/units-messages';
import type { Lookups } from '@simsar/contract/units-replies';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { UploadState } from '../../ui/file-slot.tsx';
import { showErrorToast } from '../../ui/toasts.tsx';
import { DeveloperSection } from './form/developer-section.tsx';
import { FeaturesSection } from './form/features-section.tsx';
import { LocationSection } from './form/location-section.tsx';
import { MediaSection, type SavedMedia } from './form/media-section.tsx';
import { PaymentPlansSection } from './form/payment-plans-section.tsx';
import { ProjectSection } from './form/project-section.tsx';
import { TypesSection } from './form/types-section.tsx';
import { emptyUnitForm, type UnitFormFiles, type UnitFormValues } from './unit-form-values.ts';

const resolver = zodResolver(unitFieldsSchema) as unknown as Resolver<UnitFormValues, unknown, UnitFields>;

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
  /** Share of the body sent, while a submit uploads. */
  progress: number | null;
  busy: boolean;
  onSubmit: (fields: UnitFields) => void;
  onCancel?: () => void;
};

/** The project form (add, edit and guest): every rule and message of content-operations §5. */
export function UnitForm(props: UnitFormProps) {
  const { title, submitLabel, lookups, mode, files, saved, removedImages = [], progress, busy } = props;
  const form = useForm<UnitFormValues, unknown, UnitFields>({
    resolver,
    defaultValues: props.initial ?? emptyUnitForm(),
  });
  const newLaunch = useWatch({ control: form.control, name: 'new_launches' });
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});

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
          onFilesChange={(next) => {
            props.onFilesChange(next);
            setFileErrors({});
          }}
          newLaunch={newLaunch}
          requireFiles={mode === 'add'}
          errors={fileErrors}
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
                  <Text size="sm">Uploading {Math.round(progress * 100)}%</Text>
                  <Progress value={progress * 100} aria-label="Upload progress" animated={progress < 1} />
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  Fields marked * are required.
                </Text>
              )}
            </div>
            <Group gap="sm" wrap="nowrap">
              {props.onCancel ? (
                <Button variant="default" onClick={props.onCancel} disabled={busy}>
                  Cancel
                </Button>
              ) : null}
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
