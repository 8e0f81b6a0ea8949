import { Anchor, Text } from '@mantine/core';
import { contentPaths } from '@simsar/contract/content-paths';
import {
  trainingMessages as m,
  type Training,
  trainingListReplySchema,
} from '@simsar/contract/content-training';
import { fillPath } from '@simsar/contract/paths';
import { useState } from 'react';
import { useContentDelete, useContentList } from '../api/content-calls.ts';
import { CardTitle, ContentCard, ContentList, EditDeleteButtons } from '../content-list.tsx';
import { TrainingForm, type TrainingKind, trainingCalls } from './training-form.tsx';

/** The 'Trainings' / 'Franchise trainings' tab: each with its video; Edit/Delete super only. */
export function TrainingList({ kind, isSuper }: { kind: TrainingKind; isSuper: boolean }) {
  const query = useContentList(trainingCalls[kind].list, trainingListReplySchema);
  return (
    <ContentList
      query={query}
      label={kind === 'training' ? 'Trainings' : 'Franchise trainings'}
      render={(training) => (
        <TrainingCard key={training._id} kind={kind} training={training} isSuper={isSuper} />
      )}
    />
  );
}

function TrainingCard({
  kind,
  training,
  isSuper,
}: {
  kind: TrainingKind;
  training: Training;
  isSuper: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const remove = useContentDelete(trainingCalls[kind].list, m.deleted);
  if (editing) {
    return (
      <ContentCard label={training.name}>
        <TrainingForm kind={kind} training={training} onDone={() => setEditing(false)} />
      </ContentCard>
    );
  }
  const uploaded = training.video.startsWith('/media/');
  return (
    <ContentCard
      label={training.name}
      media={uploaded ? { kind: 'video', url: training.video, alt: training.name } : null}
      actions={
        isSuper ? (
          <EditDeleteButtons
            name={training.name}
            question="Are you sure you want to delete this training?"
            onEdit={() => setEditing(true)}
            onDelete={() => remove.mutate(fillPath(contentPaths.training.delete, { id: training._id }))}
            deleting={remove.isPending}
          />
        ) : null
      }
    >
      <CardTitle dir="auto">{training.name}</CardTitle>
      <Text size="sm" c="dimmed" dir="auto" lineClamp={4}>
        {training.description}
      </Text>
      {uploaded ? null : (
        <Anchor
          href={training.video}
          target="_blank"
          rel="noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {training.video}
        </Anchor>
      )}
    </ContentCard>
  );
}
