// The student's writes in the course player (docs/course-player.md): marking a lecture read and
// submitting a lecture quiz, graded here against the course's quizPassPercent. Only the student of
// a live enrolment acts (staff read); a locked lecture refuses both. Each write locks the enrolment
// row, so writes of one enrolment run one after another, and checks completion in its transaction.
import { z } from 'zod';
import { gradeQuiz } from '../../../domain/course-progress/grade-quiz.ts';
import { showsAnswers } from '../../../domain/courses/quiz-feedback.ts';
import { retryOpensAt } from '../../../domain/courses/quiz-retry-wait.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import {
  AppError,
  forbidden,
  fromZodIssues,
  notFound,
  validationError,
} from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction } from '../audit/audit-capture.ts';
import type { EnrollmentWithCourse } from '../online-enrollments/online-enrollments.repository.ts';
import { onlineEnrollmentsRepository } from '../online-enrollments/online-enrollments.repository.ts';
import { holdsStudentAs, myStudents } from '../students/students.service.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { completeIfDue } from './course-completion.ts';
import { courseProgressRepository } from './course-progress.repository.ts';
import type { AttemptAnswer, LectureQuizAttemptRow } from './course-progress.tables.ts';
import { courseProgress, type CourseProgressView } from './progress-view.ts';

const uuid = (what: string) => z.string().refine(isUuid, `is not ${what} id`);

const readInput = z.object({ enrollmentId: uuid('an enrolment'), lectureId: uuid('a lecture') });

const quizInput = z.object({
  enrollmentId: uuid('an enrolment'),
  partId: uuid('a quiz'),
  answers: z
    .array(
      z.object({
        questionId: uuid('a question'),
        choiceIndex: z.number().int('is a whole number').min(0, 'is not a choice'),
      }),
    )
    .max(200, 'has too many answers'),
});

/** Said to a parent's account that marks a lecture read, answers a quiz or sits the final exam. */
export const ONLY_THE_STUDENT_DOES_THE_WORK =
  'Only the student may study the course, signed in with their own account: a parent’s account can follow it but cannot read lectures, answer quizzes or sit the final exam for them.';

/**
 * The enrolment, locked, if the viewer is its student's own sign-in and it is live. A parent's
 * account holds the teen's record and follows the course, but what counts toward a state-approved
 * completion is the student's own work (docs/seat-time.md part 6), so it is refused here.
 */
export async function ownLiveEnrollment(
  tx: Executor,
  viewer: Viewer,
  enrollmentId: string,
): Promise<EnrollmentWithCourse> {
  if (!(await onlineEnrollmentsRepository.lock(tx, enrollmentId))) throw notFound('Enrolment');
  const found = (await onlineEnrollmentsRepository.find(tx, enrollmentId))!;
  const heldAs = await holdsStudentAs(tx, viewer, found.enrollment.studentId);
  if (heldAs === 'parent') throw new AppError('FORBIDDEN', ONLY_THE_STUDENT_DOES_THE_WORK);
  if (heldAs !== 'student') throw forbidden();
  if (found.enrollment.status !== 'Enrolled') {
    throw validationError([
      {
        path: 'input.enrollmentId',
        message: `is ${found.enrollment.status.toLowerCase()}: the course has ended`,
      },
    ]);
  }
  return found;
}

function openLecture(progress: CourseProgressView, lectureId: string, path: string) {
  const lecture = progress.lectures.find((row) => row.lecture.id === lectureId);
  if (!lecture) throw notFound('Lecture');
  if (lecture.state === 'locked') {
    throw validationError([{ path, message: 'is locked: complete the lectures before it first' }]);
  }
  return lecture;
}

export async function markLectureRead(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof readInput>,
  now = new Date(),
): Promise<string> {
  const parsed = readInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = parsed.data;
  await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const found = await ownLiveEnrollment(tx, viewer, input.enrollmentId);
    const progress = await courseProgress(tx, input.enrollmentId, found.course.id);
    const lecture = openLecture(progress, input.lectureId, 'input.lectureId');
    // Where the course times its lectures, one cannot be finished before its minimum is studied.
    if (lecture.remainingSeconds > 0 && !lecture.readAt) {
      const minutes = Math.ceil(lecture.remainingSeconds / 60);
      throw validationError([
        {
          path: 'input.lectureId',
          message: `needs ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'} of study: the course's minimum time for this lecture is not met yet`,
        },
      ]);
    }
    await courseProgressRepository.markRead(tx, input.enrollmentId, input.lectureId, now);
    await completeIfDue(tx, audit, viewer, input.enrollmentId, now);
  });
  return input.enrollmentId;
}

