// Identity validation (docs/seat-time.md "Identity validation"). Staff keep the school's list of
// personal questions. A student of a course whose rule asks questions gives the answers once per
// enrolment (the course player asks at its first open); they are stored hashed and never sent
// back. While studying, the server asks one of them when the rule's random wait is over: the
// course timer refuses to run while a question waits, a wrong or late answer is a miss, and the
// rule's number of misses ends the enrolment with the reason staff read on it.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  identityGate,
  nextCheckAt,
  pickQuestion,
} from '../../../domain/identity-checks/challenge-schedule.ts';
import {
  asksIdentityQuestions,
  identityCheckRuleProblems,
  type IdentityCheckRule,
} from '../../../domain/identity-checks/identity-check-rule.ts';
import {
  failureReason,
  identityStanding,
  settleAnswer,
  type ChallengeResult,
  type IdentityStanding,
} from '../../../domain/identity-checks/identity-standing.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import {
  AppError,
  forbidden,
  fromZodIssues,
  notFound,
  validationError,
} from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction, type AuditRecorder } from '../audit/audit-capture.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { coursesAudit } from '../courses/courses.service.ts';
import type { CourseRow } from '../courses/courses.tables.ts';
import {
  onlineEnrollmentsRepository,
  type EnrollmentWithCourse,
} from '../online-enrollments/online-enrollments.repository.ts';
import { onlineEnrollmentsAudit } from '../online-enrollments/online-enrollments.service.ts';
import { onlineEnrollments } from '../online-enrollments/online-enrollments.tables.ts';
import { holdsStudentAs } from '../students/students.service.ts';
import { actorOf, recordUserLog } from '../students/user-logs.service.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { identityChecksRepository } from './identity-checks.repository.ts';
import { answerMatches, hashAnswer } from './identity-hash.ts';
import {
  identityQuestions,
  type IdentityChallengeRow,
  type IdentityQuestionRow,
} from './identity-checks.tables.ts';

/** Crypto-strength [0, 1): a student cannot predict when the next question comes. */
export const secureRandom = (): number => randomInt(0, 2 ** 32) / 2 ** 32;

/** Path `IdentityQuestions/<id>`: the school's list changes what every student is asked. */
const identityQuestionsAudit = auditedEntity({
  collection: 'IdentityQuestions',
  table: identityQuestions,
  id: identityQuestions.id,
});

// --- The school's list (staff) ---

const promptInput = z.object({
  prompt: z
    .string()
    .trim()
    .min(5, 'is at least 5 characters')
    .max(200, 'is at most 200 characters'),
});

export async function createIdentityQuestion(
  platform: Platform,
  viewer: Viewer,
  raw: { prompt: string },
): Promise<IdentityQuestionRow> {
  const parsed = promptInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) =>
    audit.insert(identityQuestionsAudit, {
      prompt: parsed.data.prompt,
      position: await identityChecksRepository.nextPosition(tx),
    }),
  );
}

export async function updateIdentityQuestion(
  platform: Platform,
  viewer: Viewer,
  id: string,
  raw: { prompt: string },
  now = new Date(),
): Promise<IdentityQuestionRow> {
  if (!isUuid(id)) throw notFound('Identity question');
  const parsed = promptInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await identityChecksRepository.findQuestion(tx, id);
    if (!current || current.retiredAt) throw notFound('Identity question');
    const changed = await audit.update(identityQuestionsAudit, id, {
      prompt: parsed.data.prompt,
      updatedAt: now,
    });
    return changed!.after;
  });
}

/**
 * Takes a question off the list: new enrolments are no longer asked it. Answers given to it stay,
 * and it may still be asked of the enrolments that answered it (their record is what they gave).
 */
export async function retireIdentityQuestion(
  platform: Platform,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<IdentityQuestionRow> {
  if (!isUuid(id)) throw notFound('Identity question');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await identityChecksRepository.findQuestion(tx, id);
    if (!current || current.retiredAt) throw notFound('Identity question');
    const changed = await audit.update(identityQuestionsAudit, id, {
      retiredAt: now,
      updatedAt: now,
    });
    return changed!.after;
  });
}

