// The demo school's personal questions and the demo student's identity checks in the Texas adult
// course (docs/seat-time.md "Demo course"): the course takes the Texas rule, the student gave her
// answers when she enrolled, and one question was asked and answered right during yesterday's
// study, so the audit report lists a question. Her next question is due 20 to 40 minutes into
// her next study (the wait starts at her first study event), so a first start is studied freely
// at first; the answers are in docs/seat-time.md so anyone trying the demo can answer.
import { eq } from 'drizzle-orm';
import { defaultIdentityCheckRule } from '../../../domain/identity-checks/identity-check-rule.ts';
import type { Executor } from '../../db/client.ts';
import { courses } from '../courses/courses.tables.ts';
import {
  courseTimerEvents,
  onlineEnrollments,
} from '../online-enrollments/online-enrollments.tables.ts';
import { hashAnswer } from './identity-hash.ts';
import {
  identityAnswers,
  identityChallenges,
  identityQuestions,
} from './identity-checks.tables.ts';

/** The school's questions and the demo student's answers (documented for the demo). */
export const DEMO_IDENTITY_QUESTIONS = [
  { prompt: 'What is the house number of your home address?', demoAnswer: '1200' },
  { prompt: 'In which city were you born?', demoAnswer: 'Austin' },
  { prompt: 'What are the last four digits of your learner permit number?', demoAnswer: '4821' },
] as const;

export async function seedDemoIdentityChecks(
  db: Executor,
  texasAdult: { courseId: string; enrollmentId: string | null },
): Promise<void> {
  const questions = await db
    .insert(identityQuestions)
    .values(DEMO_IDENTITY_QUESTIONS.map(({ prompt }, position) => ({ prompt, position })))
    .returning();
  const { rule } = defaultIdentityCheckRule('TX', 'adult-drivers-ed');
  await db.update(courses).set(rule).where(eq(courses.id, texasAdult.courseId));
  if (!texasAdult.enrollmentId) return;
  const enrollmentId = texasAdult.enrollmentId;
  const [enrollment] = await db
    .select()
    .from(onlineEnrollments)
    .where(eq(onlineEnrollments.id, enrollmentId));
  const answeredAt = new Date(enrollment!.enrolledAt.getTime() + 5 * 60_000);
  const ordered = DEMO_IDENTITY_QUESTIONS.map((demo) =>
    questions.find((row) => row.prompt === demo.prompt)!,
  );
  await db.insert(identityAnswers).values(
    await Promise.all(
      ordered.map(async (question, index) => ({
        enrollmentId,
        questionId: question.id,
        answerHash: await hashAnswer(DEMO_IDENTITY_QUESTIONS[index]!.demoAnswer),
        createdAt: answeredAt,
      })),
    ),
  );
  // One question 25 minutes into yesterday's study, answered right 20 seconds later.
  const [first] = await db
    .select({ receivedAt: courseTimerEvents.receivedAt })
    .from(courseTimerEvents)
    .where(eq(courseTimerEvents.enrollmentId, enrollmentId))
    .orderBy(courseTimerEvents.receivedAt)
    .limit(1);
  if (first) {
    const askedAt = new Date(first.receivedAt.getTime() + 25 * 60_000);
    await db.insert(identityChallenges).values({
      enrollmentId,
      questionId: ordered[1]!.id,
      prompt: ordered[1]!.prompt,
      askedAt,
      expiresAt: new Date(askedAt.getTime() + rule.identityAnswerSeconds * 1000),
      settledAt: new Date(askedAt.getTime() + 20_000),
      result: 'passed',
    });
  }
  await db
    .update(onlineEnrollments)
    .set({ identityAnsweredAt: answeredAt, identityNextCheckAt: null })
    .where(eq(onlineEnrollments.id, enrollmentId));
}
