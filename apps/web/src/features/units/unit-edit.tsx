import { type UnitFileField, unitFileFields } from '@simsar/contract/units';
import { chooseAgainMessages, unitMessages } from '@simsar/contract/units-messages';
import type { Lookups, Unit } from '@simsar/contract/units-replies';
import { useCallback, useEffect, useState } from 'react';
import type { UploadState } from '../../ui/file-slot.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toasts.tsx';
import { markUnitViewed, updateUnit, uploadUnitFile } from './api/unit-calls.ts';
import { UnitForm } from './unit-form.tsx';
import { noFiles, type UnitFormFiles, unitFormData, unitToForm } from './unit-form-values.ts';
import { useUnitsWords } from './words.ts';

type Step = UnitFileField | 'images';
const settled = (state: UploadState) => state === 'Done' || state === 'No';

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
  const [files, setFiles] = useState<UnitFormFiles>(noFiles);
  const [removed, setRemoved] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
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
      setSubmitting(false);
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
  }, [submitting, states, unit, onClose]);

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
      onSubmit={async (fields) => {
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
      }}
    />
  );
}
