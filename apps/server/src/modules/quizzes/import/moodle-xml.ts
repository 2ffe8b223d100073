/**
 * Moodle XML (https://docs.moodle.org/en/Moodle_XML_format), read with fast-xml-parser (ADR 0071): multichoice,
 * truefalse, shortanswer and essay questions come in; the other kinds are listed with why they were left out. A quiz
 * goes out as the same format, so another Moodle or this product reads it back.
 */
import type { QuizDetail } from '@chalkline/contracts';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { richTextToPlain } from '../../../text/rich-text.js';
import {
  aDescription,
  collect,
  never,
  notYet,
  type ReadChoice,
  type ReadQuestion,
  refused,
  type TextFormat,
  titleFrom,
} from './imported-question.js';

interface TextNode {
  text?: string;
  '@_format'?: string;
}
interface MoodleQuestion {
  '@_type'?: string;
  name?: TextNode;
  questiontext?: TextNode;
  defaultgrade?: string;
  answer?: (TextNode & { '@_fraction'?: string })[];
  responseformat?: string;
  attachments?: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => name === 'question' || name === 'answer',
});

/** Moodle's text formats; `moodle_auto_format` is text whose line breaks count. */
const formatOf = (node: TextNode | undefined, fallback: TextFormat = 'html'): TextFormat => {
  const format = node?.['@_format'];
  if (format === 'html') return 'html';
  if (format === 'markdown') return 'markdown';
  if (format === 'plain_text') return 'plain';
  if (format === 'moodle_auto_format') return 'moodle';
  return fallback;
};
const textOf = (node: TextNode | string | undefined) =>
  typeof node === 'string' ? node : typeof node?.text === 'string' ? node.text : '';

/** The kinds Moodle has and a quiz here does not: what each is called, and why it is left out. */
const notHeld: Record<string, { kind: string; reason: string }> = {
  numerical: notYet('Numerical'),
  matching: notYet('Matching'),
  calculated: never('Calculated'),
  calculatedsimple: never('Calculated'),
  calculatedmulti: never('Calculated'),
  randomsamatch: never('Random matching'),
  cloze: never('Embedded answers (Cloze)'),
  multianswer: never('Embedded answers (Cloze)'),
  ddwtos: never('Drag and drop'),
  ddimageortext: never('Drag and drop'),
  ddmarker: never('Drag and drop'),
  gapselect: never('Select missing words'),
  description: aDescription,
  random: { kind: 'Random', reason: 'A random question draws from a Moodle category, which is not in the file' },
};

function readQuestion(q: MoodleQuestion, index: number): ReadQuestion | null {
  const type = q['@_type'] ?? '';
  if (type === 'category') return null;
  const text = textOf(q.questiontext);
  const format = formatOf(q.questiontext);
  const title = textOf(q.name).trim() || titleFrom(text, format, index);
  const grade = q.defaultgrade === undefined ? undefined : Number(q.defaultgrade);
  const common = { title, text, format, points: grade };
  const answers = q.answer ?? [];
  const percent = (a: { '@_fraction'?: string }) => Number(a['@_fraction'] ?? 0);
  switch (type) {
    case 'multichoice': {
      const choices: ReadChoice[] = answers.map((a) => ({ text: textOf(a), format: formatOf(a), percent: percent(a) }));
      return { kind: 'choice', ...common, choices };
    }
    case 'truefalse': {
      const right = answers.find((a) => percent(a) > 0);
      if (!right)
        return { kind: 'skip', title, fileKind: 'True/false', reason: 'Neither true nor false is marked correct' };
      return { kind: 'true-false', ...common, isTrue: textOf(right).trim().toLowerCase() === 'true' };
    }
    case 'shortanswer':
      return {
        kind: 'written',
        ...common,
        accepted: answers.filter((a) => percent(a) > 0).map((a) => richTextToPlain(textOf(a))),
      };
    case 'essay':
      // An essay answered only by an attached file is a document answer here.
      return q.responseformat === 'noinline' && Number(q.attachments ?? 0) !== 0
        ? { kind: 'file', ...common }
        : { kind: 'written', ...common };
    default: {
      const known = notHeld[type] ?? never(`“${type || 'unknown'}”`);
      return { kind: 'skip', title, fileKind: known.kind, reason: known.reason };
    }
  }
}

