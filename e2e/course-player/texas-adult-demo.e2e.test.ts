// The acceptance walk of the demo Texas 6-hour adult course (docs/seat-time.md "Demo course"), on
// the demo data a first start seeds: Emma, the demo student, studies it in the course player from
// where the seed left her. Each lesson stays locked until its 55-minute minimum is studied; the
// hour each lesson takes is put on the record as timer events with earlier server times (a fake
// clock, as the seed records her study of yesterday), never waited for. Halfway an identity
// question comes (its wait moved to now on the record) and she answers it with her demo answer.
// She passes every lesson quiz (the first after a failed attempt that shows the score only), fails
// the final exam without seeing a right answer, passes it, and only then has her certificate. A
// Classroom manager then downloads the audit report, which lists it all. The page moves between
// 1280 and 390 px along the way; axe and a screenshot at both widths on each screen that matters.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed.ts';
import { courses } from '../../src/server/modules/courses/courses.tables.ts';
import { finalExamAttempts } from '../../src/server/modules/final-exam/final-exam.tables.ts';
import { DEMO_IDENTITY_QUESTIONS } from '../../src/server/modules/identity-checks/identity-checks.seed.ts';
import { lectureParts, lectures } from '../../src/server/modules/lectures/lectures.tables.ts';
import {
  courseTimerEvents,
  onlineEnrollments,
} from '../../src/server/modules/online-enrollments/online-enrollments.tables.ts';
import { quizQuestions } from '../../src/server/modules/practice-tests/practice-tests.tables.ts';
import { students } from '../../src/server/modules/students/students.tables.ts';
import { users } from '../../src/server/auth/auth.tables.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';
import { E2E_BOOKING_PHONE, startServerAtOwnOrigin } from '../support/web-server.ts';
import { signInContext } from '../admin/admin-server.ts';

const EMMA = { email: 'emma.johnson@roadready.demo', password: DEMO_PASSWORD };
const CLASSROOM = { email: 'classroom@roadready.demo', password: DEMO_PASSWORD };
const COURSE = 'Texas 6-hour adult drivers ed';
/** The adult course's certificate number (TDLR ADEE-1317 range of the demo). */
const ADULT_CERTIFICATE = /^ADEE-1\d{5}$/;
/** What no screen may show people: ids, enum codes, time zone ids, times in UTC. */
const UNREADABLE = [
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i,
  /\b(adult-drivers-ed|answersWhenPassed|restartCourse|timedOut|trafficLaws|passed_|ClassroomManager)\b/,
  /\d{2}:\d{2}(:\d{2})?(\.\d+)?Z\b|\bUTC\b/,
  /\bAmerica\/[A-Z]/,
];

let server: TestServer;
let browser: Browser;
let studentId: string;
let enrollmentId: string;
let enrolledAt: Date;
let lessons: { id: string; title: string }[];

beforeAll(async () => {
  server = await startServerAtOwnOrigin(
    { BOOKING_PHONE: E2E_BOOKING_PHONE, GRAPHQL_FREE_FORM: 'staff' },
    { seed: true },
  );
  browser = await launchBrowser();
  const db = server.platform.db.db;
  const [account] = await db.select().from(users).where(eq(users.email, EMMA.email));
  const [row] = await db
    .select({ enrollment: onlineEnrollments, studentId: students.id })
    .from(onlineEnrollments)
    .innerJoin(courses, eq(courses.id, onlineEnrollments.courseId))
    .innerJoin(students, eq(students.id, onlineEnrollments.studentId))
    .where(and(eq(students.userId, account!.id), eq(courses.name, COURSE)));
  studentId = row!.studentId;
  enrollmentId = row!.enrollment.id;
  enrolledAt = row!.enrollment.enrolledAt;
  lessons = await db
    .select({ id: lectures.id, title: lectures.title })
    .from(lectures)
    .where(eq(lectures.courseId, row!.enrollment.courseId))
    .orderBy(asc(lectures.position));
  // The controlled clock of the identity checks: no question comes by itself during the walk.
  await setNextQuestionAt(new Date(Date.now() + 3 * 3600_000));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function setNextQuestionAt(at: Date) {
  await server.platform.db.db
    .update(onlineEnrollments)
    .set({ identityNextCheckAt: at })
    .where(eq(onlineEnrollments.id, enrollmentId));
}

/**
 * An hour studied on lesson `index` (0-based), put on the record as the course timer leaves it,
 * with server times of our choosing (the fake clock): each lesson's hour sits in its own window
 * after the enrolment, before the demo's own study of yesterday evening. Heartbeats every 120 s,
 * the idle limit, so each gap credits in full.
 */
async function studyAnHour(index: number) {
  const from = enrolledAt.getTime() + 3600_000 + index * 4200_000;
  const events: (typeof courseTimerEvents.$inferInsert)[] = [];
  for (let second = 0; second <= 3600; second += 120) {
    events.push({
      enrollmentId,
      session: `lesson-${index + 1}`,
      kind: second === 0 ? 'start' : second === 3600 ? 'end' : 'heartbeat',
      seq: events.length,
      lectureId: lessons[index]!.id,
      receivedAt: new Date(from + second * 1000),
    });
  }
  await server.platform.db.db.insert(courseTimerEvents).values(events);
}

/** The quiz's questions of lesson `index` with the right choice, as staff wrote them. */
async function quizOf(index: number) {
  const db = server.platform.db.db;
  const parts = await db
    .select({ id: lectureParts.id })
    .from(lectureParts)
    .where(and(eq(lectureParts.lectureId, lessons[index]!.id), eq(lectureParts.type, 'quiz')));
  return db
    .select()
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.lecturePartId,
        parts.map((part) => part.id),
      ),
    )
    .orderBy(asc(quizQuestions.position));
}

