// The student's final exam (docs/seat-time.md "Final exam"). `startFinalExam` opens once the rest
// of the course is done (every lecture and quiz, the seat time) and draws the attempt's questions
// from the course's pool, shuffled, with the right answers kept on the server; starting again while
// an attempt is open returns that attempt. `submitFinalExam` grades on the server, section by
// section where the rule says so, counts the attempt, and after the last failed attempt applies
// the rule: the course starts over (progress reset, the record kept) or the enrolment ends.
// Nothing the student receives names a right answer, before or after grading.
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { drawExam, type PoolQuestion } from '../../../domain/final-exam/draw-exam.ts';
import { examStanding, type ExamStanding } from '../../../domain/final-exam/exam-standing.ts';
import { gradeExam } from '../../../domain/final-exam/grade-exam.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction, type AuditRecorder } from '../audit/audit-capture.ts';
import { completeIfDue } from '../course-progress/course-completion.ts';
import { courseProgressRepository } from '../course-progress/course-progress.repository.ts';
import { ownLiveEnrollment } from '../course-progress/course-progress.service.ts';
import { courseProgress } from '../course-progress/progress-view.ts';
import type { CourseRow } from '../courses/courses.tables.ts';
import { enrollmentView } from '../online-enrollments/enrollment-view.ts';
import type { EnrollmentWithCourse } from '../online-enrollments/online-enrollments.repository.ts';
import { onlineEnrollmentsAudit } from '../online-enrollments/online-enrollments.service.ts';
import { actorOf, recordUserLog } from '../students/user-logs.service.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { finalExamRepository } from './final-exam.repository.ts';
import type { FinalExamAttemptRow } from './final-exam.tables.ts';

/** Crypto-strength [0, 1) for the draw: a student cannot predict the next attempt. */
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

const NOT_READY = 'is not ready for the final exam';

/** The standing of the current run (attempts since the last restart). */
export async function standingOf(
  db: Executor,
  enrollment: { id: string; restartedAt: Date | null },
  course: Pick<CourseRow, 'examMaxAttempts'>,
): Promise<ExamStanding> {
  const attempts = await finalExamRepository.attemptRecords(
    db,
    enrollment.id,
    enrollment.restartedAt,
  );
  return examStanding(
    course,
    attempts.filter((attempt) => attempt.passed !== null).map((a) => ({ passed: a.passed! })),
  );
}

/** Why the student may not start now, or null: the rest of the course must be done first. */
export async function examBlocker(
  db: Executor,
  found: EnrollmentWithCourse,
  now: Date,
): Promise<string | null> {
  const { course, enrollment } = found;
  if (course.examQuestionCount === null) return 'The course has no final exam.';
  if (enrollment.status !== 'Enrolled') return 'The enrolment has ended.';
  if ((await standingOf(db, enrollment, course)).passed) return 'The final exam is passed.';
  const progress = await courseProgress(db, enrollment.id, course.id);
  if (!progress.contentComplete) return 'Complete every lecture and quiz first.';
  if (!(await enrollmentView(db, found, now)).seatTimeComplete) {
    return 'Complete the seat time first.';
  }
  return null;
}

export async function startFinalExam(
  platform: Platform,
  viewer: Viewer,
  enrollmentId: string,
  now = new Date(),
  random: () => number = secureRandom,
): Promise<FinalExamAttemptRow> {
  if (!isUuid(enrollmentId)) throw notFound('Enrolment');
  return platform.db.transaction(async (tx) => {
    const found = await ownLiveEnrollment(tx, viewer, enrollmentId);
    const open = await finalExamRepository.openAttempt(tx, enrollmentId);
    if (open) return open;
    const blocker = await examBlocker(tx, found, now);
    if (blocker)
      throw validationError([{ path: 'enrollmentId', message: `${NOT_READY}: ${blocker}` }]);
    const { course, enrollment } = found;
    const pool: PoolQuestion[] = await finalExamRepository.poolOf(tx, course.id);
    const drawn =
      pool.length >= course.examPoolSize
        ? drawExam(pool, course.examQuestionCount!, course.examSectionsScored, random)
        : null;
    if (!drawn) {
      throw validationError([
        {
          path: 'enrollmentId',
          message: `${NOT_READY}: the school has not finished its question pool yet`,
        },
      ]);
    }
    const standing = await standingOf(tx, enrollment, course);
    return finalExamRepository.insertAttempt(tx, {
      enrollmentId,
      number: standing.attemptsUsed + 1,
      questions: drawn,
      startedAt: now,
      totalQuestions: drawn.length,
      passPercent: course.examPassPercent,
      sectionsScored: course.examSectionsScored,
    });
  });
}

