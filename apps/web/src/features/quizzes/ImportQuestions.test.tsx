/**
 * Importing questions into the quiz form (ADR 0071): the file goes to the server in the format its name suggests,
 * the preview lists what comes in (with what changed) and what was left out (with why), and the questions added
 * replace a new quiz's untouched one and are saved with it; a file the server refuses shows its reason.
 */
import type { ImportedQuestion } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../test/apiStub';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { TutorQuizCollectionPage } from './QuizCollectionPage';
import { QuizForm } from './QuizForm';

const programKey = '11111111-1111-4111-8111-111111111111';
const programs = { data: { items: [{ key: programKey, title: 'Algebra' }], total: 1, page: 1, limit: 100 } };
const imported: ImportedQuestion[] = [
  {
    title: 'Half of eight',
    question: {
      type: 'OBJECTIVE',
      answerMode: 'OPTION',
      question: '<p>What is half of 8?</p>',
      image: null,
      options: ['4', '2', '16'],
      answers: [0],
      points: 2,
    },
    notes: [],
  },
  {
    title: 'Colour of the sky',
    question: {
      type: 'SUBJECTIVE',
      answerMode: 'TEXT',
      question: '<p>What colour is the sky?</p>',
      image: null,
      options: [],
      answers: [],
      points: 1,
    },
    notes: ['Accepted answers (blue) are not checked automatically: the tutor grades it'],
  },
];
const skipped = [
  {
    title: 'Square root',
    kind: 'Numerical',
    reason: 'Numerical questions are not a kind of question a quiz holds yet',
  },
];

const gift = '::Half of eight:: What is half of 8? {=4 ~2 ~16}';
const chooseFile = (dialog: HTMLElement, name: string, text: string) =>
  fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [new File([text], name, { type: 'text/plain' })] },
  });

describe('importing questions into a quiz', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews a file, adds its questions in place of the untouched one, and saves them with the quiz', {
    timeout: 60_000,
  }, async () => {
    const api = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /programs': programs,
      'POST /quiz/import': { data: { imported, skipped } },
      'POST /quiz': { message: 'Quiz created', data: { quiz: { key: 'q', slug: 'fractions' } } },
    });
    const onDone = vi.fn();
    renderWithProviders(<QuizForm onDone={onDone} />);
    expect(screen.getAllByRole('heading', { name: /^Question \d$/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Import questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import questions' });
    chooseFile(dialog, 'fractions.gift', gift);
    expect(await within(dialog).findByText('2 questions to add')).toBeTruthy();
    expect(callsOf(api).find(([method, path]) => method === 'POST' && path === '/quiz/import')?.[2]).toEqual({
      format: 'GIFT',
      content: gift,
    });
    expect(within(dialog).getByRole('radio', { name: 'GIFT' })).toHaveProperty('checked', true);
    const toAdd = within(dialog).getByRole('list', { name: 'Questions to add' });
    expect(within(toAdd).getByText('Half of eight · 3 options · 2 points')).toBeTruthy();
    expect(within(toAdd).getByText(imported[1]!.notes[0]!)).toBeTruthy();
    const leftOut = within(dialog).getByRole('list', { name: 'Questions left out' });
    expect(within(leftOut).getByText('Square root · Numerical')).toBeTruthy();
    expect(within(leftOut).getByText(skipped[0]!.reason)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 questions' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import questions' })).toBeNull());
    expect(screen.getAllByRole('heading', { name: /^Question \d$/ })).toHaveLength(2);

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Fractions' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Program' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Algebra' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create quiz' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const saved = callsOf(api).find(([method, path]) => method === 'POST' && path === '/quiz')?.[2] as {
      questions: ImportedQuestion['question'][];
    };
    expect(
      saved.questions.map(({ question, options, answers, points, answerMode }) => ({
        question,
        options,
        answers,
        points,
        answerMode,
      })),
    ).toEqual(
      imported.map(({ question: { question, options, answers, points, answerMode } }) => ({
        question,
        options,
        answers,
        points,
        answerMode,
      })),
    );
  });

  it('shows why the server refused a file and adds nothing', async () => {
    const reason = 'The file is not valid Moodle XML: Expected closing tag (line 5, column 3)';
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /programs': programs,
      'POST /quiz/import': jsonResponse(
        { message: 'Please check the highlighted fields', code: 'VALIDATION_FAILED', fields: { content: reason } },
        400,
      ),
    });
    renderWithProviders(<QuizForm onDone={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import questions' });
    chooseFile(dialog, 'bank.xml', '<quiz><question>');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reason);
    expect(within(dialog).getByRole('radio', { name: 'Moodle XML' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('button', { name: 'Add 0 questions' })).toHaveProperty('disabled', true);
  });

  it('saves a quiz from the collection as a Moodle XML file', async () => {
    const quiz = {
      key: '22222222-2222-4222-8222-222222222222',
      title: 'Fractions',
      slug: 'fractions',
      duration: 10,
      program: { key: programKey, title: 'Algebra', thumbnail: null },
      questionsCount: 2,
      totalPoints: 3,
      assignmentsCount: 0,
      createdBy: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /programs': programs,
      'GET /quiz': { data: { items: [quiz], total: 1, page: 1, limit: 10 } },
      [`GET /quiz/${quiz.key}/moodle-xml`]: { data: { fileName: 'fractions.xml', xml: '<quiz></quiz>' } },
    });
    // jsdom has no object URLs: the page's file is caught where it is made.
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:quiz';
      },
      revokeObjectURL: () => {},
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<TutorQuizCollectionPage />, { route: '/accounts/manage-quiz' });
    fireEvent.click(await screen.findByRole('button', { name: 'Export Fractions to Moodle XML' }));
    await waitFor(() => expect(saved).toEqual(['fractions.xml']));
    expect(await blobs[0]?.text()).toBe('<quiz></quiz>');
    click.mockRestore();
  });
});