/**
 * Checks an answer for each numbered question in `scope` (a quiz or the exam form): the right
 * choice, or the one after it when `right` is false, so every answer is wrong.
 */
async function choose(
  scope: Page | Locator,
  questions: readonly { prompt: string; choices: readonly string[]; correctIndex: number }[],
  right: boolean,
) {
  for (const [at, question] of questions.entries()) {
    const choice = right
      ? question.correctIndex
      : (question.correctIndex + 1) % question.choices.length;
    await scope
      .getByRole('group', { name: `${at + 1}. ${question.prompt}` })
      .getByRole('radio', { name: question.choices[choice]!, exact: true })
      .check();
  }
}

async function answerQuiz(page: Page, index: number, right: boolean) {
  await choose(page, await quizOf(index), right);
  await page.getByRole('button', { name: 'Check answers' }).click();
}

/** Axe, a screenshot and no unreadable text, at 1280 and at 390 px; back to the width it had. */
async function checkScreen(
  page: Page,
  name: string,
  viewports: readonly { width: number; height: number }[] = [VIEWPORTS.desktop, VIEWPORTS.mobile],
) {
  const current = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    expect(await findAxeViolations(page), `${name} at ${viewport.width}`).toEqual([]);
    await saveScreenshot(page, `${name}-${viewport.width}`);
    const text = await page.locator('body').innerText();
    for (const pattern of UNREADABLE) expect(text, `${name}: ${pattern}`).not.toMatch(pattern);
  }
  if (current) await page.setViewportSize(current);
}

const lectureList = (page: Page) => page.getByRole('navigation', { name: 'Course lectures' });
const lectureButton = (page: Page, index: number, state: string) =>
  lectureList(page).getByRole('button', {
    name: new RegExp(`${index + 1}\\. ${lessons[index]!.title}\\s*${state}`),
  });

/** The open exam attempt's questions as drawn, right choices included (read from the record). */
async function openAttempt() {
  const [attempt] = await server.platform.db.db
    .select()
    .from(finalExamAttempts)
    .where(
      and(eq(finalExamAttempts.enrollmentId, enrollmentId), isNull(finalExamAttempts.submittedAt)),
    );
  return attempt!;
}

async function answerExam(page: Page, right: boolean) {
  await page.getByRole('button', { name: /Start the final exam|Resume the final exam/ }).click();
  // The attempt is on the record once its form shows, not when the click returns.
  await page.getByRole('form', { name: /^Final exam, attempt \d+$/ }).waitFor();
  const attempt = await openAttempt();
  const form = page.getByRole('form', { name: `Final exam, attempt ${attempt.number}` });
  await form.waitFor();
  await choose(form, attempt.questions, right);
  await form.getByRole('button', { name: 'Submit the exam' }).click();
  return attempt;
}

