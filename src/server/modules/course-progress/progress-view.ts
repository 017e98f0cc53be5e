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
import { courseTimeZone } from '../../../domain/seat-time/course-time-zone.ts';
import { lectureIntervals } from '../../../domain/seat-time/credited-intervals.ts';
import { lectureSeatTime } from '../../../domain/seat-time/lecture-seat-time.ts';
import { onlineEnrollmentsRepository } from '../online-enrollments/online-enrollments.repository.ts';
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
  /** Seconds studied on this lecture, as far as the day's cap (docs/seat-time.md part 4). */
  studiedSeconds: number;
  /** The minimum the course enforces for this lecture; null when none applies. */
  enforcedMinimumSeconds: number | null;
  /** Seconds still to study before the lecture can be completed (0 once met or without one). */
  remainingSeconds: number;
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
  const [questions, marks, attempts, found, events] = await Promise.all([
    lecturesRepository.questionsOf(
      db,
      quizParts.map((part) => part.id),
    ),
    courseProgressRepository.readMarks(db, enrollmentId),
    courseProgressRepository.attemptsOfCurrentRun(db, enrollmentId),
    onlineEnrollmentsRepository.find(db, enrollmentId),
    onlineEnrollmentsRepository.events(db, [enrollmentId]),
  ]);
  // Lecture timers: the enrolment's own timer events (progress does not carry over a migration).
  const course = found?.course ?? null;
  const minimums = new Map(
    course?.lectureMinimumEnforced
      ? lectureRows.flatMap((lecture) =>
          lecture.minimumSeconds ? [[lecture.id, lecture.minimumSeconds] as const] : [],
        )
      : [],
  );
  const studied = lectureSeatTime(
    lectureIntervals(
      events.map((row) => ({
        session: row.session,
        kind: row.kind,
        seq: row.seq,
        receivedAt: row.receivedAt.getTime(),
        lectureId: row.lectureId,
      })),
      { endsAt: found?.enrollment.endedAt?.getTime() ?? null },
    ),
    minimums,
    {
      timeZone: courseTimeZone(course?.state ?? 'TX'),
      dailyCapSeconds: course?.dailyCapSeconds ?? null,
    },
  );
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
      ...(minimums.has(lecture.id) ? { minimumMetAt: studied.get(lecture.id)?.metAt ?? null } : {}),
    })),
  );
  const lectures = lectureRows.map((lecture, index) => ({
    lecture,
    state: standings[index]!.state,
    readAt: readAt.get(lecture.id) ?? null,
    completedAt:
      standings[index]!.completedAt === null ? null : new Date(standings[index]!.completedAt),
    quizPartIds: quizIdsOf(lecture.id),
    studiedSeconds: studied.get(lecture.id)?.seconds ?? 0,
    enforcedMinimumSeconds: minimums.get(lecture.id) ?? null,
    remainingSeconds: Math.max(
      0,
      (minimums.get(lecture.id) ?? 0) - (studied.get(lecture.id)?.seconds ?? 0),
    ),
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
