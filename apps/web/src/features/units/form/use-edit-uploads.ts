import { type UnitFileField, unitFileFields } from '@simsar/contract/units';
import { chooseAgainMessages, unitMessages } from '@simsar/contract/units-messages';
import type { Unit } from '@simsar/contract/units-replies';
import { useCallback, useState } from 'react';
import type { UploadState } from '../../../ui/file-slot.tsx';
import { showErrorToast } from '../../../ui/toasts.tsx';
import { uploadUnitFile } from '../api/unit-calls.ts';
import { noFiles, type UnitFormFiles } from '../unit-form-values.ts';

export type Step = UnitFileField | 'images';

/**
 * The edit form's files: each of the six uploads as soon as it is chosen (No/Done -> Loading -> Done
 * or Error; `onFailed` when one fails), with the seven states and the links of the files replaced.
 */
export function useEditUploads(unit: Unit, onFailed: () => void) {
  const [files, setFiles] = useState<UnitFormFiles>(noFiles);
  // Files replaced in this edit: their links point at the new upload.
  const [uploaded, setUploaded] = useState<Partial<Record<UnitFileField, string>>>({});
  const [states, setStates] = useState<Record<Step, UploadState>>(() => ({
    ...(Object.fromEntries(unitFileFields.map((field) => [field, unit[field] ? 'Done' : 'No'])) as Record<
      UnitFileField,
      UploadState
    >),
    images: 'No',
  }));
  const setState = useCallback(
    (step: Step, state: UploadState) => setStates((all) => ({ ...all, [step]: state })),
    [],
  );

  const upload = async (field: UnitFileField, file: File) => {
    setState(field, 'Loading');
    try {
      const reply = await uploadUnitFile(field, unit._id, file);
      if (reply.message !== unitMessages.doneUpload) throw new Error(reply.message);
      setUploaded((all) => ({ ...all, [field]: reply.path }));
      setState(field, 'Done');
    } catch {
      setState(field, 'Error');
      showErrorToast(chooseAgainMessages[field]);
      onFailed();
      setFiles((current) => ({ ...current, [field]: null }));
    }
  };

  const onFilesChange = (next: UnitFormFiles) => {
    for (const field of unitFileFields) {
      const file = next[field];
      if (file && file !== files[field]) void upload(field, file);
    }
    setFiles(next);
  };

  return { files, uploaded, states, setState, onFilesChange };
}
