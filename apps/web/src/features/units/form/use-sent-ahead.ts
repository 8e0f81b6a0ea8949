import type { UnitFields, UnitUploadField } from '@simsar/contract/units';
import { type Dispatch, type SetStateAction, useRef } from 'react';
import { ApiError } from '../../../ui/api-client.ts';
import { type UnitFormFiles, unitFormData } from '../unit-form-values.ts';

/** Sends one chosen file ahead of the form; its upload id. */
export type SendAhead = (
  field: UnitUploadField,
  file: File,
  onProgress: (share: number) => void,
) => Promise<string>;

/** Every chosen file with its field, images first. */
export function chosenFiles(files: UnitFormFiles): { field: UnitUploadField; file: File }[] {
  const { images, ...single } = files;
  return [
    ...images.map((file) => ({ field: 'images' as const, file })),
    ...Object.entries(single).flatMap(([field, file]) =>
      file ? [{ field: field as UnitUploadField, file }] : [],
    ),
  ];
}

/**
 * The files of the add form sent ahead of it (docs/decisions/279): sending those not sent yet, the
 * create's body naming their ids, and forgetting a file so that it is sent again.
 */
export function useSentAhead(
  files: UnitFormFiles,
  sendAhead: SendAhead | undefined,
  setProgress: Dispatch<SetStateAction<number | null>>,
) {
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

  const forget = (file: File) => sent.current.delete(file);
  return { sendFiles, formOf, forget };
}