describe('the demo Texas adult course, start to certificate', () => {
  it('Emma studies every lesson past its minimum, answers an identity question, passes the quizzes and the final exam, and gets her certificate last', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, EMMA);
      // No adult certificate before the course is done.
      await page.goto(`${server.url}/portal`);
      await page.getByRole('heading', { name: 'My certificates' }).waitFor();
      await page.getByRole('link', { name: 'My online courses' }).waitFor();
      expect(await page.getByRole('heading', { name: ADULT_CERTIFICATE }).count()).toBe(0);
      await page.goto(`${server.url}/portal/courses/${enrollmentId}`);
      await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();

      for (const index of lessons.keys()) {
        // The lesson is open, its minimum not met: "Mark as read" waits, the next stays locked,
        // and the page counts down the time left on the lesson.
        await lectureButton(page, index, 'Open').waitFor();
        if (index + 1 < lessons.length) {
          expect(await lectureButton(page, index + 1, 'Locked').isDisabled()).toBe(true);
        }
        await page.getByText('Time left on this lecture:').waitFor();
        expect(await page.getByRole('button', { name: 'Mark as read' }).isDisabled()).toBe(true);
        if (index === 0) {
          expect(await page.getByRole('timer').first().textContent()).toMatch(/^5[45]:\d{2}$/);
          await page.getByText('Complete every lecture and quiz first.').waitFor();
          await checkScreen(page, 'texas-adult-lesson-locked');
        }

        await studyAnHour(index);
        if (index === 2) {
          // Halfway: the wait for the next identity question is over (moved on the record).
          await setNextQuestionAt(new Date(Date.now() - 1000));
        }
        await page.reload();
        if (index === 2) {
          const dialog = page.getByRole('dialog', { name: 'Identity check' });
          await dialog.waitFor();
          await dialog.getByRole('timer').waitFor();
          await checkScreen(page, 'texas-adult-identity-question');
          const prompt = (await dialog.locator('label').textContent())!.trim();
          const demo = DEMO_IDENTITY_QUESTIONS.find((question) => question.prompt === prompt)!;
          await dialog.getByRole('textbox', { name: prompt }).fill(demo.demoAnswer);
          await dialog.getByRole('button', { name: 'Answer' }).click();
          await page.getByText('Thank you: answered right. The course timer runs again.').waitFor();
          await dialog.waitFor({ state: 'detached' });
          await setNextQuestionAt(new Date(Date.now() + 3 * 3600_000));
        }
        await page.getByText('You have studied the time this lecture asks for.').waitFor();
        await page.getByRole('button', { name: 'Mark as read' }).click();
        await page.getByText('Read. Pass the quiz to complete this lecture.').waitFor();
        if (index === 0) {
          // A failed attempt tells the score only: no right answer, no explanation.
          await answerQuiz(page, index, false);
          await page.getByText('0 of 3 right: not passed (70 % needed).').waitFor();
          await page.getByText('The right answers are not shown until you pass').waitFor();
          expect(await page.getByText(/^The answer is/).count()).toBe(0);
          await checkScreen(page, 'texas-adult-quiz-failed', [VIEWPORTS.desktop]);
        }
        await answerQuiz(page, index, true);
        await page.getByText(`Quiz ${index + 1} passed (best 3 of 3).`).waitFor();
        await lectureButton(page, index, '✓ Completed').waitFor();
        if (index + 1 < lessons.length) {
          await page
            .getByRole('button', { name: `Next lecture: ${lessons[index + 1]!.title}` })
            .click();
        }
        // The second half of the course on a phone.
        if (index === 2) await page.setViewportSize(VIEWPORTS.mobile);
      }

      // Every lesson done and the seat time complete: the final exam opens; no certificate yet.
      const exam = page.getByRole('region', { name: 'Final exam' });
      await exam
        .getByText('30 questions; 70 % right needed in each section. 3 of 3 attempts left.')
        .waitFor();
      expect(await page.getByText('You completed this course').count()).toBe(0);
      const failed = await answerExam(page, false);
      await exam.getByText('Attempt 1: 0 of 30 right (0 %).', { exact: false }).waitFor();
      await exam.getByText('2 attempts left').waitFor();
      await exam.getByText('The right answers are not shown').waitFor();
      // Nothing of the attempt's questions or their right answers stays on the page.
      const afterFail = await page.locator('body').innerText();
      for (const question of failed.questions) expect(afterFail).not.toContain(question.prompt);
      expect(await page.getByText('You completed this course').count()).toBe(0);
      await checkScreen(page, 'texas-adult-exam-failed');

      await page.setViewportSize(VIEWPORTS.desktop);
      await answerExam(page, true);
      await exam
        .getByText('Attempt 2: 30 of 30 right (100 %). You passed the final exam.')
        .waitFor();
      await page
        .getByText('Your certificate is ready under My certificates.', { exact: false })
        .waitFor();
      await checkScreen(page, 'texas-adult-completed');

      await page.goto(`${server.url}/portal`);
      await page.getByRole('heading', { name: ADULT_CERTIFICATE }).waitFor();
      await checkScreen(page, 'texas-adult-certificate', [VIEWPORTS.desktop]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('a Classroom manager sees it all on the Online courses tab and in the audit report', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, CLASSROOM);
      await page.goto(`${server.url}/admin/students/${studentId}?tab=online-courses`);
      const card = page.getByRole('region', { name: COURSE, exact: true });
      await card
        .getByText('answers given; 2 asked, 2 answered right, 0 missed', { exact: false })
        .waitFor();
      await checkScreen(page, 'texas-adult-staff-tab');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: `Download the audit report of ${COURSE} as CSV` }).click(),
      ]);
      const csv = readFileSync(await download.path(), 'utf8');
      const rows = csv.split(/\r?\n/);
      const section = (name: string) => rows.filter((row) => row.startsWith(`${name},`));
      // Six lessons each past its minimum, the two questions and the two exam attempts.
      expect(section('Lecture').filter((row) => row.includes('minimum met'))).toHaveLength(6);
      expect(section('Identity question'), csv).toHaveLength(2);
      const exams = section('Final exam');
      expect(exams).toHaveLength(2);
      expect(exams[0]).toMatch(/Attempt 1,+"failed, 0 % \(0 of 30\)/);
      expect(exams[1]).toMatch(/Attempt 2,+"passed, 100 % \(30 of 30\)/);
      expect(section('Certificate')[0]).toMatch(/ADEE-1\d{5}/);
    } finally {
      await context.close();
    }
  });
});
