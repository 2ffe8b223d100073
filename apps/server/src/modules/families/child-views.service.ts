/**
 * What a guardian sees of a child (ADR 0079), read-only: the child's lessons, quiz and assignment results,
 * performance report, subscriptions and invoices. Each view first checks the guardian is linked to the child, then
 * asks the owning module's service on the child's behalf (`viewerOfUser`, as the calendar feed reads for its owner),
 * so a guardian sees exactly what the child sees and no module learns a new rule. Join links are kept only while
 * the school lets guardians watch lessons. A sent lesson report is read the same way, and so are its whiteboard
 * image and shared files (the guardian is no member of the classroom those files belong to; the child is), and the
 * recordings of the child's lessons while the school lets students see recordings.
 */
import {
  type AssignmentKind,
  type AssignmentListQuery,
  familyTexts,
  type QuizAssignmentsQuery,
  type SchoolSettings,
} from '@chalkline/contracts';
import { forbidden, notFound } from '../../errors/app-error.js';
import type { UserRepository } from '../accounts/user.repository.js';
import { type Viewer, viewerOfUser } from '../accounts/viewer.js';
import type { AssignmentService } from '../assessments/assignment.service.js';
import type { MetricsRequest, PerformanceService } from '../assessments/performance.service.js';
import type { BillingService } from '../billing/billing.service.js';
import type { PaymentsService } from '../billing/payments.service.js';
import type { RecordingsLibrary } from '../classroom/recording/recordings.service.js';
import type { FileService } from '../files/file.service.js';
import type { LessonReportsService } from '../lesson-reports/lesson-reports.service.js';
import type { QuizAssignmentService } from '../quizzes/quiz-assignment.service.js';
import type { ScheduleService } from '../schedules/schedule.service.js';
import { authorizeChild, type ChildAction, isStudentAccount } from './families.policy.js';

type ScheduleListQuery = Parameters<ScheduleService['list']>[1];

export function createChildViewsService(deps: {
  isGuardianOf: (guardianId: string, studentId: string) => Promise<boolean>;
  users: Pick<UserRepository, 'findById'>;
  schedules: Pick<ScheduleService, 'list'>;
  quizzes: Pick<QuizAssignmentService, 'list'>;
  assignments: Pick<AssignmentService, 'list'>;
  performance: Pick<PerformanceService, 'metrics'>;
  billing: Pick<BillingService, 'mine'>;
  payments: Pick<PaymentsService, 'payInvoice'>;
  lessonReports: Pick<LessonReportsService, 'listFor' | 'read'>;
  files: Pick<FileService, 'openForDownload'>;
  recordings: Pick<RecordingsLibrary, 'attended' | 'openFile' | 'openThumbnail' | 'openCaptions'>;
  schoolSettings: { read(): Promise<Pick<SchoolSettings, 'guardiansWatchLessons'>> };
}) {
  /** The child as a viewer, once the viewer may take `action` for them. */
  async function asChild(viewer: Viewer, studentId: string, action: ChildAction = 'families.readChild') {
    await authorizeChild(viewer, action, studentId, deps.isGuardianOf);
    const child = await deps.users.findById(studentId);
    if (!child || !isStudentAccount(child.memberRole)) throw forbidden(familyTexts.notYourChild);
    return viewerOfUser(child);
  }

  return {
    async schedules(viewer: Viewer, studentId: string, q: ScheduleListQuery) {
      const page = await deps.schedules.list(await asChild(viewer, studentId), q);
      if ((await deps.schoolSettings.read()).guardiansWatchLessons) return page;
      return { ...page, items: page.items.map((lesson) => ({ ...lesson, classroomLink: null })) };
    },
    async quizzes(viewer: Viewer, studentId: string, q: QuizAssignmentsQuery) {
      return deps.quizzes.list(await asChild(viewer, studentId), { ...q, student: studentId });
    },
    async assignments(viewer: Viewer, studentId: string, kind: AssignmentKind, q: AssignmentListQuery) {
      return deps.assignments.list(await asChild(viewer, studentId), kind, { ...q, student: studentId });
    },
    async performance(viewer: Viewer, studentId: string, q: Omit<MetricsRequest, 'key'>) {
      return deps.performance.metrics(await asChild(viewer, studentId), { ...q, key: studentId });
    },
    async subscriptions(viewer: Viewer, studentId: string) {
      return deps.billing.mine(await asChild(viewer, studentId));
    },
    /** The child's sent lesson reports (ADR 0080), as the child lists them. */
    async lessonReports(viewer: Viewer, studentId: string) {
      return deps.lessonReports.listFor(await asChild(viewer, studentId), studentId);
    },
    /** One of the child's sent reports: another student's is refused (403) and a draft not found, as for the child. */
    async lessonReport(viewer: Viewer, studentId: string, reportId: string) {
      return deps.lessonReports.read(await asChild(viewer, studentId), reportId);
    },
    /** The whiteboard image or a shared file of one of the child's reports, opened as the child would. */
    async lessonReportFile(viewer: Viewer, studentId: string, reportId: string, fileKey: string) {
      const child = await asChild(viewer, studentId);
      const report = await deps.lessonReports.read(child, reportId);
      const ofReport = report.whiteboardImage === fileKey || report.sharedFiles.some((f) => f.key === fileKey);
      if (!ofReport) throw notFound('File not found');
      return deps.files.openForDownload(child, fileKey);
    },
    /**
     * The recordings of lessons the child attended, while the school lets students see recordings (the child's own
     * rule, read as the child); their files are served by the guardian's routes below.
     */
    async recordings(viewer: Viewer, studentId: string) {
      const child = await asChild(viewer, studentId);
      return deps.recordings.attended(child, `/api/accounts/children/${studentId}/recordings`);
    },
    /** A file of one of those recordings (the video, its thumbnail or captions), opened as the child would. */
    async recordingPart(viewer: Viewer, studentId: string, recordingId: string) {
      const child = await asChild(viewer, studentId);
      return {
        file: (range: string | undefined) => deps.recordings.openFile(child, recordingId, range),
        thumbnail: () => deps.recordings.openThumbnail(child, recordingId),
        captions: () => deps.recordings.openCaptions(child, recordingId),
      };
    },
    /** The guardian pays the child's invoice where the child could; the checkout's receipt goes to the guardian. */
    async payInvoice(viewer: Viewer, studentId: string, invoiceId: string, origin: string) {
      const child = await asChild(viewer, studentId, 'families.payChild');
      return deps.payments.payInvoice({ ...child, email: viewer.email }, invoiceId, origin);
    },
  };
}
export type ChildViewsService = ReturnType<typeof createChildViewsService>;