// --- The student's side ---

export interface IdentityCheckView {
  /** The course's rule asks questions and the school has some (or the answers were given). */
  asksQuestions: boolean;
  answered: boolean;
  /** The questions to answer now (at the first open); empty once answered. */
  questionsToAnswer: IdentityQuestionRow[];
  standing: IdentityStanding;
  /** Why the product ended the enrolment, when it did. */
  endedReason: string | null;
  answerSeconds: number;
  maxMisses: number;
}

/** The identity checks of an enrolment as its student and staff read them: never an answer. */
export async function identityCheckView(
  db: Executor,
  found: EnrollmentWithCourse,
): Promise<IdentityCheckView> {
  const { course, enrollment } = found;
  const ruleOn = asksIdentityQuestions(course);
  const answered = enrollment.identityAnsweredAt !== null;
  const active = ruleOn && !answered ? await identityChecksRepository.activeQuestions(db) : [];
  const challenges = await identityChecksRepository.challenges(db, enrollment.id);
  return {
    asksQuestions: ruleOn && (answered || active.length > 0),
    answered,
    questionsToAnswer: enrollment.status === 'Enrolled' ? active : [],
    standing: identityStanding(
      challenges.map((row) => row.result),
      course.identityMaxMisses,
    ),
    endedReason: enrollment.endedReason,
    answerSeconds: course.identityAnswerSeconds,
    maxMisses: course.identityMaxMisses,
  };
}

/**
 * The caller's own enrolment, locked for the rest of the transaction, with how the caller holds
 * it: the student's own sign-in or a parent's account.
 */
async function ownLocked(
  tx: Executor,
  viewer: Viewer,
  enrollmentId: string,
): Promise<EnrollmentWithCourse & { heldAs: 'student' | 'parent' }> {
  if (!isUuid(enrollmentId) || !(await onlineEnrollmentsRepository.lock(tx, enrollmentId))) {
    throw notFound('Enrolment');
  }
  const found = (await onlineEnrollmentsRepository.find(tx, enrollmentId))!;
  const heldAs = await holdsStudentAs(tx, viewer, found.enrollment.studentId);
  if (!heldAs) throw forbidden();
  return { ...found, heldAs };
}

const answersInput = z
  .array(
    z.object({
      questionId: z.string().refine(isUuid, 'is not a question id'),
      answer: z.string().trim().min(1, 'is required').max(200, 'is at most 200 characters'),
    }),
  )
  .max(50, 'has too many answers');

/**
 * The student's answers to every question on the school's list, once per enrolment. Stored as
 * hashes of the normalised answers; the first question's wait starts now.
 */
