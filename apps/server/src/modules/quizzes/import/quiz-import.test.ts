/**
 * Moodle XML and GIFT (issue 36, ADR 0071) from files written by hand in `test/fixtures/quiz-import` from the
 * published format descriptions: every kind the quiz holds comes in as the form's question, every other kind is
 * listed with why, a malformed file is refused whole with where it broke; a quiz written out as Moodle XML reads back
 * as the same questions; the routes are for those who write quizzes, and a tutor exports only their own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportedQuestion, QuizDetail } from '@chalkline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { api } from '../../../../test/requests.js';
import { useWorld, type World } from '../../../../test/world.js';
import { AppError } from '../../../errors/app-error.js';
import { readGift } from './gift.js';
import { readMoodleXml, writeMoodleXml } from './moodle-xml.js';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../../test/fixtures/quiz-import', name), 'utf8');
const byTitle = (imported: ImportedQuestion[]) => new Map(imported.map((q) => [q.title, q]));
/** The refusal a reader throws: its field message. */
const refusalOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).fields?.content ?? '';
  }
  throw new Error('the file was not refused');
};

describe('reading Moodle XML', () => {
  const { imported, skipped } = readMoodleXml(fixture('every-kind.moodle.xml'));
  const q = byTitle(imported);

  it('brings in multiple choice, true/false, short answer and essays, in the file’s order', () => {
    expect(imported.map((i) => i.title)).toEqual([
      'Half of eight',
      'Even numbers',
      'Closest to pi',
      'Primes',
      'Zero is odd',
      'Colour of the sky',
      'My holiday',
      'Upload your drawing',
      'Which shape',
    ]);
    expect(q.get('Half of eight')).toEqual({
      title: 'Half of eight',
      question: {
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>What is <strong>half</strong> of 8?</p>',
        image: null,
        options: ['4', '2', '16'],
        answers: [0],
        points: 2,
      },
      notes: [],
    });
    expect(q.get('Zero is odd')?.question).toMatchObject({ options: ['True', 'False'], answers: [1], points: 1 });
    expect(q.get('Zero is odd')?.question.question).toBe('<p>Zero is an odd number.</p>');
    expect(q.get('My holiday')?.question).toMatchObject({ type: 'SUBJECTIVE', answerMode: 'TEXT', points: 10 });
    expect(q.get('Upload your drawing')?.question).toMatchObject({ type: 'SUBJECTIVE', answerMode: 'DOCUMENT' });
  });

  it('says what changed on the way in: partial credit, penalties, rounded points, accepted answers, images', () => {
    const even = q.get('Even numbers');
    expect(even?.question).toMatchObject({ options: ['2', '10', '7'], answers: [0, 1], points: 3 });
    // Text whose line breaks count keeps them; `&` stays text.
    expect(even?.question.question).toBe('<p>Which of these are even?<br />Choose all that apply &amp; no others.</p>');
    // Equal shares are how Moodle marks choose-all-that-apply: nothing is lost.
    expect(even?.notes).toEqual([
      'Worth 2.5 points in the file; a quiz question is worth 3',
      'Penalties for wrong options are not kept',
    ]);
    expect(q.get('Closest to pi')?.question).toMatchObject({ options: ['3.14', '3', '4'], answers: [0] });
    expect(q.get('Closest to pi')?.notes).toEqual([
      'Partial credit (33.3%) is not kept: only the fully right option counts',
    ]);
    expect(q.get('Primes')?.question).toMatchObject({ answers: [0, 1] });
    expect(q.get('Primes')?.notes).toEqual([
      'Unequal shares (60%, 40%) are not kept: each correct option counts the same',
    ]);
    expect(q.get('Colour of the sky')?.notes).toEqual([
      'Accepted answers (blue, light blue) are not checked automatically: the tutor grades it',
    ]);
    // The stored image and the script are gone; the text stays.
    expect(q.get('Which shape')?.question.question).toBe('<p>Which shape is shown?</p>');
    expect(q.get('Which shape')?.notes).toEqual(['An image inside the question was left out: add it in the editor']);
  });

  it('lists every other kind with why, and a question with no correct option', () => {
    expect(skipped).toEqual([
      {
        title: 'Square root',
        kind: 'Numerical',
        reason: 'Numerical questions are not a kind of question a quiz holds yet',
      },
      { title: 'Capitals', kind: 'Matching', reason: 'Matching questions are not a kind of question a quiz holds yet' },
      { title: 'Part two', kind: 'Description', reason: 'A description is text between questions, not a question' },
      {
        title: 'Fill the gaps',
        kind: 'Embedded answers (Cloze)',
        reason: 'Embedded answers (Cloze) questions are not a kind of question a quiz holds',
      },
      {
        title: 'Nothing right',
        kind: 'Multiple choice',
        reason: 'No option is marked correct (none earns more than 0%)',
      },
    ]);
  });

  it('refuses a malformed file whole, saying where it broke', () => {
    expect(refusalOf(() => readMoodleXml(fixture('unclosed.moodle.xml')))).toMatch(
      /^The file is not valid Moodle XML: .*closing tag 'question'.* \(line 5, column 3\)$/,
    );
    expect(refusalOf(() => readMoodleXml(fixture('not-a-quiz.xml')))).toBe(
      'The file is not Moodle XML: it has no <quiz> element',
    );
    expect(refusalOf(() => readMoodleXml('<quiz><question type="category"/></quiz>'))).toBe(
      'The file holds no questions',
    );
  });

  it('stops at the 100 questions a quiz holds and lists the rest', () => {
    const one = (i: number) =>
      `<question type="truefalse"><name><text>Q${i}</text></name><questiontext><text>Statement ${i}</text></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`;
    const many = readMoodleXml(`<quiz>${Array.from({ length: 103 }, (_, i) => one(i + 1)).join('')}</quiz>`);
    expect(many.imported).toHaveLength(100);
    expect(many.skipped.map((s) => [s.title, s.reason])).toEqual(
      ['Q101', 'Q102', 'Q103'].map((title) => [title, 'A quiz holds at most 100 questions']),
    );
  });
});

