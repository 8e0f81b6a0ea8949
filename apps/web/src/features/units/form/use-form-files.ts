import { missingUnitFiles, unitFileFields } from '@simsar/contract/units';
import { unitMessages } from '@simsar/contract/units-messages';
import { useRef, useState } from 'react';
import { showErrorToast } from '../../../ui/toasts.tsx';
import type { UnitFormFiles } from '../unit-form-values.ts';
import { wrongTypeMessage } from './first-bytes.ts';
import type { SavedMedia } from './media-section.tsx';

/**
 * The project form's files: checking that the required ones are there on submit, and taking a
 * chosen file (checked by its first bytes in the add form), with the errors shown on their fields.
 */
/** What the files' hook reads of the form's props. */
type FormFilesProps = {
  mode: 'add' | 'edit';
  files: UnitFormFiles;
  onFilesChange: (files: UnitFormFiles) => void;
  saved?: SavedMedia | undefined;
  removedImages?: string[] | undefined;
};

export function useUnitFormFiles(props: FormFilesProps) {
  const { mode, files, saved, removedImages = [] } = props;
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

  return { fileErrors, checking, setChecking, checkFiles, chooseFiles };
}
