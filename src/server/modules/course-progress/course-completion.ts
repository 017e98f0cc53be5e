// Completion of an online enrolment (docs/course-player.md "Completion"): the first write after
// which every lecture is completed, every quiz passed, the seat time complete and, when the course
// has one, the final exam passed in the current run (docs/seat-time.md "Final exam") records
// completedAt on the enrolment and, when the course names a certificate type, issues the
// certificate, all in that write's transaction. The caller holds the enrolment's row lock, so
// concurrent writes see one another's completion and the certificate is issued exactly once; the
// idempotency key derived from the enrolment makes a second certificate impossible in any case.
import { courseComplete } from '../../../domain/course-progress/course-progress.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../graphql/errors.ts';
import type { AuditRecorder } from '../audit/audit-capture.ts';
import { issueInTransaction } from '../certificates/certificates.service.ts';
import { passedFinalExam } from '../final-exam/final-exam.repository.ts';
import { actorOf, recordUserLog } from '../students/user-logs.service.ts';
import { enrollmentView } from '../online-enrollments/enrollment-view.ts';
import { onlineEnrollmentsAudit } from '../online-enrollments/online-enrollments.service.ts';
import { onlineEnrollmentsRepository } from '../online-enrollments/online-enrollments.repository.ts';
import { courseProgress } from './progress-view.ts';

export const completionKey = (enrollmentId: string) =>
  `online-enrollment-completion:${enrollmentId}`;

/** Records completion if it is due now; returns whether it was recorded by this call. */
export async function completeIfDue(
  tx: Executor,
  audit: AuditRecorder,
  viewer: Viewer,
  enrollmentId: string,
  now: Date,
): Promise<boolean> {
  const found = await onlineEnrollmentsRepository.find(tx, enrollmentId);
  if (!found || found.enrollment.status !== 'Enrolled' || found.enrollment.completedAt) {
    return false;
  }
  const progress = await courseProgress(tx, enrollmentId, found.course.id);
  if (!progress.contentComplete) return false;
  const seatTime = await enrollmentView(tx, found, now);
  if (!courseComplete(progress.counts, seatTime.seatTimeComplete)) return false;
  const exam = await passedFinalExam(tx, found.enrollment, found.course);
  if (exam === false) return false;
  let certificateId: string | null = null;
  let note = '';
  if (found.course.certificateTypeId) {
    try {
      const issued = await issueInTransaction(tx, audit, viewer, {
        studentId: found.enrollment.studentId,
        certTypeId: found.course.certificateTypeId,
        shippingSpeed: null,
        idempotencyKey: completionKey(enrollmentId),
        reason: `on completing ${found.course.name}`,
        finalExam: exam && { percent: exam.percent ?? 0, attemptId: exam.id },
      });
      certificateId = issued.id;
    } catch (error) {
      // A used-up number range refuses before writing anything: the completion still counts and
      // staff issue the certificate once the range is extended (the change log says so).
      if (!(error instanceof AppError)) throw error;
      note = `; the certificate could not be issued (${error.message})`;
    }
  }
  await audit.update(onlineEnrollmentsAudit, enrollmentId, {
    completedAt: now,
    certificateId,
    updatedAt: now,
  });
  await recordUserLog(tx, {
    studentId: found.enrollment.studentId,
    kind: 'Manual',
    type: 'onlineCourse.completed',
    message: `Completed ${found.course.name}${note}`,
    actor: actorOf(viewer),
  });
  return true;
}