describe('reading GIFT', () => {
  const { imported, skipped } = readGift(fixture('every-kind.gift'));
  const q = byTitle(imported);

  it('brings in multiple choice, true/false, short answer and essays, with GIFT’s escapes and formats', () => {
    expect(imported.map((i) => i.title)).toEqual([
      'Half of eight',
      'Even numbers',
      'Zero is odd',
      'The sun is a star.',
      'Colour of the sky',
      'My holiday',
      'Formatted',
      'Escapes',
    ]);
    expect(q.get('Half of eight')?.question).toEqual({
      type: 'OBJECTIVE',
      answerMode: 'OPTION',
      question: '<p>What is half of 8?</p>',
      image: null,
      options: ['4', '2', '16'],
      answers: [0],
      points: 1,
    });
    expect(q.get('Even numbers')?.question).toMatchObject({ answers: [0, 1] });
    expect(q.get('Even numbers')?.notes).toContain('Penalties for wrong options are not kept');
    expect(q.get('Zero is odd')?.question).toMatchObject({ options: ['True', 'False'], answers: [1] });
    expect(q.get('The sun is a star.')?.question).toMatchObject({ answers: [0] });
    expect(q.get('Colour of the sky')?.question).toMatchObject({ type: 'SUBJECTIVE', answerMode: 'TEXT' });
    expect(q.get('My holiday')?.question).toMatchObject({ type: 'SUBJECTIVE', answerMode: 'TEXT' });
    expect(q.get('Formatted')?.question.question).toBe('<p>Which is <em>bigger</em>: a half or a third?</p>');
    expect(q.get('Escapes')?.question).toMatchObject({
      question: '<p>Which sign means equals: = or ~ ?</p>',
      options: ['=', '~'],
      answers: [0],
    });
  });

  it('lists numerical, matching, descriptions and missing-word questions with why', () => {
    expect(skipped.map((s) => [s.title, s.kind])).toEqual([
      ['Square root', 'Numerical'],
      ['Capitals', 'Matching'],
      ['The next questions are about shapes.', 'Description'],
      ['Missing word', 'Missing word'],
    ]);
    expect(skipped.every((s) => s.reason.length > 0)).toBe(true);
  });

  it('refuses a malformed file whole, saying where it broke, importing nothing before it', () => {
    expect(refusalOf(() => readGift(fixture('broken.gift')))).toMatch(
      /^The file is not valid GIFT: .*\(line \d+, column \d+\)$/,
    );
    expect(refusalOf(() => readGift('// only a category\n$CATEGORY: Fractions\n'))).toBe('The file holds no questions');
  });
});

