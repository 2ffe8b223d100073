/**
 * Polls' kinds, limits and texts, apart from their zod schemas (`polls.ts`): the event permissions read the hosts-only
 * refusal, and pages that load no zod may read the rest (ADR 0049).
 */

/** Single choice, multiple choice, true/false, or a 1–5 rating. */
export const pollKinds = ['single', 'multiple', 'true_false', 'rating'] as const;
export type PollKind = (typeof pollKinds)[number];

export const pollStatuses = ['draft', 'open', 'closed'] as const;
export type PollStatus = (typeof pollStatuses)[number];

export const pollLimits = { questionMax: 300, optionMax: 120, minOptions: 2, maxOptions: 10 } as const;

export const pollTexts = {
  onlyHosts: 'Only a tutor or an admin may run polls',
  hostsDoNotAnswer: 'Polls are for students to answer',
  notFound: 'This poll no longer exists',
  closed: 'This poll is closed',
  notOpen: 'This poll is not open',
  alreadyOpen: 'Close the open poll before opening another',
  alreadyAsked: 'This poll was already asked',
  questionRequired: 'Please write a question',
  optionRequired: 'Please write this answer',
  twoOptions: 'Give at least two answers',
  tooManyOptions: `Give at most ${pollLimits.maxOptions} answers`,
  oneChoice: 'Choose one answer',
  atLeastOne: 'Choose at least one answer',
  notAChoice: 'That is not one of the answers',
  saved: 'Poll saved',
  deleted: 'Poll deleted',
  newPollAnnounced: 'New poll',
  anonymousNote: 'Anonymous: nobody sees who answered what.',
  namedNote: 'Your tutor sees your name with your answer.',
  kindLabels: {
    single: 'Single choice',
    multiple: 'Multiple choice',
    true_false: 'True or false',
    rating: 'Rating 1–5',
  } satisfies Record<PollKind, string>,
} as const;

/** The answers of the kinds whose answers are fixed. */
export const fixedPollOptions: Partial<Record<PollKind, readonly string[]>> = {
  true_false: ['True', 'False'],
  rating: ['1', '2', '3', '4', '5'],
};

/** The answers a poll of `kind` offers: the fixed ones, or the host's own for single and multiple choice. */
export const pollOptionsOf = (kind: PollKind, options: readonly string[]): string[] => [
  ...(fixedPollOptions[kind] ?? options),
];
