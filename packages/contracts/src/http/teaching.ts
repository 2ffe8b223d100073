/** Answers of the enrolment, tutor–student link and people list calls (platform spec 3, 7). */
import { z } from 'zod';
import { dataEnvelope, pagedResponse, pageQuery, savedEnvelope } from './common.js';
import { enrolmentSummary, personSummary } from './programs.js';

export const enrolmentListResponse = dataEnvelope(z.object({ enrollments: z.array(enrolmentSummary) }));
export type EnrolmentListResponse = z.infer<typeof enrolmentListResponse>;
/** Answer of enrolling oneself: every enrolment the student now has. */
export const enrolledResponse = savedEnvelope(z.object({ enrollments: z.array(enrolmentSummary) }));
export type EnrolledResponse = z.infer<typeof enrolledResponse>;

/** A tutor–student link for one program. */
export const tutorLink = z.object({
  tutor: personSummary,
  student: personSummary,
  program: z.object({ key: z.string(), title: z.string() }),
});
export type TutorLink = z.infer<typeof tutorLink>;
export const tutorLinkListResponse = pagedResponse(tutorLink);
export type TutorLinkListResponse = z.infer<typeof tutorLinkListResponse>;

/** A student as the people lists show them: emails for admins only, programs linked to tutors. */
export const studentRow = personSummary.extend({
  meetingId: z.string().nullable(),
  programs: z.array(z.object({ key: z.string(), title: z.string() })),
});
export type StudentRow = z.infer<typeof studentRow>;
export const studentListResponse = pagedResponse(studentRow);
export type StudentListResponse = z.infer<typeof studentListResponse>;
export const tutorListResponse = pagedResponse(personSummary);
export type TutorListResponse = z.infer<typeof tutorListResponse>;

/** A student's enrolments (staff) or the viewer's own (no `student`). */
export const enrolmentListQuery = z.object({ student: z.uuid().optional() });
/** A page of people found by name. */
export const personSearchQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
/** A page of tutor–student links, of one student when given. */
export const relationshipsQuery = pageQuery.extend({ student: z.uuid('Please choose a student').optional() });
