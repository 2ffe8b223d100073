/** Shapes account rows for the wire; what a viewer may not see is never put in the answer. */
import { type AuthUser, type PersonSummary, permissionsOf } from '@chalkline/contracts';
import { fileUrl } from '../../storage/file-url.js';
import type { StudentProfileRow, UserRow } from './user.repository.js';

export { fileUrl };

/** A person as lists and cards show them; the email only when the viewer may see it. */
export function presentPerson(user: UserRow, withEmail = false): PersonSummary {
  return {
    key: user.id,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    otherNames: user.otherNames,
    ...(withEmail ? { email: user.email } : {}),
    avatar: fileUrl(user.avatar),
    gender: user.gender,
  };
}

export function presentAuthUser(user: UserRow, notifications = 0): AuthUser {
  return {
    key: user.id,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    otherNames: user.otherNames,
    email: user.email,
    avatar: fileUrl(user.avatar),
    gender: user.gender,
    memberRole: user.memberRole,
    meetingId: user.meetingId,
    counts: { notifications },
    permissions: [...permissionsOf({ role: user.memberRole, permissions: user.adminPermissions })],
  };
}

const labelValue = (value: string | null, label: string | null) => (value ? { label: label ?? value, value } : null);

/**
 * A student's profile (platform spec 3 and 6). Admins see every field; anyone else sees the basic info and
 * learning preferences without the admin-only fields (ids, contact details, sign-up and status data,
 * timestamps, guardian info, extra language and curriculum info, communication preference).
 */
export function presentStudentProfile(user: UserRow, profile: StudentProfileRow | null, forAdmin: boolean) {
  const basic = {
    firstName: user.firstName,
    lastName: user.lastName,
    otherNames: user.otherNames,
    preferredNames: profile?.preferredNames ?? null,
    gender: user.gender,
    age: profile?.age ?? null,
    country: labelValue(user.countryCode, user.countryName),
    state: labelValue(user.stateCode, user.stateName),
    school: profile?.school ?? null,
    class: profile?.grade ?? null,
    avatar: fileUrl(user.avatar),
    meetingId: user.meetingId,
  };
  const learning = {
    language: profile?.language ?? null,
    curriculum: profile?.curriculum ?? null,
    days: profile?.days ?? [],
    timezone: profile?.timezone ?? null,
    scheduleTime: profile?.scheduleTime ?? null,
    learningGoals: profile?.learningGoals ?? null,
    specialNeeds: profile?.specialNeeds ?? null,
  };
  if (!forAdmin) return { basic, learningPreferences: learning };
  return {
    basic: {
      ...basic,
      key: user.id,
      email: user.email,
      phone: user.phone ? { international: user.phone } : null,
      signUpMethod: user.signUpMethod,
      referredBy: profile?.referredBy ?? null,
      referee: profile?.referee ?? null,
      onboarded: profile?.onboarded ?? false,
      suspended: user.suspended,
      deleted: user.deletedAt !== null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    guardian: {
      names: profile?.guardianNames ?? null,
      email: profile?.guardianEmail ?? null,
      phone: profile?.guardianPhone ? { international: profile.guardianPhone } : null,
      occupation: profile?.guardianOccupation ?? null,
      relationship: profile?.guardianRelationship ?? null,
    },
    learningPreferences: {
      ...learning,
      languageInfo: profile?.languageInfo ?? null,
      curriculumInfo: profile?.curriculumInfo ?? null,
      communicationPreference: profile?.communicationPreference ?? null,
    },
  };
}
