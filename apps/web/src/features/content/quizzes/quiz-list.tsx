import { Badge, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { quizMessages as m, type Quiz } from '@simsar/contract/content-quizzes';
import { contentTypeRows } from '@simsar/contract/content-types';
import { fillPath } from '@simsar/contract/paths';
import { useState } from 'react';
import { useContentDelete, useQuizzes } from '../api/content-calls.ts';
import { CardTitle, ContentCard, ContentList, EditDeleteButtons } from '../content-list.tsx';
import { type ContentWord, useContentWords } from '../words.ts';
import { QuizSave } from './quiz-add.tsx';
import { QuizResults } from './quiz-results.tsx';

/** The 'Quizzes' tab: each quiz with its questions, answers and results; Edit/Delete super only. */
export function QuizList({ isSuper }: { isSuper: boolean }) {
  const w = useContentWords();
  const query = useQuizzes();
  return (
    <ContentList
      query={query}
      label={w('quizzes')}
      render={(quiz) => <QuizCard key={quiz._id} quiz={quiz} isSuper={isSuper} />}
    />
  );
}

/** What a quiz card opens below it, each by its own button. */
const parts = [
  ['questions', 'questionsPart'],
  ['results', 'resultsPart'],
] as const satisfies readonly (readonly [string, ContentWord])[];
type Part = (typeof parts)[number][0];

function QuizCard({ quiz, isSuper }: { quiz: Quiz; isSuper: boolean }) {
  const w = useContentWords();
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
            question={w('askDeleteQuiz')}
            onEdit={() => setEditing(true)}
            onDelete={() => remove.mutate(fillPath(contentTypeRows.quiz.paths.delete, { id: quiz._id }))}
            deleting={remove.isPending}
          />
        ) : null
      }
    >
      <CardTitle dir="auto">{quiz.name}</CardTitle>
      <Group gap="xs">
        <Badge variant="light">{w('minutes', { count: quiz.time })}</Badge>
        <Badge variant="light" color="gray">
          {w('questions', { count: quiz.questions.length })}
        </Badge>
      </Group>
      <Text size="sm">
        {w('attemptsScore', {
          count: quiz.attempts,
          score: quiz.average_score === null ? '—' : `${quiz.average_score}%`,
        })}
      </Text>
      <Group gap="xs">
        {parts.map(([part, word]) => (
          <Button
            key={part}
            size="xs"
            variant="subtle"
            onClick={() => toggle(part)}
            aria-expanded={open === part}
          >
            {w(word)}
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
