import type { CreateQuizInput } from '@simsar/contract/content-quizzes';
import { contentTypeRows } from '@simsar/contract/content-types';
import { useNavigate } from 'react-router';
import { useQuizSave } from '../api/content-calls.ts';
import { showSaveError } from '../content-form.tsx';
import { useContentWords } from '../words.ts';
import { QuizForm, quizFormValuesOf } from './quiz-form.tsx';

/** The 'Add quiz' tab: a new quiz, or (from a card's Edit) the inline form of a saved one. */
export function QuizSave({
  quiz,
  onDone,
}: {
  quiz?: CreateQuizInput & { _id: string };
  onDone?: () => void;
}) {
  const w = useContentWords();
  const save = useQuizSave();
  const navigate = useNavigate();
  return (
    <QuizForm
      title={quiz ? w('editName', { name: quiz.name }) : w('quiz.add')}
      initial={quiz ? quizFormValuesOf(quiz) : undefined}
      submitLabel={quiz ? w('save') : w('quiz.add')}
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
