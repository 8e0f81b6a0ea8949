import { Stack, Title } from '@mantine/core';
import { type UnitFields, unitFieldsSchema } from '@simsar/contract/units';
import type { Lookups } from '@simsar/contract/units-replies';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { UploadState } from '../../ui/file-slot.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { DeveloperSection } from './form/developer-section.tsx';
import { FeaturesSection } from './form/features-section.tsx';
import { LocationSection } from './form/location-section.tsx';
import { MediaSection, type SavedMedia } from './form/media-section.tsx';
import { PaymentPlansSection } from './form/payment-plans-section.tsx';
import { ProjectSection } from './form/project-section.tsx';
import { SubmitBar } from './form/submit-bar.tsx';
import { TypesSection } from './form/types-section.tsx';
import { useUnitFormFiles } from './form/use-form-files.ts';
import { emptyUnitForm, type UnitFormFiles, type UnitFormValues } from './unit-form-values.ts';

const resolver = localResolver(unitFieldsSchema) as unknown as Resolver<UnitFormValues, unknown, UnitFields>;

export type UnitFormProps = {
  title: string;
  submitLabel: string;
  lookups: Lookups;
  /** add: files go with the form and are required (content-operations §5); edit: files upload one by one. */
  mode: 'add' | 'edit';
  /** The guest form types the developer's names; the console picks a developer (docs/decisions/530). */
  typedDeveloper?: boolean;
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
  const form = useForm<UnitFormValues, unknown, UnitFields>({
    resolver,
    defaultValues: props.initial ?? emptyUnitForm(),
  });
  const newLaunch = useWatch({ control: form.control, name: 'new_launches' });
  const { fileErrors, checking, setChecking, checkFiles, chooseFiles } = useUnitFormFiles(props);

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
        <DeveloperSection form={form} typed={props.typedDeveloper === true} />
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
        <SubmitBar
          submitLabel={submitLabel}
          progress={progress}
          busy={busy}
          checking={checking > 0}
          onCancel={props.onCancel}
        />
      </Stack>
    </form>
  );
}
