/**
 * Website texts the lobby shows. Kept apart from `website.ts`, whose schemas bring zod: the lobby's first visit
 * loads no schema library (ADR 0051, `page-weight.spec.ts`).
 */

/** What the lobby and the lesson cards say beside the Alternative Meeting Link (ADR 0062). */
export const altMeetingLinkTexts = {
  heading: 'Classroom not connecting?',
  /** Under the heading (the lobby), and in a lesson's calendar event. */
  hint: 'If the classroom will not connect, use the alternative meeting link instead.',
  /** After the heading on one line (lesson cards, My Schedules). */
  short: 'Use the alternative meeting link instead:',
  /** The link's text when the admin gave it no label. */
  defaultLabel: 'Open the alternative meeting link',
} as const;
