import { z } from 'zod';
import { idParamsSchema, textField } from './fields.ts';
import { pageReplySchema } from './lists.ts';
import { controlCharactersMessage } from './text-rules.ts';

/** Quizzes (content-operations §3, §4, §5). "{n}" and "{k}" count from 1. */
export const quizMessages = {
  nameRequired: 'Quiz name is required',
  timeRequired: 'Quiz time is required',
  questionRequired: (n: number) => `Question ${n} is required`,
  choiceRequired: (k: number, n: number) => `Answer ${k} of question ${n} is required`,
  answerRequired: (n: number) => `Choose the correct answer of question ${n}`, // ours
  answerNotAChoice: (n: number) => `The correct answer of question ${n} must be one of its answers`, // ours
  choicesDistinct: (n: number) => `The answers of question ${n} must all differ`, // ours
  timeWhole: 'Quiz time must be a whole number of minutes, 1 to 600', // ours
  countRange: 'Number of questions must be from 1 to 100', // ours
  questionsRequired: 'Add at least one question', // ours
  notFound: 'This quiz does not exist', // ours
  deleted: 'Quiz deleted', // ours
  saved: 'Quiz saved', // ours
  brokersOnly: 'Quizzes are for brokers', // ours
  notStarted: 'Start the quiz first', // ours
  late: 'Time is up: this attempt was submitted late and does not count', // ours
  alreadySubmitted: 'This attempt was already submitted', // ours
  answersCount: (n: number) => `Send one answer for each of the ${n} questions`, // ours
} as const;
const m = quizMessages;

export const quizChoiceCount = 4;
export const quizMaxQuestions = 100;
/** Seconds after the deadline a submission is still on time (network and clock drift). */
export const quizGraceSeconds = 30;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const quizTimeField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: m.timeRequired }).int(m.timeWhole).min(1, m.timeWhole).max(600, m.timeWhole),
);

const looseQuestion = z.object({ Q: z.string(), choices: z.array(z.string()) });

/** Checks one question with the spec's messages; `answer` is the chosen correct choice. */
function checkQuestion(
  question: { Q: string; choices: string[] },
  answer: string | undefined,
  index: number,
  path: (string | number)[],
  ctx: z.RefinementCtx,
): void {
  const n = index + 1;
  const issue = (message: string, at: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path: [...path, ...at] });
  if (!question.Q.trim()) issue(m.questionRequired(n), ['Q']);
  else if (question.Q.length > 1000) issue('At most 1000 characters', ['Q']);
  for (let k = 0; k < quizChoiceCount; k += 1) {
    const choice = question.choices[k]?.trim() ?? '';
    if (!choice) issue(m.choiceRequired(k + 1, n), ['choices', k]);
    else if (choice.length > 300) issue('At most 300 characters', ['choices', k]);
  }
  const all = [question.Q, ...question.choices, answer ?? ''];
  if (all.some((text) => controlCharacters.test(text))) issue(controlCharactersMessage, ['Q']);
  const filled = question.choices.map((choice) => choice.trim()).filter(Boolean);
  if (filled.length === quizChoiceCount && new Set(filled).size !== quizChoiceCount)
    issue(m.choicesDistinct(n), ['choices']);
  if (!answer?.trim()) issue(m.answerRequired(n), ['answer']);
  else if (filled.length === quizChoiceCount && !filled.includes(answer.trim()))
    issue(m.answerNotAChoice(n), ['answer']);
}

const trimQuestion = (question: { Q: string; choices: string[] }) => ({
  Q: question.Q.trim(),
  choices: question.choices.map((choice) => choice.trim()),
});

/** The questions and answers of the wire (content-operations §7): parallel lists, exactly 4 choices each. */
const questionsAndAnswers = z
  .object({
    questions: z.array(looseQuestion, { error: m.questionsRequired }).min(1, m.questionsRequired),
    answers: z.array(z.string(), { error: m.answerRequired(1) }),
  })
  .superRefine((quiz, ctx) => {
    if (quiz.questions.length > quizMaxQuestions) ctx.addIssue({ code: 'custom', message: m.countRange });
    quiz.questions.forEach((question, index) => {
      if (question.choices.length !== quizChoiceCount)
        ctx.addIssue({
          code: 'custom',
          message: `Question ${index + 1} must have exactly 4 answers`,
          path: ['questions', index, 'choices'],
        });
      checkQuestion(question, quiz.answers[index], index, ['questions', index], ctx);
    });
  })
  .transform((quiz) => ({
    questions: quiz.questions.map(trimQuestion),
    answers: quiz.questions.map((_, index) => quiz.answers[index]?.trim() ?? ''),
  }));

