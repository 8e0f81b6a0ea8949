import { Text } from '@mantine/core';
import {
  type Training,
  trainingListReplySchema,
  trainingMessages,
  trainingReplySchema,
} from '@simsar/contract/content-training';
import { contentTypeRows } from '@simsar/contract/content-types';
import type { ContentView } from '../content-kit.tsx';
import { CardTitle, LinkOut } from '../content-list.tsx';
import type { ContentText } from '../words.ts';
import { TrainingForm, type TrainingKind } from './training-form.tsx';

/**
 * Trainings and franchise trainings: the uploaded video, or the link under the description. Their
 * form is their own (a video is an upload or a link); both delete through DELETE /api/training/{id}.
 */
export function trainingView(kind: TrainingKind, w: ContentText): ContentView<Training> {
  const { paths, bilingual } =
    kind === 'training' ? contentTypeRows.training : contentTypeRows.franchiseTraining;
  const uploaded = (training: Training) => training.video.startsWith('/media/');
  return {
    label: kind === 'training' ? w('trainings') : w('franchiseTrainings'),
    // Both kinds delete through DELETE /api/training/{id} (content-operations §7).
    paths: { ...paths, delete: contentTypeRows.training.paths.delete },
    bilingual,
    replies: { list: trainingListReplySchema, one: trainingReplySchema },
    messages: trainingMessages,
    card: {
      name: (training) => training.name,
      media: (training) =>
        uploaded(training) ? { kind: 'video', url: training.video, alt: training.name } : null,
      question: w('askDeleteTraining'),
      body: (training) => (
        <>
          <CardTitle dir="auto">{training.name}</CardTitle>
          <Text size="sm" c="dimmed" dir="auto" lineClamp={4}>
            {training.description}
          </Text>
          {uploaded(training) ? null : <LinkOut href={training.video} />}
        </>
      ),
    },
    addForm: () => <TrainingForm kind={kind} />,
    editForm: (training, onDone) => <TrainingForm kind={kind} training={training} onDone={onDone} />,
  };
}
