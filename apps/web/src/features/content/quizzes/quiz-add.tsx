import { type CreateQuizInput, quizMessages as m } from '@simsar/contract/content-quizzes';
import { contentTypeRows } from '@simsar/contract/content-types';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showSuccessToast } from '../../../ui/toasts.tsx';
import { saveQuiz, useReloadList } from '../api/content-calls.ts';
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
  const [busy, setBusy] = useState(false);
  const reload = useReloadList();
  const navigate = useNavigate();
  return (
    <QuizForm
      title={quiz ? `Edit ${quiz.name}` : 'Add quiz'}
      initial={quiz ? quizFormValuesOf(quiz) : undefined}
      submitLabel={quiz ? 'Save' : 'Add quiz'}
      busy={busy}
      onCancel={onDone}
      onSubmit={async (body, form) => {
        setBusy(true);
        try {
          await saveQuiz(body, quiz?._id);
          showSuccessToast(m.saved);
          await reload(contentTypeRows.quiz.paths.list);
          if (onDone) onDone();
          else navigate('/quizzes/view', { replace: true });
        } catch (error) {
          showSaveError(error, form.setError);
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
