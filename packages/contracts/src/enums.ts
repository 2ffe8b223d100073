/**
 * Enumerations of platform spec 3.1: zod schemas (and their types) over the zod-free tuples of `enum-values.ts`,
 * which this module re-exports, so `import { memberRoles, MemberRole } from './enums.js'` keeps working (ADR 0033).
 */
import { z } from 'zod';
import {
  accents,
  ageBands,
  answerModes,
  appAreas,
  assignmentFilters,
  billingPeriods,
  chatKinds,
  genders,
  grades,
  languages,
  levels,
  memberRoles,
  onlineStatuses,
  planKinds,
  questionTypes,
  sessionKinds,
  streamSources,
  subscriptionStatuses,
  uploadFolders,
  websiteSettingKeys,
  weekdays,
  whiteboardBackgroundTypes,
  whiteboardThemes,
  whiteboardTools,
} from './enum-values.js';

export {
  accents,
  adminRoles,
  ageBands,
  answerModes,
  appAreas,
  assignmentFilters,
  billingPeriods,
  chatKinds,
  genders,
  grades,
  homePathFor,
  isAdminRole,
  languages,
  levels,
  memberRoles,
  onlineStatuses,
  planKinds,
  questionTypes,
  sessionKinds,
  streamSources,
  subscriptionStatuses,
  timeSlots,
  uploadFolders,
  websiteSettingKeys,
  weekdays,
  whiteboardBackgroundTypes,
  whiteboardThemes,
  whiteboardTools,
} from './enum-values.js';

export const MemberRole = z.enum(memberRoles);
export type MemberRole = z.infer<typeof MemberRole>;
export const OnlineStatus = z.enum(onlineStatuses);
export type OnlineStatus = z.infer<typeof OnlineStatus>;
export const QuestionType = z.enum(questionTypes);
export type QuestionType = z.infer<typeof QuestionType>;
export const AnswerMode = z.enum(answerModes);
export type AnswerMode = z.infer<typeof AnswerMode>;
export const ChatKind = z.enum(chatKinds);
export type ChatKind = z.infer<typeof ChatKind>;
export const AssignmentFilter = z.enum(assignmentFilters);
export type AssignmentFilter = z.infer<typeof AssignmentFilter>;
export const Grade = z.enum(grades);
export type Grade = z.infer<typeof Grade>;
export const Level = z.enum(levels);
export type Level = z.infer<typeof Level>;
export const Gender = z.enum(genders);
export type Gender = z.infer<typeof Gender>;
export const AgeBand = z.enum(ageBands);
export type AgeBand = z.infer<typeof AgeBand>;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;
export const Accent = z.enum(accents);
export type Accent = z.infer<typeof Accent>;
export const Weekday = z.enum(weekdays);
export type Weekday = z.infer<typeof Weekday>;
export const TimeSlot = z.enum(['MORNING', 'AFTERNOON', 'EVENING']);
export type TimeSlot = z.infer<typeof TimeSlot>;
export const SessionKind = z.enum(sessionKinds);
export type SessionKind = z.infer<typeof SessionKind>;
export const SubscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;
export const BillingPeriod = z.enum(billingPeriods);
export type BillingPeriod = z.infer<typeof BillingPeriod>;
export const PlanKind = z.enum(planKinds);
export type PlanKind = z.infer<typeof PlanKind>;
export const StreamSource = z.enum(streamSources);
export type StreamSource = z.infer<typeof StreamSource>;
export const AppArea = z.enum(appAreas);
export type AppArea = z.infer<typeof AppArea>;
export const UploadFolder = z.enum(uploadFolders);
export type UploadFolder = z.infer<typeof UploadFolder>;
export const WebsiteSettingKey = z.enum(websiteSettingKeys);
export type WebsiteSettingKey = z.infer<typeof WebsiteSettingKey>;
export const WhiteboardTool = z.enum(whiteboardTools);
export type WhiteboardTool = z.infer<typeof WhiteboardTool>;
export const WhiteboardBackgroundType = z.enum(whiteboardBackgroundTypes);
export type WhiteboardBackgroundType = z.infer<typeof WhiteboardBackgroundType>;
export const WhiteboardTheme = z.enum(whiteboardThemes);
export type WhiteboardTheme = z.infer<typeof WhiteboardTheme>;