export async function submitIdentityAnswers(
  platform: Platform,
  viewer: Viewer,
  enrollmentId: string,
  raw: readonly { questionId: string; answer: string }[],
  now = new Date(),
  random: () => number = secureRandom,
): Promise<void> {
  const parsed = answersInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'answers');
  // Hashing is slow on purpose: done before the transaction, which then only writes.
  const hashed = await Promise.all(
    parsed.data.map(async (row) => ({ ...row, answerHash: await hashAnswer(row.answer) })),
  );
  await platform.db.transaction(async (tx) => {
    const found = await ownLocked(tx, viewer, enrollmentId);
    // The answers are the student's facts, checked later against the one studying: a parent's
    // account that holds the record may not give them (docs/seat-time.md part 6).
    if (found.heldAs !== 'student') throw new AppError('FORBIDDEN', ONLY_THE_STUDENT_GIVES_ANSWERS);
    const { course, enrollment } = found;
    if (enrollment.status !== 'Enrolled') {
      throw validationError([{ path: 'enrollmentId', message: 'has ended' }]);
    }
    if (!asksIdentityQuestions(course)) {
      throw validationError([
        { path: 'enrollmentId', message: 'is in a course that asks no identity questions' },
      ]);
    }
    if (enrollment.identityAnsweredAt) {
      throw validationError([{ path: 'answers', message: 'are given already' }]);
    }
    const active = await identityChecksRepository.activeQuestions(tx);
    const given = new Map(hashed.map((row) => [row.questionId, row]));
    const missing = active.filter((question) => !given.has(question.id));
    const foreign = hashed.filter(
      (row) => !active.some((question) => question.id === row.questionId),
    );
    if (missing.length > 0 || foreign.length > 0 || given.size !== hashed.length) {
      throw validationError([
        {
          path: 'answers',
          message: `must answer each of the school's ${active.length} questions once`,
        },
      ]);
    }
    await identityChecksRepository.insertAnswers(
      tx,
      active.map((question) => ({
        enrollmentId,
        questionId: question.id,
        answerHash: given.get(question.id)!.answerHash,
        createdAt: now,
      })),
    );
    await tx
      .update(onlineEnrollments)
      .set({ identityAnsweredAt: now, identityNextCheckAt: nextCheckAt(now, course, random) })
      .where(eq(onlineEnrollments.id, enrollmentId));
    await recordUserLog(tx, {
      studentId: enrollment.studentId,
      kind: 'Manual',
      type: 'onlineCourse.identityAnswered',
      message: `Answered the ${active.length} personal questions for identity checks in ${course.name}`,
      actor: actorOf(viewer),
    });
  });
}

export type StudyVerdict =
  | { kind: 'study' }
  | { kind: 'needsAnswers' }
  | { kind: 'pending'; challenge: IdentityChallengeRow }
  | { kind: 'failed' };

/**
 * The identity checks' say on studying now, inside the caller's transaction under the enrolment's
 * lock: settles a question whose time ran out, asks one when the wait is over, and fails the
 * enrolment at the rule's number of misses.
 */
export async function identityCheckpoint(
  tx: Transaction,
  audit: AuditRecorder,
  viewer: Viewer,
  found: EnrollmentWithCourse,
  now: Date,
  random: () => number = secureRandom,
): Promise<StudyVerdict> {
  const { course, enrollment } = found;
  if (enrollment.status !== 'Enrolled' || enrollment.completedAt) return { kind: 'study' };
  const ruleOn = asksIdentityQuestions(course);
  const answered = enrollment.identityAnsweredAt !== null;
  const schoolQuestions =
    ruleOn && !answered ? (await identityChecksRepository.activeQuestions(tx)).length : 0;
  const pending = ruleOn ? await identityChecksRepository.pending(tx, enrollment.id) : null;
  const gate = identityGate({
    asksQuestions: ruleOn,
    schoolQuestions,
    answered,
    pending,
    nextCheckAt: enrollment.identityNextCheckAt,
    now,
  });
  switch (gate.kind) {
    case 'off':
    case 'clear':
      return { kind: 'study' };
    case 'needsAnswers':
      return { kind: 'needsAnswers' };
    case 'pending':
      return { kind: 'pending', challenge: pending! };
    case 'schedule':
      await scheduleNext(tx, found, now, random);
      return { kind: 'study' };
    case 'expired': {
      const failed = await settle(tx, audit, viewer, found, pending!, 'timedOut', now, random);
      return failed ? { kind: 'failed' } : { kind: 'study' };
    }
    case 'ask': {
      const answeredIds = await identityChecksRepository.answeredQuestionIds(tx, enrollment.id);
      const last = await identityChecksRepository.lastAsked(tx, enrollment.id);
      const questionId = pickQuestion(answeredIds, last?.questionId ?? null, random);
      if (!questionId) return { kind: 'study' };
      const question = (await identityChecksRepository.findQuestion(tx, questionId))!;
      const challenge = await identityChecksRepository.insertChallenge(tx, {
        enrollmentId: enrollment.id,
        questionId,
        prompt: question.prompt,
        askedAt: now,
        expiresAt: new Date(now.getTime() + course.identityAnswerSeconds * 1000),
      });
      return { kind: 'pending', challenge };
    }
  }
}

