import { Stack, Textarea, TextInput } from '@mantine/core';
import {
  franchiseTrainingSchema,
  trainingMessages as m,
  type Training,
  trainingFieldsSchema,
  trainingReplySchema,
  trainingUpdateSchema,
} from '@simsar/contract/content-training';
import { contentTypeRows } from '@simsar/contract/content-types';
import { fillPath } from '@simsar/contract/paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileSlot } from '../../../ui/file-slot.tsx';
import { localResolver } from '../../../ui/form-resolver.ts';
import { sendContent, uploadContent, useContentSave, useReloadList } from '../api/content-calls.ts';
import { acceptMp4, SaveBar, showSaveError } from '../content-form.tsx';
import { useContentWords } from '../words.ts';

export type TrainingKind = 'training' | 'franchise';
type Values = { name: string; description: string; video: string };

/** Where each kind's calls go (content-operations §7); both kinds delete through DELETE /api/training/{id}. */
const trainingCalls = {
  training: contentTypeRows.training.paths,
  franchise: contentTypeRows.franchiseTraining.paths,
} as const;

function schemaOf(kind: TrainingKind, editing: boolean) {
  if (kind === 'franchise') return franchiseTrainingSchema;
  return editing ? trainingUpdateSchema : trainingFieldsSchema;
}

/**
 * A training (name, description, an mp4 on create; on edit a link, or a new upload) or a franchise
 * training (the video a link), added or edited inline.
 */
export function TrainingForm({
  kind,
  training,
  onDone,
}: {
  kind: TrainingKind;
  training?: Training;
  onDone?: () => void;
}) {
  const w = useContentWords();
  const form = useForm<Values>({
    resolver: localResolver(schemaOf(kind, Boolean(training))) as never,
    defaultValues: training ?? { name: '', description: '', video: '' },
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const saving = useContentSave(m.saved);
  const reload = useReloadList();
  const calls = trainingCalls[kind];
  const uploads = kind === 'training';
  const { errors } = form.formState;

  const checkFile = () => {
    const missing = uploads && !training && !file ? m.videoRequired : undefined;
    setFileError(missing);
    return !missing;
  };

  const save = (values: Values, onProgress: (share: number) => void) => {
    const path = training ? fillPath(calls.update, { id: training._id }) : calls.create;
    const method = training ? 'PUT' : 'POST';
    if (!uploads || (training && !file)) return sendContent(path, method, values, trainingReplySchema);
    const body = new FormData();
    body.append('name', values.name);
    body.append('description', values.description);
    if (file) body.append('video', file);
    return uploadContent(path, method, body, trainingReplySchema, onProgress);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!checkFile()) return;
    try {
      await saving.run((onProgress) => save(values, onProgress));
      await reload(calls.list);
      form.reset(training ? undefined : { name: '', description: '', video: '' });
      setFile(null);
      onDone?.();
    } catch (error) {
      showSaveError(error, form.setError, ['video'], (_, message) => setFileError(message));
    }
  }, checkFile);

  const title = training
    ? w('editName', { name: training.name })
    : kind === 'training'
      ? w('training.add')
      : w('franchiseTraining.add');
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md" maw={training ? undefined : 720}>
        <TextInput label={w('name')} withAsterisk error={errors.name?.message} {...form.register('name')} />
        <Textarea
          label={w('description')}
          withAsterisk
          autosize
          minRows={3}
          error={errors.description?.message}
          {...form.register('description')}
        />
        {uploads && !training ? (
          <FileSlot
            required
            label={w('video')}
            accept={acceptMp4}
            file={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(undefined);
            }}
            error={fileError}
            hint={w('mp4')}
          />
        ) : (
          <TextInput
            label={w('videoLink')}
            withAsterisk={kind === 'franchise'}
            inputMode="url"
            placeholder={w('linkExample')}
            error={errors.video?.message}
            {...form.register('video')}
          />
        )}
        {uploads && training ? (
          <FileSlot
            label={w('uploadNewVideo')}
            accept={acceptMp4}
            file={file}
            onChange={setFile}
            error={fileError}
            required={false}
            hint={w('replacesVideo')}
          />
        ) : null}
        <SaveBar
          label={training ? w('save') : title}
          busy={saving.busy}
          progress={saving.progress}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
