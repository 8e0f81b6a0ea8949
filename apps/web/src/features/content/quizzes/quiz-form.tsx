import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type CreateQuizInput,
  quizBodyOf,
  quizChoiceCount,
  quizFormSchema,
  quizMaxQuestions,
} from '@simsar/contract/content-quizzes';
import { useState } from 'react';
import { type FieldErrors, type UseFormReturn, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

type Question = { Q: string; choices: string[]; answer: string };
export type QuizFormValues = { name: string; time: string; questions: Question[] };
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
    time: String(quiz.time),
    questions: quiz.questions.map((question, index) => ({
      Q: question.Q,
      choices: [...question.choices],
      answer: quiz.answers[index] ?? '',
    })),
  };
}

/**
 * The quiz form (content-operations §4, Quiz creation; §5): entering a number of questions
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
  const form = useForm<QuizFormValues, unknown, Output>({
    resolver: zodResolver(quizFormSchema) as never,
    defaultValues: initial ?? { name: '', time: '', questions: [] },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const [count, setCount] = useState<number | string>(initial?.questions.length ?? '');
  const { errors } = form.formState;

  const generate = (value: number | string) => {
    setCount(value);
    const n = typeof value === 'number' ? Math.min(Math.max(Math.floor(value), 0), quizMaxQuestions) : 0;
    const current = form.getValues('questions');
    if (n > current.length) questions.append(Array.from({ length: n - current.length }, blankQuestion));
    else if (n < current.length)
      questions.remove(Array.from({ length: current.length - n }, (_, i) => n + i));
  };

  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(quizBodyOf(values), form))}
      noValidate
      aria-label={title}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Quiz name"
            withAsterisk
            dir="auto"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label="Quiz time (minutes)"
            withAsterisk
            inputMode="numeric"
            error={errors.time?.message}
            {...form.register('time')}
          />
          <NumberInput
            label="Number of questions"
            min={1}
            max={quizMaxQuestions}
            allowDecimal={false}
            allowNegative={false}
            value={count}
            onChange={generate}
            error={errors.questions?.root?.message ?? errors.questions?.message}
          />
        </SimpleGrid>
        {questions.fields.map((field, index) => (
          <QuestionFields key={field.id} form={form} index={index} errors={errors} />
        ))}
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              No
            </Button>
          ) : null}
        </Group>
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
  const n = index + 1;
  const answer = useWatch({ control: form.control, name: `questions.${index}.answer` });
  const choices = useWatch({ control: form.control, name: `questions.${index}.choices` });
  const questionErrors = errors.questions?.[index];
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-label={`Question ${n}`}>
      <Stack gap="sm">
        <TextInput
          label={`Question ${n}`}
          withAsterisk
          dir="auto"
          error={questionErrors?.Q?.message}
          {...form.register(`questions.${index}.Q`)}
        />
        <Radio.Group
          label="Correct answer"
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
                  aria-label={`Answer ${k + 1} of question ${n} is correct`}
                />
                <TextInput
                  style={{ flex: 1 }}
                  label={`Answer ${k + 1}`}
                  withAsterisk
                  dir="auto"
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