async function scheduleNext(
  tx: Executor,
  { course, enrollment }: EnrollmentWithCourse,
  from: Date,
  random: () => number,
) {
  await tx
    .update(onlineEnrollments)
    .set({ identityNextCheckAt: nextCheckAt(from, course, random) })
    .where(eq(onlineEnrollments.id, enrollment.id));
}

/** Settles a question; answers whether the enrolment failed with it. */
async function settle(
  tx: Transaction,
  audit: AuditRecorder,
  viewer: Viewer,
  found: EnrollmentWithCourse,
  challenge: IdentityChallengeRow,
  result: ChallengeResult,
  now: Date,
  random: () => number,
): Promise<boolean> {
  const { course, enrollment } = found;
  await identityChecksRepository.settle(tx, challenge.id, result, now);
  const standing = identityStanding(
    (await identityChecksRepository.challenges(tx, enrollment.id)).map((row) => row.result),
    course.identityMaxMisses,
  );
  if (result !== 'passed') {
    await recordUserLog(tx, {
      studentId: enrollment.studentId,
      kind: 'Manual',
      type: 'onlineCourse.identityMissed',
      message: `Identity question in ${course.name} ${result === 'wrong' ? 'answered wrong' : 'not answered in time'}: ${standing.missed} of ${course.identityMaxMisses} misses allowed`,
      actor: actorOf(viewer),
    });
  }
  if (!standing.failed) {
    await scheduleNext(tx, found, now, random);
    return false;
  }
  const reason = failureReason(standing);
  await audit.update(onlineEnrollmentsAudit, enrollment.id, {
    status: 'Unenrolled',
    endedAt: now,
    endedReason: reason,
    identityNextCheckAt: null,
    updatedAt: now,
  });
  await recordUserLog(tx, {
    studentId: enrollment.studentId,
    kind: 'Manual',
    type: 'onlineCourse.identityFailed',
    message: `Enrolment in ${course.name} ended. ${reason}`,
    actor: actorOf(viewer),
  });
  return true;
}

/**
 * `identityChallenge(enrollmentId)`: the question the student must answer now, or null. Asks one
 * when its time has come; the course player calls it while open.
 */
export async function identityChallenge(
  platform: Platform,
  viewer: Viewer,
  enrollmentId: string,
  now = new Date(),
  random: () => number = secureRandom,
): Promise<IdentityChallengeRow | null> {
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const found = await ownLocked(tx, viewer, enrollmentId);
    // A parent's account only looks: it sees a question that waits for the student, and neither
    // asks one nor settles one (only the student's own study does; docs/seat-time.md part 6).
    if (found.heldAs !== 'student') {
      const pending = await identityChecksRepository.pending(tx, enrollmentId);
      return pending && pending.expiresAt > now ? pending : null;
    }
    const verdict = await identityCheckpoint(tx, audit, viewer, found, now, random);
    return verdict.kind === 'pending' ? verdict.challenge : null;
  });
}

export interface ChallengeAnswer {
  challenge: IdentityChallengeRow;
  result: ChallengeResult;
  missesLeft: number;
  enrollmentFailed: boolean;
}

const answerInput = z.string().max(200, 'is at most 200 characters');

/** Said to a parent's account that opens the teen's course player when a question waits. */
export const ONLY_THE_STUDENT_ANSWERS =
  'Only the student may answer an identity question, signed in with their own account: a parent’s account cannot answer it for them.';

/** Said to a parent's account that sends the personal answers the student gives at the first open. */
export const ONLY_THE_STUDENT_GIVES_ANSWERS =
  'Only the student may give the answers to the personal questions, signed in with their own account: a parent’s account cannot give them for them.';

/**
 * Whether the viewer is the enrolled student's own sign-in. A parent's account holds the teen's
 * record and may open the course player, but the check is that the enrolled student is the one
 * studying, so only the student's own sign-in answers.
 */
