import { Group, Paper, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type CreateQuizInput,
  quizBodyOf,
  quizChoiceCount,
  quizFormSchema,
  quizMaxQuestions,
} from '@simsar/contract/content-quizzes';
import { useEffect } from 'react';
import { type FieldErrors, type UseFormReturn, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormNumber } from '../../../ui/form-fields.tsx';
import { localResolver } from '../../../ui/form-resolver.ts';
import { SaveBar } from '../content-form.tsx';
import { useContentWords } from '../words.ts';

type Question = { Q: string; choices: string[]; answer: string };
/** `count` is the number of questions asked for: not sent, it draws the blank questions. */
export type QuizFormValues = {
  name: string;
  time: number | string;
  count: number | string;
  questions: Question[];
};
type Output = z.output<typeof quizFormSchema>;
type QuizFormApi = UseFormReturn<QuizFormValues, unknown, Output>;

export const blankQuestion = (): Question => ({
  Q: '',
  choices: Array(quizChoiceCount).fill(''),
  answer: '',
});

/** The quiz a saved one starts from (its answers beside their questions). */
export function quizFormValuesOf(quiz: CreateQuizInput): QuizFormValues {
  return {
    name: quiz.name,
    time: quiz.time as number,
    count: quiz.questions.length,
    questions: quiz.questions.map((question, index) => ({
      Q: question.Q,
      choices: [...question.choices],
      answer: quiz.answers[index] ?? '',
    })),
  };
}

/**
 * The quiz form (content-operations §4, Quiz creation; content-operations §5): entering a number of questions
 * generates blank questions of 4 empty choices and no answer; a submit is refused while any field
 * is empty or any answer unchosen, with the spec's messages.
 */
export function QuizForm({
  title,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial?: QuizFormValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: CreateQuizInput, form: QuizFormApi) => void;
  onCancel?: () => void;
}) {
  const w = useContentWords();
  const form = useForm<QuizFormValues, unknown, Output>({
    resolver: localResolver(quizFormSchema) as never,
    defaultValues: initial ?? { name: '', time: '', count: '', questions: [] },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const count = useWatch({ control: form.control, name: 'count' });
  const { errors } = form.formState;

  // The number of questions asked for draws as many blank questions (or drops the last ones).
  const { append, remove } = questions;
  useEffect(() => {
    const n = typeof count === 'number' ? Math.min(Math.max(Math.floor(count), 0), quizMaxQuestions) : 0;
    const current = form.getValues('questions');
    if (n > current.length) append(Array.from({ length: n - current.length }, blankQuestion));
    else if (n < current.length) remove(Array.from({ length: current.length - n }, (_, i) => n + i));
  }, [count, form, append, remove]);

  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(quizBodyOf(values), form))}
      noValidate
      aria-label={title}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={w('quizName')}
            withAsterisk
            error={errors.name?.message}
            {...form.register('name')}
          />
          <FormNumber control={form.control} name="time" label={w('quizTime')} required />
          <FormNumber
            control={form.control}
            name="count"
            label={w('questionCount')}
            // Its arrows, and a count kept within 1 to the most on leaving the field, as before.
            hideControls={false}
            clampBehavior="blur"
            min={1}
            max={quizMaxQuestions}
            allowDecimal={false}
            error={errors.questions?.root?.message ?? errors.questions?.message}
          />
        </SimpleGrid>
        {questions.fields.map((field, index) => (
          <QuestionFields key={field.id} form={form} index={index} errors={errors} />
        ))}
        <SaveBar label={submitLabel} busy={busy} progress={null} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function QuestionFields({
  form,
  index,
  errors,
}: {
  form: QuizFormApi;
  index: number;
  errors: FieldErrors<QuizFormValues>;
}) {
  const w = useContentWords();
  const n = index + 1;
  const answer = useWatch({ control: form.control, name: `questions.${index}.answer` });
  const choices = useWatch({ control: form.control, name: `questions.${index}.choices` });
  const questionErrors = errors.questions?.[index];
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-label={w('question', { n })}>
      <Stack gap="sm">
        <TextInput
          label={w('question', { n })}
          withAsterisk
          error={questionErrors?.Q?.message}
          {...form.register(`questions.${index}.Q`)}
        />
        <Radio.Group
          label={w('correctAnswer')}
          value={answer && choices?.includes(answer) ? String(choices.indexOf(answer)) : null}
          onChange={(value) =>
            form.setValue(`questions.${index}.answer`, choices?.[Number(value)] ?? '', {
              shouldValidate: form.formState.isSubmitted,
            })
          }
          error={
            questionErrors?.answer?.message ??
            questionErrors?.choices?.root?.message ??
            questionErrors?.choices?.message
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {Array.from({ length: quizChoiceCount }, (_, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the four choices are fixed positions, never reordered.
              <Group key={k} wrap="nowrap" align="flex-start">
                <Radio
                  value={String(k)}
                  mt={34}
                  disabled={!choices?.[k]?.trim()}
                  aria-label={w('answerIsCorrect', { k: k + 1, n })}
                />
                <TextInput
                  style={{ flex: 1 }}
                  label={w('answer', { k: k + 1 })}
                  withAsterisk
                  error={questionErrors?.choices?.[k]?.message}
                  {...form.register(`questions.${index}.choices.${k}`, {
                    onChange: (event) => {
                      // The chosen answer follows its choice's text as it is edited.
                      if (choices?.[k] && choices[k] === answer)
                        form.setValue(`questions.${index}.answer`, event.target.value);
                    },
                  })}
                />
              </Group>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
