// The course timer's events and staff corrections of seat time (docs/seat-time.md part 2).
// Timer events: the caller's own enrolment only, stamped with the server's clock (the client
// sends none); a heartbeat sooner than HEARTBEAT_MIN_SECONDS after its page's last event is
// answered but not stored. Patches: audited with the day's credited time before and after.
import { z } from 'zod';
import { patchProblems } from '../../../domain/seat-time/patch-check.ts';
import { TIMER_EVENT_KINDS, type TimerEventKind } from '../../../domain/seat-time/timer-event.ts';
import type { Viewer } from '../../auth/auth.service.ts';
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
import { completeIfDue } from '../course-progress/course-completion.ts';
import { asksIdentityQuestions } from '../../../domain/identity-checks/identity-check-rule.ts';
import {
  identityCheckpoint,
  type StudyVerdict,
} from '../identity-checks/identity-checks.service.ts';
import { courseProgress } from '../course-progress/progress-view.ts';
import { holdsStudentAs } from '../students/students.service.ts';
import { actorOf, recordUserLog } from '../students/user-logs.service.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { enrollmentView, type OnlineEnrollmentView } from './enrollment-view.ts';
import { onlineEnrollmentsRepository } from './online-enrollments.repository.ts';

/** Said to a parent's account whose course player sends timer events. */
export const ONLY_THE_STUDENT_STUDIES =
  'Only the student’s own sign-in counts seat time: a parent’s account may look at the course, and its time is not the student’s study.';

/** Heartbeats come every 30 s; one sooner than this after the page's last event adds nothing. */
export const HEARTBEAT_MIN_SECONDS = 10;

const timerInput = z.object({
  enrollmentId: z.string().refine(isUuid, 'is not an enrolment id'),
  session: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(64, 'is at most 64 characters')
    .regex(/^[\w.:-]+$/, 'may use letters, digits, dot, colon, dash and underscore'),
  kind: z.enum(TIMER_EVENT_KINDS),
  seq: z.number().int('is a whole number').min(0).max(2_147_483_647),
  lectureId: z.string().refine(isUuid, 'is not a lecture id').nullable().default(null),
});

/** Events that run the clock: refused while the identity checks hold studying. */
const STUDY_KINDS: readonly TimerEventKind[] = ['start', 'resume', 'heartbeat'];

const HELD: Record<Exclude<StudyVerdict['kind'], 'study'>, string> = {
  needsAnswers: 'waits for the answers to your personal questions',
  pending: 'waits for the answer to an identity question',
  failed: 'has ended: too many identity questions were missed',
};

export interface TimerEventAnswer {
  /** Stored and able to credit time; false for a throttled heartbeat or an ended enrolment. */
  accepted: boolean;
  /** The server's time for this event (the only time seat time uses). */
  receivedAt: Date;
}

export async function recordTimerEvent(
  platform: Platform,
  viewer: Viewer,
  raw: {
    enrollmentId: string;
    session: string;
    kind: TimerEventKind;
    seq: number;
    lectureId?: string | null;
  },
  now = new Date(),
): Promise<TimerEventAnswer> {
  const parsed = timerInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = parsed.data;
  const db = platform.db.db;
  const found = await onlineEnrollmentsRepository.find(db, input.enrollmentId);
  if (!found) throw notFound('Enrolment');
  const heldAs = await holdsStudentAs(db, viewer, found.enrollment.studentId);
  if (!heldAs) throw forbidden();
  // Seat time is the student's own study: a parent's account that opens the player is not the
  // student studying, so its events are refused and not stored (docs/seat-time.md part 6).
  if (heldAs !== 'student') throw new AppError('FORBIDDEN', ONLY_THE_STUDENT_STUDIES);
  // Opening a lecture (start or resume naming it) needs it open: its time counts towards its
  // minimum, and a locked lecture stays locked until the one before it is completed.
  if (input.lectureId && (input.kind === 'start' || input.kind === 'resume')) {
    const progress = await courseProgress(db, input.enrollmentId, found.course.id);
    const lecture = progress.lectures.find((row) => row.lecture.id === input.lectureId);
    if (!lecture) {
      throw validationError([
        { path: 'input.lectureId', message: 'is not a lecture of this course' },
      ]);
    }
    if (lecture.state === 'locked') {
      throw validationError([
        { path: 'input.lectureId', message: 'is locked: complete the lectures before it first' },
      ]);
    }
  }
  // Identity validation (docs/seat-time.md): the clock does not run while a question waits or the
  // answers are missing, so the course cannot be studied around them. Its own transaction: a
  // question asked or a miss settled here stays written although the event is refused.
  if (
    STUDY_KINDS.includes(input.kind) &&
    found.enrollment.status === 'Enrolled' &&
    !found.enrollment.completedAt &&
    asksIdentityQuestions(found.course)
  ) {
    const verdict = await auditedTransaction(
      platform,
      actorFromViewer(viewer),
      async (tx, audit) => {
        await onlineEnrollmentsRepository.lock(tx, input.enrollmentId);
        const current = (await onlineEnrollmentsRepository.find(tx, input.enrollmentId))!;
        return identityCheckpoint(tx, audit, viewer, current, now);
      },
    );
    if (verdict.kind !== 'study') {
      throw validationError([{ path: 'input.enrollmentId', message: HELD[verdict.kind] }]);
    }
  }
  if (input.kind === 'heartbeat') {
    const last = await onlineEnrollmentsRepository.lastEventOfSession(
      db,
      input.enrollmentId,
      input.session,
    );
    if (last && now.getTime() - last.receivedAt.getTime() < HEARTBEAT_MIN_SECONDS * 1000) {
      return { accepted: false, receivedAt: now };
    }
  }
  // Events of an ended enrolment are kept for the record; they credit nothing (enrollment-view).
  if (found.enrollment.status !== 'Enrolled' || found.enrollment.completedAt) {
    await onlineEnrollmentsRepository.insertEvent(db, { ...input, receivedAt: now });
  } else {
    // Seat time may be what completes the course: checked in the event's transaction, under the
    // enrolment's row lock like the course player's writes (docs/course-player.md).
    await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
      await onlineEnrollmentsRepository.lock(tx, input.enrollmentId);
      await onlineEnrollmentsRepository.insertEvent(tx, { ...input, receivedAt: now });
      await completeIfDue(tx, audit, viewer, input.enrollmentId, now);
    });
  }
  return { accepted: found.enrollment.status === 'Enrolled', receivedAt: now };
}

