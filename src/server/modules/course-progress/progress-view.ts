// The course player's view of one enrolment, derived from the course content and the student's
// record (docs/course-player.md): each lecture's state, each quiz's standing under the retry rule,
// currentLecture, percentComplete, percentTestsPassed and whether the course content is done.
import {
  percentComplete,
  percentTestsPassed,
  type ProgressCounts,
} from '../../../domain/course-progress/course-progress.ts';
import {
  currentLectureId,
  lectureStates,
  type LectureState,
} from '../../../domain/course-progress/lecture-states.ts';
import { quizStanding, type QuizStanding } from '../../../domain/course-progress/quiz-standing.ts';
import type { Executor } from '../../db/client.ts';
import type { QuizQuestionRow } from '../practice-tests/practice-tests.tables.ts';
import { lecturesRepository } from '../lectures/lectures.repository.ts';
import type { LecturePartRow, LectureRow } from '../lectures/lectures.tables.ts';
import { courseProgressRepository } from './course-progress.repository.ts';

export interface QuizTest extends QuizStanding {
  partId: string;
  lectureId: string;
  lectureTitle: string;
  /** Position of the quiz among all quizzes of the course, from 1. */
  number: number;
}

export interface LectureProgressView {
  lecture: LectureRow;
  state: LectureState;
  readAt: Date | null;
  completedAt: Date | null;
  quizPartIds: string[];
}

export interface CourseProgressView {
  lectures: LectureProgressView[];
  tests: QuizTest[];
  currentLectureId: string | null;
  counts: ProgressCounts;
  percentComplete: number;
  percentTestsPassed: number;
  /** Every lecture completed and every quiz passed (seat time aside). */
  contentComplete: boolean;
  /** The course's quiz parts and their questions with answers: server use only. */
  parts: LecturePartRow[];
  questions: QuizQuestionRow[];
}

export async function courseProgress(
  db: Executor,
  enrollmentId: string,
  courseId: string,
): Promise<CourseProgressView> {
  const lectureRows = await lecturesRepository.listOfCourse(db, courseId);
  const parts = await lecturesRepository.partsOf(
    db,
    lectureRows.map((lecture) => lecture.id),
  );
  const quizParts = parts.filter((part) => part.type === 'quiz');
  const [questions, marks, attempts] = await Promise.all([
    lecturesRepository.questionsOf(
      db,
      quizParts.map((part) => part.id),
    ),
    courseProgressRepository.readMarks(db, enrollmentId),
    courseProgressRepository.attemptsOfCurrentRun(db, enrollmentId),
  ]);
  const readAt = new Map(marks.map((mark) => [mark.lectureId, mark.readAt]));
  const title = new Map(lectureRows.map((lecture) => [lecture.id, lecture.title]));
  const lectureOrder = new Map(lectureRows.map((lecture, index) => [lecture.id, index]));
  const orderedQuizzes = [...quizParts].sort(
    (a, b) =>
      lectureOrder.get(a.lectureId)! - lectureOrder.get(b.lectureId)! || a.position - b.position,
  );
  const tests: QuizTest[] = orderedQuizzes.map((part, index) => ({
    partId: part.id,
    lectureId: part.lectureId,
    lectureTitle: title.get(part.lectureId) ?? '',
    number: index + 1,
    ...quizStanding(
      attempts
        .filter((attempt) => attempt.partId === part.id)
        .map((attempt) => ({ ...attempt, attemptedAt: attempt.attemptedAt.getTime() })),
      questions.filter((question) => question.lecturePartId === part.id).length,
    ),
  }));
  const testOf = new Map(tests.map((test) => [test.partId, test]));
  const quizIdsOf = (lectureId: string) =>
    orderedQuizzes.filter((part) => part.lectureId === lectureId).map((part) => part.id);
  const standings = lectureStates(
    lectureRows.map((lecture) => ({
      id: lecture.id,
      readAt: readAt.get(lecture.id)?.getTime() ?? null,
      quizPassedAt: quizIdsOf(lecture.id).map((id) => testOf.get(id)?.passedAt ?? null),
    })),
  );
  const lectures = lectureRows.map((lecture, index) => ({
    lecture,
    state: standings[index]!.state,
    readAt: readAt.get(lecture.id) ?? null,
    completedAt:
      standings[index]!.completedAt === null ? null : new Date(standings[index]!.completedAt),
    quizPartIds: quizIdsOf(lecture.id),
  }));
  const counts: ProgressCounts = {
    lectures: lectures.length,
    completedLectures: lectures.filter((lecture) => lecture.state === 'completed').length,
    quizzes: tests.length,
    passedQuizzes: tests.filter((test) => test.passed).length,
  };
  return {
    lectures,
    tests,
    currentLectureId: currentLectureId(standings),
    counts,
    percentComplete: percentComplete(counts),
    percentTestsPassed: percentTestsPassed(counts),
    contentComplete:
      counts.completedLectures === counts.lectures && counts.passedQuizzes === counts.quizzes,
    parts,
    questions,
  };
}
