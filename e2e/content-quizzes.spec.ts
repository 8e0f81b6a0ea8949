import { apiToken, buildAdmin, openTab, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf, uniqueName } from './members.ts';

test.describe('Quizzes', () => {
  test('a super admin adds a quiz of 3 questions, edits and deletes it; a broker result shows', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, superAdmin);
    await openTab(page, 'Brokers');
    await page.getByRole('region', { name: 'Quizzes' }).getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL('/quizzes/add');

    const form = page.getByRole('form', { name: 'Add quiz' });
    await form.getByRole('textbox', { name: 'Number of questions' }).fill('3');
    await expect(form.getByRole('group', { name: /^Question \d$/ })).toHaveCount(3);
    await form.getByRole('button', { name: 'Add quiz' }).click();
    for (const message of [
      'Quiz name is required',
      'Quiz time is required',
      'Question 1 is required',
      'Question 3 is required',
      'Answer 1 of question 1 is required',
      'Answer 4 of question 3 is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    const name = uniqueName('Launch basics');
    await form.getByRole('textbox', { name: 'Quiz name' }).fill(name);
    await form.getByRole('textbox', { name: 'Quiz time (minutes)' }).fill('10');
    for (const n of [1, 2, 3]) {
      const question = form.getByRole('group', { name: `Question ${n}`, exact: true });
      await question.getByRole('textbox', { name: `Question ${n}` }).fill(`Question text ${n}?`);
      for (const k of [1, 2, 3, 4]) {
        await question.getByRole('textbox', { name: `Answer ${k}`, exact: true }).fill(`Choice ${n}.${k}`);
      }
      if (n !== 3)
        await question.getByRole('radio', { name: `Answer 2 of question ${n} is correct` }).check();
    }
    await form.getByRole('button', { name: 'Add quiz' }).click();
    await expect(form.getByText('Choose the correct answer of question 3')).toBeVisible();
    await form.getByRole('radio', { name: 'Answer 4 of question 3 is correct' }).check();
    await page.screenshot({ path: 'test-results/quizzes-add.png', fullPage: true });
    await form.getByRole('button', { name: 'Add quiz' }).click();
    await expect(toast(page, 'Quiz saved')).toBeVisible();
    await expect(page).toHaveURL('/quizzes/view');

    // A broker takes it through the apps API; the console shows the result.
    const quizzes = await (
      await request.get('/api/quiz', {
        headers: { Authorization: `Bearer ${await apiToken(request, superAdmin)}` },
      })
    ).json();
    const quizId = (quizzes.quizzes as { _id: string; name: string }[]).find(
      (quiz) => quiz.name === name,
    )?._id;
    const broker = await acceptedBroker(request, await adminIdOf(request, superAdmin), uniqueName('Broker'));
    const auth = { Authorization: `Bearer ${broker.token}` };
    expect((await request.post(`/api/app/quizzes/${quizId}/start`, { headers: auth })).status()).toBe(200);
    const submitted = await request.post(`/api/app/quizzes/${quizId}/submit`, {
      headers: auth,
      data: { answers: ['Choice 1.2', 'Choice 2.1', 'Choice 3.4'] },
    });
    expect(await submitted.json()).toMatchObject({ score: 67, correct: 2, total: 3 });

    await page.reload();
    const card = page.getByRole('article', { name });
    await expect(card.getByText('1 attempt · average score 66.7%')).toBeVisible();
    await card.getByRole('button', { name: 'Results' }).click();
    await expect(card.getByRole('cell', { name: new RegExp(broker.name) })).toBeVisible();
    await expect(card.getByRole('cell', { name: '66.7%' })).toBeVisible();
    await page.screenshot({ path: 'test-results/quizzes-view.png', fullPage: true });

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByRole('textbox', { name: 'Quiz name' }).fill(`${name} v2`);
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('article', { name: `${name} v2` });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: `Delete ${name} v2` }).click();
    await expect(
      page.getByRole('dialog').getByText('Are you sure you want to delete this quiz?'),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(renamed).toHaveCount(0);
  });

  test('an ordinary admin typing /quizzes/add lands on the list, without Add, Edit or Delete', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, superAdmin);
    const name = uniqueName('Visible quiz');
    const created = await request.post('/api/quiz/create', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name,
        time: 5,
        questions: [{ Q: 'One?', choices: ['a', 'b', 'c', 'd'] }],
        answers: ['b'],
      },
    });
    expect(created.status()).toBe(201);
    const admin = await buildAdmin(request);
    await signIn(page, admin);
    await page.goto('/quizzes/add');
    await expect(page).toHaveURL('/quizzes/view');
    await expect(page.getByRole('tab', { name: 'Add quiz' })).toHaveCount(0);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  });
});