const patchInput = z.object({
  enrollmentId: z.string().refine(isUuid, 'is not an enrolment id'),
  day: z.string(),
  seconds: z.number(),
  reason: z.string().max(500, 'is at most 500 characters'),
});

const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min`;

export async function patchSeatTime(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof patchInput>,
  now = new Date(),
): Promise<OnlineEnrollmentView> {
  const parsed = patchInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = { ...parsed.data, reason: parsed.data.reason.trim() };
  await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    // The row lock queues concurrent patches of one enrolment, so each sees the one before.
    if (!(await onlineEnrollmentsRepository.lock(tx, input.enrollmentId))) {
      throw notFound('Enrolment');
    }
    const found = (await onlineEnrollmentsRepository.find(tx, input.enrollmentId))!;
    const before = await enrollmentView(tx, found, now);
    const day = before.days.find((row) => row.day === input.day);
    const problems = patchProblems(input, {
      enrolledDay: before.firstDay,
      today: before.today,
      dayRawSeconds: day?.rawSeconds ?? 0,
      dayPatchSeconds: day?.patchSeconds ?? 0,
    });
    if (problems.length > 0) {
      throw validationError(
        problems.map((problem) => ({ path: `input.${problem.field}`, message: problem.message })),
      );
    }
    await onlineEnrollmentsRepository.insertPatch(tx, {
      enrollmentId: input.enrollmentId,
      day: input.day,
      seconds: input.seconds,
      reason: input.reason,
      createdById: viewer.userId,
      createdByName: viewer.name,
      createdAt: now,
    });
    const after = await enrollmentView(tx, found, now);
    const dayAfter = after.days.find((row) => row.day === input.day);
    await audit.record({
      collection: 'OnlineEnrollments',
      id: input.enrollmentId,
      action: 'Update',
      // Keyed by day, so the entry names the day: seatTime.<day>.creditedSeconds old → new.
      before: {
        seatTime: {
          [input.day]: {
            adjustedSeconds: day?.adjustedSeconds ?? 0,
            creditedSeconds: day?.creditedSeconds ?? 0,
          },
        },
      },
      after: {
        seatTime: {
          [input.day]: {
            adjustedSeconds: dayAfter?.adjustedSeconds ?? 0,
            creditedSeconds: dayAfter?.creditedSeconds ?? 0,
          },
        },
        patch: { seconds: input.seconds, reason: input.reason },
      },
    });
    await recordUserLog(tx, {
      studentId: found.enrollment.studentId,
      kind: 'Manual',
      type: 'onlineCourse.seatTimePatched',
      message: `Seat time of ${input.day} in ${found.course.name} ${input.seconds > 0 ? '+' : '−'}${minutes(Math.abs(input.seconds))} (${input.reason}); credited ${minutes(day?.creditedSeconds ?? 0)} → ${minutes(dayAfter?.creditedSeconds ?? 0)}`,
      actor: actorOf(viewer),
    });
  });
  const found = await onlineEnrollmentsRepository.find(platform.db.db, input.enrollmentId);
  return enrollmentView(platform.db.db, found!, now);
}
