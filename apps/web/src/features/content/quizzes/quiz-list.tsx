import { Badge, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { quizMessages as m, type Quiz } from '@simsar/contract/content-quizzes';
import { contentTypeRows } from '@simsar/contract/content-types';
import { fillPath } from '@simsar/contract/paths';
import { useState } from 'react';
import { countOf } from '../../../ui/count.ts';
import { useContentDelete, useQuizzes } from '../api/content-calls.ts';
import { CardTitle, ContentCard, ContentList, EditDeleteButtons } from '../content-list.tsx';
import { QuizSave } from './quiz-add.tsx';
import { QuizResults } from './quiz-results.tsx';

/** The 'Quizzes' tab: each quiz with its questions, answers and results; Edit/Delete super only. */
export function QuizList({ isSuper }: { isSuper: boolean }) {
  const query = useQuizzes();
  return (
    <ContentList
      query={query}
      label="Quizzes"
      render={(quiz) => <QuizCard key={quiz._id} quiz={quiz} isSuper={isSuper} />}
    />
  );
}

/** What a quiz card opens below it, each by its own button. */
const parts = [
  ['questions', 'Questions'],
  ['results', 'Results'],
] as const;
type Part = (typeof parts)[number][0];

function QuizCard({ quiz, isSuper }: { quiz: Quiz; isSuper: boolean }) {
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState<Part | null>(null);
  const remove = useContentDelete(contentTypeRows.quiz.paths.list, m.deleted);
  if (editing) {
    return (
      <ContentCard label={quiz.name}>
        <QuizSave quiz={quiz} onDone={() => setEditing(false)} />
      </ContentCard>
    );
  }
  const toggle = (what: Part) => setOpen(open === what ? null : what);
  return (
    <ContentCard
      label={quiz.name}
      actions={
        isSuper ? (
          <EditDeleteButtons
            name={quiz.name}
            question="Are you sure you want to delete this quiz?"
            onEdit={() => setEditing(true)}
            onDelete={() => remove.mutate(fillPath(contentTypeRows.quiz.paths.delete, { id: quiz._id }))}
            deleting={remove.isPending}
          />
        ) : null
      }
    >
      <CardTitle dir="auto">{quiz.name}</CardTitle>
      <Group gap="xs">
        <Badge variant="light">{countOf(quiz.time, 'minute')}</Badge>
        <Badge variant="light" color="gray">
          {countOf(quiz.questions.length, 'question')}
        </Badge>
      </Group>
      <Text size="sm">
        {countOf(quiz.attempts, 'attempt')} · average score{' '}
        {quiz.average_score === null ? '—' : `${quiz.average_score}%`}
      </Text>
      <Group gap="xs">
        {parts.map(([part, label]) => (
          <Button
            key={part}
            size="xs"
            variant="subtle"
            onClick={() => toggle(part)}
            aria-expanded={open === part}
          >
            {label}
          </Button>
        ))}
      </Group>
      <Collapse expanded={open === 'questions'}>
        <Stack gap="xs">
          {quiz.questions.map((question, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a saved quiz's questions are shown read-only, in order.
            <div key={index}>
              <Text size="sm" fw={500} dir="auto">
                {index + 1}. {question.Q}
              </Text>
              <Text size="sm" c="dimmed" dir="auto">
                {question.choices.join(' · ')} — <strong>{quiz.answers[index]}</strong>
              </Text>
            </div>
          ))}
        </Stack>
      </Collapse>
      {open === 'results' ? <QuizResults quizId={quiz._id} /> : null}
    </ContentCard>
  );
}