export async function isStudentThemself(
  db: Executor,
  viewer: Viewer,
  enrollmentId: string,
): Promise<boolean> {
  const found = await onlineEnrollmentsRepository.find(db, enrollmentId);
  return (
    found !== null && (await holdsStudentAs(db, viewer, found.enrollment.studentId)) === 'student'
  );
}

export async function answerIdentityChallenge(
  platform: Platform,
  viewer: Viewer,
  challengeId: string,
  rawAnswer: string,
  now = new Date(),
  random: () => number = secureRandom,
): Promise<ChallengeAnswer> {
  if (!isUuid(challengeId)) throw notFound('Identity question');
  const parsed = answerInput.safeParse(rawAnswer);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'answer');
  const seen = await identityChecksRepository.findChallenge(platform.db.db, challengeId);
  if (!seen) throw notFound('Identity question');
  const enrolled = await onlineEnrollmentsRepository.find(platform.db.db, seen.enrollmentId);
  const heldAs = enrolled
    ? await holdsStudentAs(platform.db.db, viewer, enrolled.enrollment.studentId)
    : null;
  if (heldAs !== 'student') {
    // Someone who does not hold the record gets the plain refusal; a parent, who does, is told why.
    throw heldAs === 'parent' ? new AppError('FORBIDDEN', ONLY_THE_STUDENT_ANSWERS) : forbidden();
  }
  // Compared before the transaction (the hash is slow); the time counted is the request's.
  const stored = await identityChecksRepository.answerHashOf(
    platform.db.db,
    seen.enrollmentId,
    seen.questionId,
  );
  const matches = stored !== null && (await answerMatches(parsed.data, stored));
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const found = await ownLocked(tx, viewer, seen.enrollmentId);
    const challenge = (await identityChecksRepository.findChallenge(tx, challengeId))!;
    if (challenge.result !== null) {
      throw validationError([{ path: 'challengeId', message: 'is answered already' }]);
    }
    const result = settleAnswer(challenge.expiresAt, now, matches);
    const failed = await settle(tx, audit, viewer, found, challenge, result, now, random);
    const settled = (await identityChecksRepository.findChallenge(tx, challengeId))!;
    const standing = identityStanding(
      (await identityChecksRepository.challenges(tx, challenge.enrollmentId)).map(
        (row) => row.result,
      ),
      found.course.identityMaxMisses,
    );
    return {
      challenge: settled,
      result,
      missesLeft: standing.missesLeft,
      enrollmentFailed: failed,
    };
  });
}

// --- The course's rule (staff) ---

export type IdentityCheckRuleInput = Partial<IdentityCheckRule>;

const ruleOf = (course: CourseRow): IdentityCheckRule => ({
  identityCheckMinSeconds: course.identityCheckMinSeconds,
  identityCheckMaxSeconds: course.identityCheckMaxSeconds,
  identityAnswerSeconds: course.identityAnswerSeconds,
  identityMaxMisses: course.identityMaxMisses,
});

/** Changes the fields given; the whole rule is checked again (audited on the course). */
export async function updateIdentityCheckRule(
  platform: Platform,
  viewer: Viewer,
  courseId: string,
  raw: IdentityCheckRuleInput,
  now = new Date(),
): Promise<CourseRow> {
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const course = isUuid(courseId) ? await coursesRepository.findById(tx, courseId) : null;
    if (!course) throw notFound('Course');
    const given = Object.fromEntries(
      Object.entries(raw).filter(([, value]) => value !== undefined),
    );
    const rule: IdentityCheckRule = { ...ruleOf(course), ...given };
    const problems = identityCheckRuleProblems(rule);
    if (problems.length > 0) {
      throw validationError(
        problems.map((p) => ({ path: `input.${p.field}`, message: p.message })),
      );
    }
    const changed = await audit.update(coursesAudit, course.id, { ...rule, updatedAt: now });
    return changed!.after;
  });
}
