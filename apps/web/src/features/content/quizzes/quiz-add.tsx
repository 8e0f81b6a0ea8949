import type { CreateQuizInput } from '@simsar/contract/content-quizzes';
import { contentTypeRows } from '@simsar/contract/content-types';
import { useNavigate } from 'react-router';
import { useQuizSave } from '../api/content-calls.ts';
import { showSaveError } from '../content-form.tsx';
import { QuizForm, quizFormValuesOf } from './quiz-form.tsx';

/** The 'Add quiz' tab: a new quiz, or (from a card's Edit) the inline form of a saved one. */
export function QuizSave({
  quiz,
  onDone,
}: {
  quiz?: CreateQuizInput & { _id: string };
  onDone?: () => void;
}) {
  const save = useQuizSave();
  const navigate = useNavigate();
  return (
    <QuizForm
      title={quiz ? `Edit ${quiz.name}` : 'Add quiz'}
      initial={quiz ? quizFormValuesOf(quiz) : undefined}
      submitLabel={quiz ? 'Save' : 'Add quiz'}
      busy={save.isPending}
      onCancel={onDone}
      onSubmit={async (body, form) => {
        try {
          await save.mutateAsync({ body, id: quiz?._id });
          if (onDone) onDone();
          else navigate(`${contentTypeRows.quiz.route}/view`, { replace: true });
        } catch (error) {
          showSaveError(error, form.setError);
        }
      }}
    />
  );
}
