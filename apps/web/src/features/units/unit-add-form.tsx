import type { Lookups, Unit } from '@simsar/contract/units-replies';
import { useState } from 'react';
import { ApiError } from '../../ui/api-client.ts';
import { showErrorToast } from '../../ui/toasts.tsx';
import { UnitForm } from './unit-form.tsx';
import { noFiles, type UnitFormFiles, unitFormData } from './unit-form-values.ts';

/**
 * The "Add project" form: a new project (POST /api/units/create) or an empty guest project being
 * filled in. Everything goes in one multipart request, with its progress shown.
 */
export function UnitAddForm({
  lookups,
  save,
  onSaved,
}: {
  lookups: Lookups;
  save: (form: FormData, onProgress: (share: number) => void) => Promise<{ response: Unit }>;
  onSaved: (unit: Unit) => void;
}) {
  const [files, setFiles] = useState<UnitFormFiles>(noFiles);
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <UnitForm
      title="Add project"
      submitLabel="Add project"
      mode="add"
      lookups={lookups}
      files={files}
      onFilesChange={setFiles}
      progress={progress}
      busy={progress !== null}
      onSubmit={async (fields) => {
        setProgress(0);
        try {
          const reply = await save(unitFormData(fields, files), setProgress);
          onSaved(reply.response);
        } catch (error) {
          if (!(error instanceof ApiError && error.handled)) showErrorToast((error as Error).message);
        } finally {
          setProgress(null);
        }
      }}
    />
  );
}
