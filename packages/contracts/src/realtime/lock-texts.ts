/**
 * The zod-free half of classroom locks (ADR 0075): their names, the open default, the texts and what a change turned
 * on and off. The classroom's lobby loads this without the schema library (page-weight.spec.ts); the schemas are
 * in `locks.ts`.
 */

/** The switches, in the order the host's panel lists them. */
export const lockNames = ['microphone', 'camera', 'screen', 'chat', 'whiteboard', 'seeStudents'] as const;
export type LockName = (typeof lockNames)[number];

/** Every switch: `true` = students may not. */
export type ClassroomLocks = Record<LockName, boolean>;

/** A classroom opens with everything allowed. */
export const noLocks: ClassroomLocks = {
  microphone: false,
  camera: false,
  screen: false,
  chat: false,
  whiteboard: false,
  seeStudents: false,
};

/** The texts of locks: the host's labels, the refusals a student gets, and what the live region says. */
export const lockTexts = {
  title: 'Classroom locks',
  hostHelp: 'Turn a switch on to stop students from doing it. Tutors and admins are never locked.',
  studentHelp: 'Your tutor sets these for the class.',
  settingsHelp:
    'Each lesson starts with these. Hosts can change them during the lesson, and the classroom keeps the last ones set.',
  onlyHosts: 'Only a tutor or an admin may change the classroom locks',
  labels: {
    microphone: 'Students may not unmute themselves',
    camera: 'Students may not turn on their camera',
    screen: 'Students may not share their screen',
    chat: 'Students may not write in the chat',
    whiteboard: 'Students may not draw on the board',
    seeStudents: 'Students see only the tutor’s camera',
  },
  /** What a student is told when the server refuses a locked action (the ack's `error` and the disabled control). */
  refusals: {
    microphone: 'Your tutor has turned off microphones for students.',
    camera: 'Your tutor has turned off cameras for students.',
    screen: 'Your tutor has turned off screen sharing for students.',
    chat: 'Your tutor has turned off the chat for students.',
    whiteboard: 'Your tutor has turned off drawing on the board for students.',
    seeStudents: 'Your tutor has hidden other students’ cameras.',
  },
  /** Announced to students when a switch turns off again. */
  unlocked: {
    microphone: 'You may unmute your microphone again.',
    camera: 'You may turn on your camera again.',
    screen: 'You may share your screen again.',
    chat: 'You may write in the chat again.',
    whiteboard: 'You may draw on the board again.',
    seeStudents: 'You can see the other students’ cameras again.',
  },
} as const satisfies {
  labels: Record<LockName, string>;
  refusals: Record<LockName, string>;
  unlocked: Record<LockName, string>;
} & Record<string, unknown>;

/** The switches a change turned on and off, for what a student is told. */
export function changedLocks(before: ClassroomLocks, after: ClassroomLocks) {
  return {
    locked: lockNames.filter((name) => after[name] && !before[name]),
    unlocked: lockNames.filter((name) => !after[name] && before[name]),
  };
}
