/** Enumerations of platform spec 3.1, as tuples (for zod) and union types. */
import { z } from 'zod';

export const memberRoles = ['STUDENT', 'TUTOR', 'MANAGER', 'MASTER'] as const;
export const MemberRole = z.enum(memberRoles);
export type MemberRole = z.infer<typeof MemberRole>;
/** MANAGER and MASTER are the admins (platform spec 6). */
export const adminRoles = ['MANAGER', 'MASTER'] as const satisfies readonly MemberRole[];
export const isAdminRole = (role: MemberRole): boolean => (adminRoles as readonly string[]).includes(role);

export const onlineStatuses = ['ONLINE', 'RECENTLY_ONLINE', 'BUSY', 'ON_CALL', 'OFFLINE'] as const;
export const OnlineStatus = z.enum(onlineStatuses);
export type OnlineStatus = z.infer<typeof OnlineStatus>;

export const questionTypes = ['OBJECTIVE', 'SUBJECTIVE'] as const;
export const QuestionType = z.enum(questionTypes);
export type QuestionType = z.infer<typeof QuestionType>;

export const answerModes = ['TEXT', 'IMAGE', 'DOCUMENT', 'OPTION'] as const;
export const AnswerMode = z.enum(answerModes);
export type AnswerMode = z.infer<typeof AnswerMode>;

export const chatKinds = ['CONTACT', 'GROUP'] as const;
export const ChatKind = z.enum(chatKinds);
export type ChatKind = z.infer<typeof ChatKind>;

export const assignmentFilters = ['ALL', 'COMPLETED', 'PENDING'] as const;
export const AssignmentFilter = z.enum(assignmentFilters);
export type AssignmentFilter = z.infer<typeof AssignmentFilter>;

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

export const grades = range('GRADE_', 1, 12) as [string, ...string[]];
export const Grade = z.enum(grades);
export type Grade = z.infer<typeof Grade>;

export const levels = range('LEVEL', 1, 6) as [string, ...string[]];
export const Level = z.enum(levels);
export type Level = z.infer<typeof Level>;

export const genders = ['MALE', 'FEMALE'] as const;
export const Gender = z.enum(genders);
export type Gender = z.infer<typeof Gender>;

export const ageBands = ['4-6', '6-8', '8-10', '10-12', '12-14', '14-16', '16-18', '18-24'] as const;
export const AgeBand = z.enum(ageBands);
export type AgeBand = z.infer<typeof AgeBand>;

export const languages = ['ENGLISH', 'AFRICAN_LANGUAGE', 'OTHERS'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

export const accents = ['BRITISH', 'AMERICAN', 'SCOTTISH', 'CANADIAN', 'OTHERS'] as const;
export const Accent = z.enum(accents);
export type Accent = z.infer<typeof Accent>;

export const weekdays = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export const Weekday = z.enum(weekdays);
export type Weekday = z.infer<typeof Weekday>;

/** Preferred time slots with their display labels. */
export const timeSlots = {
  MORNING: 'Morning (Between 8am & 12pm)',
  AFTERNOON: 'Afternoon (Between 12pm & 3pm)',
  EVENING: 'Evening (Between 3pm & 8pm)',
} as const;
export const TimeSlot = z.enum(['MORNING', 'AFTERNOON', 'EVENING']);
export type TimeSlot = z.infer<typeof TimeSlot>;

export const sessionKinds = ['DEMO', 'ONE_TO_ONE', 'GROUP_SESSION', 'CUSTOM'] as const;
export const SessionKind = z.enum(sessionKinds);
export type SessionKind = z.infer<typeof SessionKind>;

export const subscriptionStatuses = ['ACTIVE', 'PAUSED', 'CANCELLED', 'RENEWAL_FAILED', 'ENDED'] as const;
export const SubscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const billingPeriods = ['daily', 'weekly', 'monthly', 'quarterly', 'annually', 'biannually'] as const;
export const BillingPeriod = z.enum(billingPeriods);
export type BillingPeriod = z.infer<typeof BillingPeriod>;

export const planKinds = ['STANDARD', 'CUSTOM'] as const;
export const PlanKind = z.enum(planKinds);
export type PlanKind = z.infer<typeof PlanKind>;

export const streamSources = ['webcam', 'screen', 'whiteboard', 'non-producing'] as const;
export const StreamSource = z.enum(streamSources);
export type StreamSource = z.infer<typeof StreamSource>;

export const appAreas = ['admin', 'meet', 'chat', 'whiteboard', 'online', 'quiz'] as const;
export const AppArea = z.enum(appAreas);
export type AppArea = z.infer<typeof AppArea>;

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
] as const;
export const UploadFolder = z.enum(uploadFolders);
export type UploadFolder = z.infer<typeof UploadFolder>;

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
export const WebsiteSettingKey = z.enum(websiteSettingKeys);
export type WebsiteSettingKey = z.infer<typeof WebsiteSettingKey>;

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
export const WhiteboardTool = z.enum(whiteboardTools);
export type WhiteboardTool = z.infer<typeof WhiteboardTool>;

export const whiteboardBackgroundTypes = ['plainWhite', 'plainGray', 'graphPaper', 'patternDots'] as const;
export const WhiteboardBackgroundType = z.enum(whiteboardBackgroundTypes);
export type WhiteboardBackgroundType = z.infer<typeof WhiteboardBackgroundType>;

export const whiteboardThemes = ['light', 'dark'] as const;
export const WhiteboardTheme = z.enum(whiteboardThemes);
export type WhiteboardTheme = z.infer<typeof WhiteboardTheme>;

/** Where each role lands after signing in: students in the accounts site; tutors and admins on the dashboard. */
export const homePathFor = (role: MemberRole): string => (role === 'STUDENT' ? '/accounts' : '/admin');
