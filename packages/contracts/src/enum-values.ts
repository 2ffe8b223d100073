/**
 * Enumerations of platform spec 3.1 as plain tuples, the role type and the few helpers every page needs.
 * No zod here: the web's public pages import these without the schema library (ADR 0033); `enums.ts` adds the
 * zod schemas of the same names.
 */

/** GUARDIAN is beyond the spec: a parent or carer linked to students (ADR 0079). */
export const memberRoles = ['STUDENT', 'TUTOR', 'MANAGER', 'MASTER', 'GUARDIAN'] as const;
export type MemberRole = (typeof memberRoles)[number];
/** MANAGER and MASTER are the admins (platform spec 6). */
export const adminRoles = ['MANAGER', 'MASTER'] as const satisfies readonly MemberRole[];
export const isAdminRole = (role: MemberRole): boolean => (adminRoles as readonly string[]).includes(role);

export const onlineStatuses = ['ONLINE', 'RECENTLY_ONLINE', 'BUSY', 'ON_CALL', 'OFFLINE'] as const;

export const questionTypes = ['OBJECTIVE', 'SUBJECTIVE'] as const;

export const answerModes = ['TEXT', 'IMAGE', 'DOCUMENT', 'OPTION'] as const;

export const chatKinds = ['CONTACT', 'GROUP'] as const;

export const assignmentFilters = ['ALL', 'COMPLETED', 'PENDING'] as const;

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

export const grades = range('GRADE_', 1, 12) as [string, ...string[]];

export const levels = range('LEVEL', 1, 6) as [string, ...string[]];

export const genders = ['MALE', 'FEMALE'] as const;

export const ageBands = ['4-6', '6-8', '8-10', '10-12', '12-14', '14-16', '16-18', '18-24'] as const;

export const languages = ['ENGLISH', 'AFRICAN_LANGUAGE', 'OTHERS'] as const;

export const accents = ['BRITISH', 'AMERICAN', 'SCOTTISH', 'CANADIAN', 'OTHERS'] as const;

export const weekdays = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

/** Preferred time slots with their display labels. */
export const timeSlots = {
  MORNING: 'Morning (Between 8am & 12pm)',
  AFTERNOON: 'Afternoon (Between 12pm & 3pm)',
  EVENING: 'Evening (Between 3pm & 8pm)',
} as const;

export const sessionKinds = ['DEMO', 'ONE_TO_ONE', 'GROUP_SESSION', 'CUSTOM'] as const;

export const subscriptionStatuses = ['ACTIVE', 'PAUSED', 'CANCELLED', 'RENEWAL_FAILED', 'ENDED'] as const;

export const billingPeriods = ['daily', 'weekly', 'monthly', 'quarterly', 'annually', 'biannually'] as const;

export const planKinds = ['STANDARD', 'CUSTOM'] as const;

export const streamSources = ['webcam', 'screen', 'whiteboard', 'non-producing'] as const;

export const appAreas = ['admin', 'meet', 'chat', 'whiteboard', 'online', 'quiz'] as const;

/**
 * Upload folders. The spec names the folders but not their exact strings (platform spec 3.1);
 * these slugs are ours (docs/decisions/0004-upload-folders.md). `chats` comes from the chat upload call (7.1).
 */
export const uploadFolders = [
  'general',
  'chats',
  'avatars',
  'general-testimonials',
  'tutor-testimonials',
  'team',
  'quiz',
  'quiz-attempts',
  'quiz-proctoring',
  'quiz-proctoring-screen',
  'quiz-proctoring-selfie',
  'whiteboard',
  'programs',
  'articles',
  /** CVs sent with career applications (ADR 0041): documents only, read by admins. */
  'career-applications',
  /** Files a student hands in for a class or home assignment (ADR 0074): shared with the assignment's room. */
  'assignment-submissions',
] as const;

export const websiteSettingKeys = [
  'ABOUT_INFORMATION',
  'TERMS_OF_SERVICE_PAGE',
  'PRIVACY_POLICY_PAGE',
  'CONTACT_INFORMATION',
  'GENERAL_FAQS',
  'TUTORS_FAQS',
  'GENERAL_TESTIMONIALS',
  'TUTORS_TESTIMONIALS',
  'MEET_THE_TEAM',
  'ALT_MEETING_LINK',
] as const;

export const whiteboardTools = [
  'LINE',
  'CIRCLE',
  'RECTANGLE',
  'ELLIPSE',
  'SCRIBBLE',
  'ARROW',
  'STAR',
  'RING',
  'ARC',
  'TEXT',
  'LABEL',
  'REDO',
  'UNDO',
  'SELECT',
  'GROUPSELECT',
  'ERASER',
  'DRAG',
  'DELETE',
  'IMAGE',
] as const;

export const whiteboardBackgroundTypes = ['plainWhite', 'plainGray', 'graphPaper', 'patternDots'] as const;

export const whiteboardThemes = ['light', 'dark'] as const;

const accountsSiteRoles: readonly MemberRole[] = ['STUDENT', 'GUARDIAN'];
/**
 * Where each role lands after signing in: students and guardians (ADR 0079) in the accounts site; tutors and admins
 * on the dashboard.
 */
export const homePathFor = (role: MemberRole): string => (accountsSiteRoles.includes(role) ? '/accounts' : '/admin');
