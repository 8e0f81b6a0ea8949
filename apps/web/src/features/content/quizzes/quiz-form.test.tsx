import type { CreateQuizInput } from '@simsar/contract/content-quizzes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuizForm } from './quiz-form.tsx';

function renderForm() {
  const onSubmit = vi.fn<(body: CreateQuizInput) => void>();
  renderWithProviders(<QuizForm title="Add quiz" submitLabel="Add quiz" busy={false} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

const questionBox = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

describe('the quiz form', { timeout: 30_000 }, () => {
  it('generates N blank questions of 4 empty choices and no chosen answer', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Number of questions'), '3');
    expect(screen.getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(3);
    for (const n of [1, 2, 3]) {
      const box = within(questionBox(n));
      expect(box.getByRole('textbox', { name: `Question ${n}` })).toHaveValue('');
      for (const k of [1, 2, 3, 4]) expect(box.getByRole('textbox', { name: `Answer ${k}` })).toHaveValue('');
      expect(box.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(
        0,
      );
    }
    await user.clear(screen.getByLabelText('Number of questions'));
    await user.type(screen.getByLabelText('Number of questions'), '2');
    expect(screen.getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(2);
  });

  it("shows the spec's messages word for word and sends nothing", async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Number of questions'), '2');
    await user.click(screen.getByRole('button', { name: 'Add quiz' }));
    for (const message of [
      'Quiz name is required',
      'Quiz time is required',
      'Question 1 is required',
      'Question 2 is required',
      'Answer 1 of question 1 is required',
      'Answer 4 of question 2 is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blocks the submit while an answer is unchosen, then sends the spec body', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText(/^Quiz name/), 'Launch basics');
    await user.type(screen.getByLabelText(/^Quiz time/), '10');
    await user.type(screen.getByLabelText('Number of questions'), '2');
    for (const n of [1, 2]) {
      const box = within(questionBox(n));
      await user.type(box.getByRole('textbox', { name: `Question ${n}` }), `What is ${n}?`);
      for (const k of [1, 2, 3, 4])
        await user.type(box.getByRole('textbox', { name: `Answer ${k}` }), `${n}-${k}`);
    }
    await user.click(within(questionBox(1)).getByLabelText('Answer 3 of question 1 is correct'));
    await user.click(screen.getByRole('button', { name: 'Add quiz' }));
    expect(await screen.findByText('Choose the correct answer of question 2')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(questionBox(2)).getByLabelText('Answer 1 of question 2 is correct'));
    await user.click(screen.getByRole('button', { name: 'Add quiz' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Launch basics',
      time: 10,
      questions: [
        { Q: 'What is 1?', choices: ['1-1', '1-2', '1-3', '1-4'] },
        { Q: 'What is 2?', choices: ['2-1', '2-2', '2-3', '2-4'] },
      ],
      answers: ['1-3', '2-1'],
    });
  });
});
