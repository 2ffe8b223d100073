/** The teaching, classroom, chat, notifications and forms part of the personal-data map (`personal-data.ts`, ADR 0072). */
import {
  byEmail,
  erasedName,
  named,
  other,
  others,
  owner,
  personal,
  secret,
  type TableRule,
} from './personal-data-rules.js';

/** The columns every public form shares (`forms.ts`): handled by an admin. */
/** What a visitor wrote in a form sent with the person's email address. */
const sent = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, personal('email')]));
const formBase = { ...others('id', 'status', 'handledAt', 'createdAt'), handledBy: named, ip: other };

export const schoolTables: Record<string, TableRule> = {
  enrolments: { columns: { studentId: owner, ...others('id', 'programId', 'active', 'createdAt', 'updatedAt') } },
  program_tutors: { columns: { tutorId: owner, programId: other } },
  tutor_student_links: { columns: { tutorId: owner, studentId: owner, programId: other } },
  // Families (ADR 0079): a link is the guardian's and the child's; consent and codes are the child's.
  guardian_links: { columns: { guardianId: owner, studentId: owner, createdById: named, createdAt: other } },
  guardian_pairing_codes: {
    columns: {
      studentId: owner,
      codeHash: secret('studentId'),
      issuedById: named,
      usedById: named,
      ...others('id', 'expiresAt', 'usedAt', 'createdAt'),
    },
  },
  // Data requests (ADR 0085): the guardian's record of what they asked; kept, naming the anonymous tombstone, when the
  // child it was about is erased, so the guardian still sees it was done (the reasons, which may speak of the child,
  // are emptied).
  data_requests: {
    columns: {
      requesterId: owner,
      subjectId: named,
      handledById: named,
      reason: personal('subjectId'),
      declineReason: personal('subjectId'),
      ...others('id', 'kind', 'status', 'handledAt', 'exportKey', 'exportExpiresAt', 'createdAt'),
    },
  },
  guardian_consents: {
    columns: { studentId: owner, updatedById: named, ...others('recording', 'camera', 'updatedAt') },
  },
  schedules: {
    columns: { studentId: owner, ...others('id', 'programId', 'time', 'endTime', 'kept', 'createdAt', 'updatedAt') },
  },
  schedule_tutors: { columns: { tutorId: owner, scheduleId: other } },
  assignments: {
    columns: {
      studentId: owner,
      gradedBy: named,
      recordedBy: named,
      remarks: personal('studentId'),
      ...others('id', 'kind', 'programId', 'title', 'assignedAt', 'submittedAt', 'total', 'points', 'gradedAt'),
      ...others('createdAt', 'updatedAt', 'handInText', 'handInFiles', 'dueAt', 'cutOffAt'),
    },
  },
  quizzes: {
    columns: {
      createdById: named,
      ...others('id', 'title', 'slug', 'programId', 'durationMinutes', 'deletedAt', 'createdAt', 'updatedAt'),
      ...others('shuffleQuestions', 'shuffleOptions', 'proctored'),
    },
  },
  // The question bank (ADR 0078): the school's teaching material; its authors are named, the questions stay.
  question_bank_categories: {
    columns: { createdById: named, ...others('id', 'programId', 'name', 'createdAt', 'updatedAt') },
  },
  question_bank_questions: {
    columns: {
      createdById: named,
      ...others('id', 'categoryId', 'type', 'answerMode', 'question', 'image', 'options', 'answers', 'points'),
      ...others('createdAt', 'updatedAt'),
    },
  },
  quiz_assignments: {
    columns: {
      studentId: owner,
      assignedById: named,
      ...others('id', 'quizId', 'programId', 'dueDate', 'startedAt', 'deadlineAt', 'completedAt'),
      ...others('attainedPoints', 'totalPoints', 'createdAt', 'updatedAt', 'proctoringAgreedAt'),
    },
  },
  quiz_attempt_items: {
    // The student's answers go with their quiz assignment (a cascade); the grader is named.
    columns: {
      gradedById: named,
      ...others('assignmentId', 'questionKey', 'position', 'type', 'answerMode', 'question', 'image', 'options'),
      ...others('answers', 'points', 'answerOption', 'answerText', 'answerImage', 'answerDocument', 'answerSeq'),
      ...others('answeredAt', 'gradingPoints', 'gradingRemark', 'gradedAt'),
    },
  },
  files: {
    columns: {
      ownerId: owner,
      readerId: named,
      originalName: personal('ownerId'),
      ...others('key', 'folder', 'mime', 'size', 'access', 'roomId', 'createdAt'),
    },
  },
  chat_messages: {
    columns: {
      fromUserId: owner,
      deletedBy: named,
      sender: personal('fromUserId'),
      content: personal('fromUserId'),
      ...others('key', 'seq', 'room', 'kind', 'to', 'program', 'images', 'videos', 'audios', 'documents'),
      ...others('localTime', 'createdAt', 'updatedAt', 'deletedAt'),
    },
  },
  chat_receipts: { columns: { memberKey: owner, ...others('room', 'deliveredUntil', 'readUntil', 'updatedAt') } },
  chat_group_admins: { columns: { userId: owner, ...others('programId', 'joinedAt') } },
  chat_reports: {
    columns: {
      reporterId: owner,
      handledBy: named,
      reason: personal('reporterId'),
      ...others('id', 'messageKey', 'room', 'createdAt', 'status', 'handledAt', 'note'),
    },
  },
  chat_mutes: { columns: { userId: owner, mutedBy: named, ...others('until', 'reason', 'createdAt') } },
  chat_blocks: { columns: { blockerId: owner, blockedId: owner, createdAt: other } },
  chat_presence: { columns: { userId: owner, ...others('socketId', 'nodeId', 'seenAt') } },
  chat_status: { columns: { userId: owner, ...others('busy', 'lastSeenAt') } },
  meeting_attendance: { columns: { userId: owner, ...others('sessionId', 'joinedAt') } },
  attendance_spans: {
    columns: {
      userId: owner,
      ...others('id', 'sessionId', 'joinedAt', 'leftAt', 'lastSeenAt', 'cameraOnSince', 'cameraMs'),
      ...others('microphoneOnSince', 'microphoneMs', 'handsRaised', 'messagesSent'),
    },
  },
  // A lesson's report (ADR 0080) is the student's record: it goes with them, and names its tutor. Its attendance
  // snapshot holds ids and figures only (names are read from the accounts when shown), so it names nobody erased.
  lesson_reports: {
    columns: {
      studentId: owner,
      tutorId: named,
      note: personal('studentId'),
      rating: personal('studentId'),
      attendance: personal('studentId'),
      ...others('id', 'scheduleId', 'polls', 'sharedFiles', 'whiteboardImage', 'status', 'sentAt'),
      ...others('createdAt', 'updatedAt'),
    },
  },
  meeting_ratings: {
    columns: { userId: owner, comment: personal('userId'), ...others('id', 'sessionId', 'rating', 'createdAt') },
  },
  demo_sessions: {
    columns: {
      tutorId: named,
      createdBy: named,
      ...others('id', 'guestName', 'guestEmail', 'time', 'startedAt', 'completedAt', 'createdAt'),
    },
  },
  recordings: {
    columns: {
      startedBy: named,
      startedByName: personal('startedBy', erasedName),
      ...others('id', 'roomKey', 'sessionId', 'status', 'startedAt', 'endedAt', 'lastSeq', 'durationMs'),
      ...others('sizeBytes', 'fileKey', 'thumbnailKey', 'captionsKey', 'failure', 'updatedAt'),
    },
  },
  polls: {
    // Who answered is in poll_answers under their key or a keyed hash, not an account id (ADR 0073).
    columns: {
      createdBy: named,
      ...others('id', 'roomKey', 'sessionId', 'kind', 'question', 'options', 'anonymous', 'status', 'resultsShown'),
      ...others('createdAt', 'openedAt', 'closedAt'),
    },
  },
  whiteboards: {
    columns: { createdBy: named, ...others('id', 'roomKey', 'sessionId', 'state', 'createdAt', 'updatedAt') },
  },
  notification_sends: {
    columns: {
      senderId: named,
      senderName: personal('senderId', erasedName),
      ...others('id', 'title', 'body', 'audience', 'recipients', 'createdAt'),
    },
  },
  notifications: {
    columns: {
      userId: owner,
      ...others('id', 'kind', 'title', 'body', 'link', 'sendId', 'dedupeKey', 'readAt', 'emailedAt', 'createdAt'),
    },
  },
  notification_email_preferences: { columns: { userId: owner, ...others('kind', 'email') } },
  notification_settings: { columns: { userId: owner, dailyDigest: other } },
  mailings: { columns: { sentBy: named, ...others('id', 'subject', 'content', 'newsletter', 'roles', 'createdAt') } },
  // The public forms and the newsletter know a visitor by email address: the person's own when it is theirs.
  contact_forms: { columns: { ...formBase, email: byEmail, ...sent('names', 'phone', 'subject', 'message') } },
  demo_bookings: {
    columns: {
      ...formBase,
      email: byEmail,
      ...sent('names', 'phone', 'studentName', 'ageBand', 'interest', 'message'),
      ...others('time', 'demoSessionId'),
    },
  },
  career_applications: {
    columns: {
      ...formBase,
      email: byEmail,
      ...sent('firstName', 'lastName', 'phone', 'position', 'coverLetter', 'cvKey'),
    },
  },
  newsletter_subscribers: {
    columns: {
      email: byEmail,
      names: personal('email'),
      token: secret('email'),
      ...others('id', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt'),
    },
  },
  mailing_recipients: {
    columns: { email: byEmail, ...others('id', 'mailingId', 'subscriberId', 'state', 'error', 'sentAt') },
  },
};
