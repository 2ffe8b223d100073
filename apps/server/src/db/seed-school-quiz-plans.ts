/** The quizzes of the lived-in demo school (ADR 0067): one per new program, with a question of each kind. */

export type Question = {
  type: 'OBJECTIVE' | 'SUBJECTIVE';
  answerMode: 'OPTION' | 'TEXT';
  question: string;
  options?: string[];
  answers?: number[];
  points: number;
  /** What a student wrote (subjective) or chose (objective). */
  answer: string | number;
  remark?: string;
};

/** One quiz per new program (index of `demoPrograms`); long ones can be seen open ("attempted") for a while. */
export const quizPlans: { program: number; title: string; duration: number; questions: Question[] }[] = [
  {
    program: 0,
    title: 'Number puzzles warm-up',
    duration: 30,
    questions: [
      {
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>Which is the next prime number after 7?</p>',
        options: ['9', '11', '13'],
        answers: [1],
        points: 2,
        answer: 1,
      },
      {
        type: 'SUBJECTIVE',
        answerMode: 'TEXT',
        question: '<p>Show that the sum of two odd numbers is always even.</p>',
        points: 5,
        answer: 'An odd number is 2k + 1. Two of them make 2k + 2m + 2 = 2(k + m + 1), which is even.',
        remark: 'A clear proof. Well done.',
      },
    ],
  },
  {
    program: 1,
    title: 'Story sequencing',
    duration: 120,
    questions: [
      {
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>What usually comes first in a story?</p>',
        options: ['The ending', 'The beginning', 'The problem'],
        answers: [1],
        points: 1,
        answer: 1,
      },
      {
        type: 'SUBJECTIVE',
        answerMode: 'TEXT',
        question: '<p>Retell “The Hare and the Tortoise” in three sentences.</p>',
        points: 5,
        answer:
          'The hare laughed at the slow tortoise. They had a race and the hare took a nap. The tortoise kept going and won.',
        remark: 'Three clear sentences in the right order.',
      },
    ],
  },
  {
    program: 2,
    title: 'Plants and light',
    duration: 20,
    questions: [
      {
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>What does a plant need to make its food?</p>',
        options: ['Sunlight', 'Sand', 'Salt'],
        answers: [0],
        points: 2,
        answer: 0,
      },
      {
        type: 'SUBJECTIVE',
        answerMode: 'TEXT',
        question: '<p>Describe what happened to the bean plant we kept in the dark cupboard.</p>',
        points: 4,
        answer: 'It grew tall and thin and its leaves turned yellow, because it had no light.',
        remark: 'Good observation. Mention that it leaned towards the door gap too.',
      },
    ],
  },
  {
    program: 3,
    title: 'Loops and patterns',
    duration: 90,
    questions: [
      {
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>How many times does <code>repeat 4</code> run the blocks inside it?</p>',
        options: ['3', '4', '5'],
        answers: [1],
        points: 2,
        answer: 1,
      },
      {
        type: 'SUBJECTIVE',
        answerMode: 'TEXT',
        question: '<p>Write the steps to draw a square with one loop.</p>',
        points: 5,
        answer: 'Repeat 4 times: move 100 steps, turn right 90 degrees.',
        remark: 'Exactly right, and short.',
      },
    ],
  },
];