const answersInput = z
  .array(z.number().int('is a whole number').min(0, 'is not a choice'))
  .max(500, 'has too many answers');

export interface FinalExamResult {
  attempt: FinalExamAttemptRow;
  standing: ExamStanding;
  /** What the last failed attempt did to the enrolment, if it was the last. */
  consequence: 'restartCourse' | 'endEnrollment' | null;
}

export async function submitFinalExam(
  platform: Platform,
  viewer: Viewer,
  attemptId: string,
  rawAnswers: readonly number[],
  now = new Date(),
): Promise<FinalExamResult> {
  if (!isUuid(attemptId)) throw notFound('Final exam attempt');
  const parsed = answersInput.safeParse(rawAnswers);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'answers');
  const answers = parsed.data;
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const seen = await finalExamRepository.findAttempt(tx, attemptId);
    if (!seen) throw notFound('Final exam attempt');
    const found = await ownLiveEnrollment(tx, viewer, seen.enrollmentId);
    // Read again under the enrolment's lock: two submits of one attempt run one after another.
    const attempt = (await finalExamRepository.findAttempt(tx, attemptId))!;
    if (attempt.submittedAt) {
      throw validationError([{ path: 'attemptId', message: 'is already submitted' }]);
    }
    checkAnswers(answers, attempt);
    const grade = gradeExam(
      attempt.questions,
      answers,
      attempt.passPercent,
      attempt.sectionsScored,
    );
    const graded = await finalExamRepository.gradeAttempt(tx, attemptId, {
      answers,
      submittedAt: now,
      numCorrect: grade.numCorrect,
      percent: grade.percent,
      sections: grade.sections,
      passed: grade.passed,
    });
    const { course, enrollment } = found;
    const standing = await standingOf(tx, enrollment, course);
    await recordUserLog(tx, {
      studentId: enrollment.studentId,
      kind: 'Manual',
      type: 'onlineCourse.finalExam',
      message: `Final exam of ${course.name}, attempt ${attempt.number}: ${grade.percent} % (${grade.numCorrect} of ${grade.totalQuestions}), ${grade.passed ? 'passed' : 'not passed'}`,
      actor: actorOf(viewer),
    });
    let consequence: FinalExamResult['consequence'] = null;
    if (grade.passed) {
      await completeIfDue(tx, audit, viewer, enrollment.id, now);
    } else if (standing.exhausted) {
      consequence = course.examAfterLastFail;
      await applyLastFail(tx, audit, viewer, found, now);
    }
    return { attempt: graded, standing, consequence };
  });
}

function checkAnswers(answers: readonly number[], attempt: FinalExamAttemptRow) {
  if (answers.length !== attempt.questions.length) {
    throw validationError([
      {
        path: 'answers',
        message: `must answer every question: ${attempt.questions.length} answers, one a question in the order shown`,
      },
    ]);
  }
  const problems = answers.flatMap((answer, index) =>
    answer >= attempt.questions[index]!.choices.length
      ? [{ path: `answers.${index}`, message: 'is not a choice' }]
      : [],
  );
  if (problems.length > 0) throw validationError(problems);
}

/** The rule's consequence of the last failed attempt, audited on the enrolment. */
async function applyLastFail(
  tx: Executor,
  audit: AuditRecorder,
  viewer: Viewer,
  { course, enrollment }: EnrollmentWithCourse,
  now: Date,
) {
  if (course.examAfterLastFail === 'endEnrollment') {
    await audit.update(onlineEnrollmentsAudit, enrollment.id, {
      status: 'Unenrolled',
      endedAt: now,
      updatedAt: now,
    });
  } else {
    await courseProgressRepository.clearReadMarks(tx, enrollment.id);
    await audit.update(onlineEnrollmentsAudit, enrollment.id, { restartedAt: now, updatedAt: now });
  }
  await recordUserLog(tx, {
    studentId: enrollment.studentId,
    kind: 'Manual',
    type: 'onlineCourse.restarted',
    message:
      course.examAfterLastFail === 'endEnrollment'
        ? `Enrolment in ${course.name} ended: every final exam attempt was used without a pass`
        : `${course.name} starts over: every final exam attempt was used without a pass (no new charge)`,
    actor: actorOf(viewer),
  });
}