export interface QuizResult {
  attempt: LectureQuizAttemptRow;
  enrollmentId: string;
  /** Whether the course's quiz feedback lets this answer carry the right answers. */
  answersShown: boolean;
}

export async function submitLectureQuiz(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof quizInput>,
  now = new Date(),
): Promise<QuizResult> {
  const parsed = quizInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = parsed.data;
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const found = await ownLiveEnrollment(tx, viewer, input.enrollmentId);
    const progress = await courseProgress(tx, input.enrollmentId, found.course.id);
    const part = progress.parts.find((row) => row.id === input.partId && row.type === 'quiz');
    if (!part) throw notFound('Quiz');
    openLecture(progress, part.lectureId, 'input.partId');
    const questions = progress.questions
      .filter((question) => question.lecturePartId === part.id)
      .sort((a, b) => a.position - b.position);
    checkAnswers(input.answers, questions);
    const standing = progress.tests.find((test) => test.partId === part.id);
    const opensAt = retryOpensAt(
      standing?.lastAttemptedAt == null
        ? []
        : [{ passed: standing.passed, attemptedAt: standing.lastAttemptedAt }],
      found.course.quizRetryWaitSeconds,
      now.getTime(),
    );
    if (opensAt !== null) {
      const minutes = Math.ceil((opensAt - now.getTime()) / 60_000);
      throw validationError([
        {
          path: 'input.partId',
          message: `can be retried in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}: the course asks for a wait after a failed attempt`,
        },
      ]);
    }
    const passPercent = found.course.quizPassPercent;
    const grade = gradeQuiz(questions, input.answers, passPercent);
    const answers: AttemptAnswer[] = grade.answers.map((answer, index) => ({
      ...answer,
      prompt: questions[index]!.prompt,
      choices: questions[index]!.choices,
      explanation: questions[index]!.explanation,
    }));
    const row = await courseProgressRepository.insertAttempt(tx, {
      enrollmentId: input.enrollmentId,
      lectureId: part.lectureId,
      partId: part.id,
      answers,
      numCorrect: grade.numCorrect,
      totalQuestions: grade.totalQuestions,
      passPercent,
      passed: grade.passed,
      attemptedAt: now,
    });
    await completeIfDue(tx, audit, viewer, input.enrollmentId, now);
    // The record keeps every answer; what the student is told follows the course's rule.
    const quizPassed = grade.passed || Boolean(standing?.passed);
    return {
      attempt: row,
      enrollmentId: input.enrollmentId,
      answersShown: showsAnswers(found.course.quizFeedback, quizPassed),
    };
  });
}

/** Every question of the quiz answered once, with one of its choices. */
function checkAnswers(
  answers: readonly { questionId: string; choiceIndex: number }[],
  questions: readonly { id: string; choices: string[] }[],
) {
  const problems: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  answers.forEach((answer, index) => {
    const question = questions.find((row) => row.id === answer.questionId);
    if (!question) {
      problems.push({ path: `input.answers.${index}.questionId`, message: 'is not in this quiz' });
    } else if (seen.has(answer.questionId)) {
      problems.push({ path: `input.answers.${index}.questionId`, message: 'is answered twice' });
    } else if (answer.choiceIndex >= question.choices.length) {
      problems.push({ path: `input.answers.${index}.choiceIndex`, message: 'is not a choice' });
    }
    seen.add(answer.questionId);
  });
  if (problems.length === 0 && seen.size < questions.length) {
    problems.push({ path: 'input.answers', message: 'must answer every question' });
  }
  if (problems.length > 0) throw validationError(problems);
}

/** May the viewer open the player of this course? Staff always; a student with a live enrolment. */
export async function mayPlayCourse(
  db: Executor,
  viewer: Viewer | null,
  courseId: string,
  isStaff: boolean,
): Promise<boolean> {
  if (isStaff) return true;
  if (!viewer) return false;
  const own = await myStudents(db, viewer);
  const rows = await onlineEnrollmentsRepository.ofStudents(
    db,
    own.map((record) => record.id),
  );
  return rows.some((row) => row.course.id === courseId && row.enrollment.status === 'Enrolled');
}