describe('writing Moodle XML', () => {
  const quiz = {
    key: 'k',
    title: 'Fractions & friends',
    slug: 'fractions',
    duration: 10,
    program: { key: 'p', title: 'Mathematics', thumbnail: null },
    randomQuestions: [],
    questions: [
      {
        key: '1',
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>Half of <em>8</em>?</p>',
        image: null,
        options: ['4', '2 < 3'],
        answers: [0],
        points: 2,
      },
      {
        key: '2',
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>Even?</p>',
        image: null,
        options: ['2', '3', '4'],
        answers: [0, 2],
        points: 4,
      },
      {
        key: '3',
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>0 is odd.</p>',
        image: null,
        options: ['True', 'False'],
        answers: [1],
        points: 1,
      },
      {
        key: '4',
        type: 'SUBJECTIVE',
        answerMode: 'TEXT',
        question: '<p>Explain why 2 &lt; 3 &amp; 3 &gt; 2.</p>',
        image: null,
        options: [],
        answers: [],
        points: 5,
      },
      {
        key: '5',
        type: 'SUBJECTIVE',
        answerMode: 'DOCUMENT',
        question: '<p>Upload it.</p>',
        image: null,
        options: [],
        answers: [],
        points: 3,
      },
    ],
  } as unknown as QuizDetail;

  it('reads back as the same questions', () => {
    const xml = writeMoodleXml(quiz);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<question type="truefalse">');
    expect(xml).toContain('fraction="50"');
    const back = readMoodleXml(xml);
    expect(back.skipped).toEqual([]);
    expect(back.imported.map((i) => i.question)).toEqual(quiz.questions.map(({ key: _key, ...q }) => q));
    expect(back.imported.every((i) => i.notes.length === 0)).toBe(true);
  });

  it('writes random slots as Moodle random questions in the slot’s category (issue 36)', () => {
    const withRandom = {
      ...quiz,
      randomQuestions: [{ categoryKey: 'c1', categoryName: 'Fractions', count: 2, points: 3 }],
    } as QuizDetail;
    const xml = writeMoodleXml(withRandom);
    const randomAt = xml.indexOf('<question type="random">');
    const categoryAt = xml.lastIndexOf('<question type="category">');
    expect(categoryAt).toBeGreaterThan(0);
    expect(randomAt).toBeGreaterThan(categoryAt);
    expect(xml.slice(categoryAt, randomAt)).toContain('/Fractions</text>');
    expect(xml.match(/<question type="random">/g)).toHaveLength(2);
    expect(xml).toMatch(/<name>\s*<text>Random \(Fractions\)<\/text>\s*<\/name>/);
    expect(xml).toMatch(/<question type="random">[\s\S]*<defaultgrade>3<\/defaultgrade>/);
    // Our reader says what it cannot bring back: the random questions, not the fixed ones.
    const back = readMoodleXml(xml);
    expect(back.imported).toHaveLength(quiz.questions.length);
    expect(back.skipped.map((s) => s.kind)).toEqual(['Random', 'Random']);
  });
});

describe('the import and export routes', () => {
  const s = useWorld();
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ w, call } = s);
  });

  it('reads a file for those who write quizzes, stores nothing, and refuses others', async () => {
    const body = { format: 'GIFT', content: fixture('every-kind.gift') };
    const read = await call('POST', '/api/quiz/import', body, w.tutorA.cookie);
    expect(read.status).toBe(200);
    expect(read.body.data.imported).toHaveLength(8);
    expect(read.body.data.skipped).toHaveLength(4);
    expect((await call('POST', '/api/quiz/import', body, w.admin.cookie)).status).toBe(200);
    expect((await call('POST', '/api/quiz/import', body, w.studentA.cookie)).status).toBe(403);
    expect((await call('POST', '/api/quiz/import', body, '')).status).toBe(401);
    const listed = await call('GET', '/api/quiz', undefined, w.tutorA.cookie);
    expect(listed.body.data.items).toEqual([]);
  });

  it('answers a broken file or a wrong format with a 400 on the file field', async () => {
    const broken = await call(
      'POST',
      '/api/quiz/import',
      { format: 'GIFT', content: fixture('broken.gift') },
      w.tutorA.cookie,
    );
    expect(broken.status).toBe(400);
    expect(broken.body.fields.content).toMatch(/^The file is not valid GIFT/);
    const wrong = await call('POST', '/api/quiz/import', { format: 'WORD', content: 'x' }, w.tutorA.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.format).toBe('Choose Moodle XML or GIFT');
    const empty = await call('POST', '/api/quiz/import', { format: 'GIFT', content: '' }, w.tutorA.cookie);
    expect(empty.body.fields.content).toBe('The file is empty');
  });

  it('exports a quiz as Moodle XML to its author and admins, not to another tutor', async () => {
    const { imported } = readMoodleXml(fixture('every-kind.moodle.xml'));
    const made = await call(
      'POST',
      '/api/quiz',
      { title: 'Imported quiz', programKey: w.program.id, duration: 20, questions: imported.map((i) => i.question) },
      w.tutorA.cookie,
    );
    expect(made.status).toBe(201);
    const key = made.body.data.quiz.key as string;
    const exported = await call('GET', `/api/quiz/${key}/moodle-xml`, undefined, w.tutorA.cookie);
    expect(exported.status).toBe(200);
    expect(exported.body.data.fileName).toBe('imported-quiz.xml');
    const back = readMoodleXml(exported.body.data.xml);
    expect(back.imported.map((i) => i.question)).toEqual(imported.map((i) => i.question));
    expect((await call('GET', `/api/quiz/${key}/moodle-xml`, undefined, w.admin.cookie)).status).toBe(200);
    expect((await call('GET', `/api/quiz/${key}/moodle-xml`, undefined, w.tutorB.cookie)).status).toBe(403);
    expect((await call('GET', `/api/quiz/${key}/moodle-xml`, undefined, w.studentA.cookie)).status).toBe(403);
  });
});