/** POST /api/quiz/create {name, time, answers, questions}. */
export const createQuizSchema = z
  .object({ name: textField(m.nameRequired), time: quizTimeField })
  .and(questionsAndAnswers);
export type CreateQuizInput = z.input<typeof createQuizSchema>;

/** PUT /api/quiz/{id} {answers, questions} (content-operations §7); name and time may come too (the inline form sends them). */
export const updateQuizSchema = z
  .object({ name: textField(m.nameRequired).optional(), time: quizTimeField.optional() })
  .and(questionsAndAnswers);

/** The console's quiz form: each question keeps its chosen answer beside it (content-operations §4, Quiz creation). */
export const quizFormSchema = z.object({
  name: textField(m.nameRequired),
  time: quizTimeField,
  // Checked on the list itself, so its messages show beside those of the name and the time.
  questions: z
    .array(z.object({ Q: z.string(), choices: z.array(z.string()), answer: z.string() }))
    .min(1, m.questionsRequired)
    .superRefine((questions, ctx) => {
      questions.forEach((question, index) => {
        checkQuestion(question, question.answer, index, [index], ctx);
      });
    }),
});
export type QuizFormValues = z.input<typeof quizFormSchema>;

/** The body the form sends: the spec's parallel lists. */
export function quizBodyOf(values: z.output<typeof quizFormSchema>): CreateQuizInput {
  return {
    name: values.name,
    time: values.time as number,
    questions: values.questions.map(({ Q, choices }) => ({ Q, choices })),
    answers: values.questions.map((question) => question.answer),
  };
}

export const quizQuestionSchema = z.object({ Q: z.string(), choices: z.array(z.string()) });

/** A quiz as the console reads it: with its answers, and how members did (ours). */
export const quizSchema = z.object({
  _id: z.string(),
  name: z.string(),
  time: z.number(),
  questions: z.array(quizQuestionSchema),
  answers: z.array(z.string()),
  createdAt: z.string(),
  attempts: z.number(),
  average_score: z.number().nullable(),
});
export type Quiz = z.infer<typeof quizSchema>;
export const quizListReplySchema = z.object({ quizzes: z.array(quizSchema) });
export const quizReplySchema = z.object({ quiz: quizSchema });
export const quizIdParamsSchema = idParamsSchema(m.notFound);

/** One member's results in one quiz, for the console (percentages of correct answers). */
export const quizResultSchema = z.object({
  user_id: z
    .object({
      _id: z.string(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      user_type: z.string(),
    })
    .nullable(),
  attempts: z.number(),
  best_score: z.number().nullable(),
  last_submitted_at: z.string(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;
export const quizResultPageSchema = pageReplySchema(quizResultSchema);

/** What a member sees of a quiz: never its answers. */
export const appQuizSchema = z.object({
  _id: z.string(),
  name: z.string(),
  time: z.number(),
  question_count: z.number(),
  createdAt: z.string(),
});
export const appQuizListReplySchema = z.object({ quizzes: z.array(appQuizSchema) });
export const appQuizStartReplySchema = z.object({
  attempt: z.object({ _id: z.string(), started_at: z.string(), deadline: z.string() }),
  quiz: z.object({
    _id: z.string(),
    name: z.string(),
    time: z.number(),
    questions: z.array(quizQuestionSchema),
  }),
});
export const appQuizSubmitSchema = z.object({
  answers: z.array(z.string().max(300).nullable(), { error: 'Send the answers as a list' }),
});
export const appQuizSubmitReplySchema = z.object({
  score: z.number(),
  correct: z.number(),
  total: z.number(),
  late: z.literal(false),
});
