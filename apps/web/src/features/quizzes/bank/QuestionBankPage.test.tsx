/**
 * The question bank page (ADR 0078): categories by program, a category's questions with their correct options, adding
 * a category and a question, deleting one; and the quiz form's random questions from the bank with the shuffles.
 */
import type { BankCategory, BankQuestion } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { QuizForm } from '../QuizForm';
import { QuestionBankPage } from './QuestionBankPage';

const programKey = '11111111-1111-4111-8111-111111111111';
const categoryKey = '33333333-3333-4333-8333-333333333333';
const programs = { data: { items: [{ key: programKey, title: 'Algebra' }], total: 1, page: 1, limit: 100 } };
const category: BankCategory = {
  key: categoryKey,
  name: 'Fractions',
  program: { key: programKey, title: 'Algebra' },
  questionsCount: 1,
  mayEdit: true,
};
const question: BankQuestion = {
  key: '44444444-4444-4444-8444-444444444444',
  categoryKey,
  type: 'OBJECTIVE',
  answerMode: 'OPTION',
  question: '<p>What is half of 8?</p>',
  image: null,
  options: ['4', '2'],
  answers: [0],
  points: 2,
  mayEdit: true,
};

describe('the question bank', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists categories, shows a category’s questions and adds a question to it', { timeout: 60_000 }, async () => {
    const api = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /programs': programs,
      'GET /quiz/bank/categories': { data: { categories: [category] } },
      'GET /quiz/bank/questions': { data: { questions: [question] } },
      'POST /quiz/bank/questions': { message: 'Question added', data: { keys: ['new'] } },
      [`DELETE /quiz/bank/questions/${question.key}`]: { message: 'Question deleted' },
    });
    renderWithProviders(<QuestionBankPage />, { route: '/accounts/question-bank' });
    const categories = await screen.findByRole('list', { name: 'Categories' });
    fireEvent.click(within(categories).getByRole('button', { name: /^Fractions/ }));

    const questions = await screen.findByRole('list', { name: 'Questions of Fractions' });
    expect(within(questions).getByText('What is half of 8?')).toBeTruthy();
    expect(within(questions).getAllByLabelText('Correct option')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question in Fractions' });
    const editor = within(dialog).getByRole('form', { name: 'New question' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Add question' }));
    // The editor's own checks apply: an empty question is not sent.
    expect(await within(dialog).findByText('Please write the question')).toBeTruthy();
    expect(callsOf(api).some(([method, path]) => method === 'POST' && path === '/quiz/bank/questions')).toBe(false);

    fireEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New question in Fractions' })).toBeNull());

    fireEvent.click(await within(questions).findByRole('button', { name: 'Delete question 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete question' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        callsOf(api).some(([method, path]) => method === 'DELETE' && path === `/quiz/bank/questions/${question.key}`),
      ).toBe(true),
    );
  });

  it('creates a category in the chosen program', async () => {
    const api = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /programs': programs,
      'GET /quiz/bank/categories': { data: { categories: [] } },
      'POST /quiz/bank/categories': { message: 'Category created', data: { category } },
    });
    renderWithProviders(<QuestionBankPage />, { route: '/accounts/question-bank' });
    expect(await screen.findByText('No categories yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Fractions' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Program' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Algebra' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    await waitFor(() =>
      expect(callsOf(api).find(([method, path]) => method === 'POST' && path === '/quiz/bank/categories')?.[2]).toEqual(
        {
          name: 'Fractions',
          programKey,
        },
      ),
    );
  });

  it('lets the quiz form draw random questions from a category and shuffle them', { timeout: 60_000 }, async () => {
    const api = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /programs': programs,
      'GET /quiz/bank/categories': { data: { categories: [{ ...category, questionsCount: 5 }] } },
      'POST /quiz': { message: 'Quiz created', data: { quiz: { key: 'q', slug: 'fractions' } } },
    });
    const onDone = vi.fn();
    renderWithProviders(<QuizForm onDone={onDone} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Fractions' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Program' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Algebra' }));

    fireEvent.click(screen.getByRole('button', { name: 'Add random questions from the bank' }));
    const slot = screen.getByRole('region', { name: 'Random questions 1' });
    // The only typed question may go now that the bank gives the quiz its questions.
    fireEvent.click(screen.getByRole('button', { name: /Remove question 1/ }));
    fireEvent.mouseDown(within(slot).getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fractions (5 questions)' }));
    fireEvent.change(within(slot).getByRole('spinbutton', { name: 'How many' }), { target: { value: '3' } });
    fireEvent.change(within(slot).getByRole('spinbutton', { name: 'Points each' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Shuffle the questions for each student' }));
    fireEvent.click(screen.getByRole('switch', { name: "Shuffle each question's options for each student" }));
    fireEvent.click(screen.getByRole('button', { name: 'Create quiz' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const saved = callsOf(api).find(([method, path]) => method === 'POST' && path === '/quiz')?.[2];
    expect(saved).toMatchObject({
      questions: [],
      randomQuestions: [{ categoryKey, count: 3, points: 2 }],
      shuffleQuestions: true,
      shuffleOptions: true,
    });
  });
});