/** The questions of a Moodle XML file; a file that is not well-formed Moodle XML is refused whole. */
export function readMoodleXml(content: string) {
  const valid = XMLValidator.validate(content);
  if (valid !== true)
    throw refused(
      `The file is not valid Moodle XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`,
    );
  const doc = parser.parse(content) as { quiz?: { question?: MoodleQuestion[] } | string };
  if (!doc.quiz) throw refused('The file is not Moodle XML: it has no <quiz> element');
  const questions = typeof doc.quiz === 'string' ? [] : (doc.quiz.question ?? []);
  const read = questions.flatMap((q, i) => readQuestion(q, i) ?? []);
  if (read.length === 0) throw refused('The file holds no questions');
  return collect(read);
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  format: true,
  cdataPropName: '__cdata',
  suppressEmptyNode: false,
});

/** Moodle's fractions are from a fixed list; 100 ÷ n to five places is on it for every n up to ten. */
const shareOf = (correct: number) => (Math.round((100 / correct) * 100_000) / 100_000).toString();

/** A quiz as Moodle XML: options as multichoice (or truefalse), written answers as essays. */
export function writeMoodleXml(quiz: QuizDetail): string {
  const questions = quiz.questions.map((q, i) => {
    const name = { text: `${i + 1}. ${titleFrom(q.question, 'html', i)}` };
    const base = {
      name,
      questiontext: { '@_format': 'html', text: { __cdata: q.question } },
      defaultgrade: String(q.points),
    };
    if (q.type === 'SUBJECTIVE') {
      const fileOnly = q.answerMode === 'DOCUMENT' || q.answerMode === 'IMAGE';
      return {
        '@_type': 'essay',
        ...base,
        responseformat: fileOnly ? 'noinline' : 'editor',
        responserequired: fileOnly ? '0' : '1',
        attachments: fileOnly ? '1' : '0',
        attachmentsrequired: fileOnly ? '1' : '0',
      };
    }
    const isTrueFalse =
      q.options.length === 2 && q.options[0] === 'True' && q.options[1] === 'False' && q.answers.length === 1;
    if (isTrueFalse)
      return {
        '@_type': 'truefalse',
        ...base,
        answer: ['true', 'false'].map((text, o) => ({
          '@_fraction': q.answers.includes(o) ? '100' : '0',
          '@_format': 'moodle_auto_format',
          text,
        })),
      };
    return {
      '@_type': 'multichoice',
      ...base,
      single: q.answers.length === 1 ? 'true' : 'false',
      shuffleanswers: 'false',
      answernumbering: 'ABCD',
      answer: q.options.map((text, o) => ({
        '@_fraction': q.answers.includes(o) ? shareOf(q.answers.length) : '0',
        '@_format': 'plain_text',
        text,
      })),
    };
  });
  const category = {
    '@_type': 'category',
    category: { text: `$course$/${quiz.program.title}/${quiz.title}` },
  };
  // Random slots (ADR 0078) as Moodle "random" questions: each draws from the category switched to before it, named
  // like the bank's (the bank's questions are not in the file: the school imports or keeps them there).
  const random = quiz.randomQuestions.flatMap((slot) => [
    { '@_type': 'category', category: { text: `$course$/${quiz.program.title}/${slot.categoryName}` } },
    ...Array.from({ length: slot.count }, () => ({
      '@_type': 'random',
      name: { text: `Random (${slot.categoryName})` },
      // "0": from this category only, not its subcategories.
      questiontext: { '@_format': 'html', text: '0' },
      defaultgrade: String(slot.points),
    })),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ quiz: { question: [category, ...questions, ...random] } })}`;
}
