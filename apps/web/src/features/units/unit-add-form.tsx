import type { UnitFields, UnitUploadField } from '@simsar/contract/units';
import type { Lookups, Unit } from '@simsar/contract/units-replies';
import { useRef, useState } from 'react';
import { ApiError } from '../../ui/api-client.ts';
import { showErrorToast } from '../../ui/toasts.tsx';
import { UnitForm } from './unit-form.tsx';
import { noFiles, type UnitFormFiles, unitFormData } from './unit-form-values.ts';
import { useUnitsWords } from './words.ts';

/** Sends one chosen file ahead of the form; its upload id. */
export type SendAhead = (
  field: UnitUploadField,
  file: File,
  onProgress: (share: number) => void,
) => Promise<string>;

/** Every chosen file with its field, images first. */
function chosenFiles(files: UnitFormFiles): { field: UnitUploadField; file: File }[] {
  const { images, ...single } = files;
  return [
    ...images.map((file) => ({ field: 'images' as const, file })),
    ...Object.entries(single).flatMap(([field, file]) =>
      file ? [{ field: field as UnitUploadField, file }] : [],
    ),
  ];
}

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
}: {
  lookups: Lookups;
  save: (form: FormData, onProgress: (share: number) => void) => Promise<{ response: Unit }>;
  sendAhead?: SendAhead;
  onSaved: (unit: Unit) => void;
}) {
  const w = useUnitsWords();
  const [files, setFiles] = useState<UnitFormFiles>(noFiles);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadErrors, setUploadErrors] = useState<Record<string, string>>({});
  // The upload id of each file the server took, by the chosen File itself.
  const sent = useRef(new WeakMap<File, string>());

  /** Sends what was not sent yet, one file a call; the fields the server refused, with their messages. */
  const sendFiles = async (send: SendAhead): Promise<Record<string, string>> => {
    const waiting = chosenFiles(files).filter(({ file }) => !sent.current.has(file));
    const total = waiting.reduce((sum, { file }) => sum + file.size, 0) || 1;
    let done = 0;
    const refused: Record<string, string> = {};
    for (const { field, file } of waiting) {
      try {
        const id = await send(field, file, (share) => setProgress((done + share * file.size) / total));
        sent.current.set(file, id);
      } catch (error) {
        if (!(error instanceof ApiError && error.fields?.[field])) throw error;
        refused[field] = error.fields[field];
      }
      done += file.size;
    }
    return refused;
  };

  /** The create's body: the fields and, for files sent ahead, their ids. */
  const formOf = (fields: UnitFields): FormData => {
    if (!sendAhead) return unitFormData(fields, files);
    const form = unitFormData(fields);
    const ids = (file: File | null) => (file ? sent.current.get(file) : undefined);
    const { images, ...single } = files;
    const uploads = {
      ...(images.length > 0 && { images: images.map((file) => ids(file)) }),
      ...Object.fromEntries(Object.entries(single).map(([field, file]) => [field, ids(file)])),
    };
    form.append('uploads', JSON.stringify(uploads));
    return form;
  };

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
        for (const { field, file } of chosenFiles(files)) if (marked[field]) sent.current.delete(file);
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
