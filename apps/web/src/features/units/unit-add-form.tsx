import type { UnitFields } from '@simsar/contract/units';
import type { Lookups, Unit } from '@simsar/contract/units-replies';
import { useState } from 'react';
import { ApiError } from '../../ui/api-client.ts';
import { showErrorToast } from '../../ui/toasts.tsx';
import { chosenFiles, type SendAhead, useSentAhead } from './form/use-sent-ahead.ts';
import { UnitForm } from './unit-form.tsx';
import { noFiles, type UnitFormFiles } from './unit-form-values.ts';
import { useUnitsWords } from './words.ts';

export type { SendAhead } from './form/use-sent-ahead.ts';

/**
 * The "Add project" form: a new project (POST /api/units/create) or an empty guest project being
 * filled in, with its progress shown. With `sendAhead` (Add project) each file goes first in a
 * call of its own, and a file the server took is never sent again: after a refusal the retry sends
 * what failed and the fields (docs/decisions/279). Without it (the guest's fill) everything goes in
 * one multipart request.
 */
export function UnitAddForm({
  lookups,
  save,
  sendAhead,
  onSaved,
  typedDeveloper = false,
}: {
  lookups: Lookups;
  /** The guest's form: the developer's names typed, not picked. */
  typedDeveloper?: boolean;
  save: (form: FormData, onProgress: (share: number) => void) => Promise<{ response: Unit }>;
  sendAhead?: SendAhead;
  onSaved: (unit: Unit) => void;
}) {
  const w = useUnitsWords();
  const [files, setFiles] = useState<UnitFormFiles>(noFiles);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadErrors, setUploadErrors] = useState<Record<string, string>>({});
  const { sendFiles, formOf, forget } = useSentAhead(files, sendAhead, setProgress);

  const submit = async (fields: UnitFields) => {
    setProgress(0);
    try {
      if (sendAhead) {
        const refused = await sendFiles(sendAhead);
        setUploadErrors(refused);
        if (Object.keys(refused).length > 0) return;
      }
      const reply = await save(formOf(fields), sendAhead ? () => {} : setProgress);
      onSaved(reply.response);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const marked = Object.fromEntries(
          Object.entries(error.fields).filter(([field]) => field === 'images' || field in noFiles),
        );
        // A file the create could not take any more ("choose again") is sent again next time.
        for (const { field, file } of chosenFiles(files)) if (marked[field]) forget(file);
        setUploadErrors(marked);
      }
      if (!(error instanceof ApiError && error.handled)) showErrorToast((error as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <UnitForm
      title={w('addProject')}
      submitLabel={w('addProject')}
      mode="add"
      typedDeveloper={typedDeveloper}
      lookups={lookups}
      files={files}
      onFilesChange={(next) => {
        // A field chosen again loses the server's refusal of its former file.
        const changed = (Object.keys(next) as (keyof UnitFormFiles)[]).filter(
          (field) => next[field] !== files[field],
        );
        setUploadErrors((errors) =>
          Object.fromEntries(
            Object.entries(errors).filter(([field]) => !(changed as string[]).includes(field)),
          ),
        );
        setFiles(next);
      }}
      uploadErrors={uploadErrors}
      progress={progress}
      busy={progress !== null}
      onSubmit={(fields) => void submit(fields)}
    />
  );
}
