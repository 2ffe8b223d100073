/**
 * The classroom's texts and namespace name, apart from its zod schemas (`classroom.ts`): the lobby loads these
 * before anyone joins, and a zod schema in the same module would come with them (ADR 0049).
 */

/** The Socket.IO namespace of a classroom. */
export const meetNamespace = (meetingId: string) => `/meet/${meetingId}`;

export const classroomTexts = {
  waitingTitle: 'Waiting for Access...',
  waitingBody: "You will be able to access this screen once you're given access to this classroom.",
  requestSent: 'Your request to join has been sent. You will be given access once your tutor lets you in.',
  notAllowedTitle: 'Not Allowed',
  notAllowed: 'You are not assigned to any program for this student and therefore have no access to this classroom!',
  linkAdvisory: 'You are advised to use the link for this meeting schedule for accountability purposes.',
  leaveConfirm: 'Are you sure you want to leave this live classroom?',
  screenShareUnsupported: 'Screen sharing is not supported on your browser.',
  studentNotEnrolled: 'You are not actively enrolled in any program for this classroom.',
  accountNotEnrolled: 'This account is not enrolled in this classroom.',
  guestsNotAllowed: 'Guests may not join this classroom.',
  onlyHostsAdmit: 'Only a tutor or an admin may let people in',
  onlyHostsStopMedia: 'Only a tutor or an admin may stop someone’s camera or screen',
  screenShareHostsOnly: 'Only tutors and admins may share their screen in this classroom.',
  cameraStopped: 'Your camera was turned off by a host.',
  microphoneStopped: 'Your microphone was turned off by a host.',
  screenStopped: 'Your screen share was stopped by a host.',
  requestDeclined: 'Your request to join this classroom was declined.',
  newWhiteboardConfirm:
    'You are about to launch a new whiteboard for this classroom. All participants of this classroom will be able to collaborate in real time. Click OK if you wish to proceed.',
  loadWhiteboardConfirm: 'This will load this whiteboard for everyone in this classroom.',
} as const;
