import { type UnitFields, unitFileFields } from '@simsar/contract/units';
import { chooseAgainMessages, unitMessages } from '@simsar/contract/units-messages';
import type { Lookups, Unit } from '@simsar/contract/units-replies';
import { useEffect, useState } from 'react';
import type { UploadState } from '../../ui/file-slot.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toasts.tsx';
import { markUnitViewed, updateUnit } from './api/unit-calls.ts';
import { type Step, useEditUploads } from './form/use-edit-uploads.ts';
import { UnitForm } from './unit-form.tsx';
import { unitFormData, unitToForm } from './unit-form-values.ts';
import { useUnitsWords } from './words.ts';

const settled = (state: UploadState) => state === 'Done' || state === 'No';

/** Once all seven states are settled with a submit pending: mark the view (if not yet), close, reload. */
function useCloseWhenSaved(
  unit: Unit,
  submitting: boolean,
  setSubmitting: (submitting: boolean) => void,
  states: Record<Step, UploadState>,
  onClose: (saved: boolean) => void,
) {
  useEffect(() => {
    if (!submitting || !Object.values(states).every(settled) || states.images !== 'Done') return;
    setSubmitting(false);
    void (async () => {
      try {
        if (!unit.view) await markUnitViewed(unit._id);
        showSuccessToast(unitMessages.unitUpdated);
        onClose(true);
      } catch (error) {
        showErrorToast((error as Error).message);
      }
    })();
  }, [submitting, setSubmitting, states, unit, onClose]);
}

/**
 * Update mode (content-operations §4): each of the six files uploads as soon as it is chosen
 * (No/Done -> Loading -> Done or Error); Update project sends the fields and images. Once all seven
 * states are settled with a submit pending, the view is marked (if not yet), edit mode closes and
 * the unit reloads.
 */
export function UnitEdit({
  unit,
  lookups,
  onClose,
}: {
  unit: Unit;
  lookups: Lookups;
  onClose: (saved: boolean) => void;
}) {
  const w = useUnitsWords();
  const [removed, setRemoved] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { files, uploaded, states, setState, onFilesChange } = useEditUploads(unit, () =>
    setSubmitting(false),
  );
  useCloseWhenSaved(unit, submitting, setSubmitting, states, onClose);

  const submit = async (fields: UnitFields) => {
    // A slot in Error would never settle: say which file to choose again, put the slot
    // back to what the project has, and leave the form usable; the next submit goes through.
    const failed = unitFileFields.filter((field) => states[field] === 'Error');
    if (failed.length > 0) {
      for (const field of failed) {
        showErrorToast(chooseAgainMessages[field]);
        setState(field, uploaded[field] || unit[field] ? 'Done' : 'No');
      }
      return;
    }
    setSubmitting(true);
    setState('images', 'Loading');
    setProgress(0);
    try {
      await updateUnit(unit._id, unitFormData(fields, { images: files.images }, removed), setProgress);
      setState('images', 'Done');
    } catch (error) {
      setState('images', 'Error');
      setSubmitting(false);
      showErrorToast((error as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <UnitForm
      title={w('updateProject')}
      submitLabel={w('updateProject')}
      mode="edit"
      lookups={lookups}
      initial={unitToForm(unit)}
      files={files}
      onFilesChange={onFilesChange}
      saved={{ ...unit, ...uploaded }}
      removedImages={removed}
      onRemoveSaved={(url) => setRemoved((list) => [...list, url])}
      states={states}
      progress={progress}
      busy={submitting || progress !== null}
      onCancel={() => onClose(false)}
      onSubmit={submit}
    />
  );
}
