// The course player in a real browser (the acceptance scenario): staff build a two-lecture course
// with a quiz and enrol a student from student details; the student signs in, reads lecture 1,
// fails the quiz, retries and passes it, and sees the progress; staff see it in student details.
// Then the course asks identity questions: the student gives the answers at the next open and
// answers a question in the dialog that stops the timer; her parent, opening the same player while
// the question waits, is told that Emma has to answer it herself. Axe at 1280 and 390 px.
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseOfferings, courses } from '../../src/server/modules/courses/courses.tables.ts';
import { onlineEnrollments } from '../../src/server/modules/online-enrollments/online-enrollments.tables.ts';
import { createStudents } from '../../src/server/modules/ledger/testing/ledger-fixtures.ts';
import { studentsRepository } from '../../src/server/modules/students/students.repository.ts';
import { students } from '../../src/server/modules/students/students.tables.ts';
import { signIn } from '../../src/server/testing/auth-client.ts';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  submitSignInForm,
  waitForPath,
  waitForSignInForm,
  type TestAccount,
} from '../admin/admin-server.ts';

const COURSE = 'Texas teen online drivers ed';

let server: TestServer;
let browser: Browser;
let classroom: TestAccount;
let emma: TestAccount;
let studentId: string;
let courseId: string;

async function staff(query: string, variables: Record<string, unknown>, cookie: string) {
  const answer = await graphql(server, { query, variables }, cookie);
  expect(answer.errors).toBeUndefined();
  return answer.data as Record<string, { id: string }>;
}

/** Staff build the content through the API the editor uses: two lectures, a quiz in the first. */
async function buildContent(courseId: string) {
  const { cookie } = await signIn(server, classroom.email, classroom.password);
  const lecture = async (title: string) =>
    (
      await staff(
        `mutation C($input: CreateLectureInput!) { createLecture(input: $input) { id } }`,
        { input: { courseId, title } },
        cookie!,
      )
    )['createLecture']!.id;
  const part = async (input: Record<string, unknown>) =>
    (
      await staff(
        `mutation A($input: CreateLecturePartInput!) { createLecturePart(input: $input) { id } }`,
        { input },
        cookie!,
      )
    )['createLecturePart']!.id;
  const signs = await lecture('Road signs');
  const rightOfWay = await lecture('Right of way');
  await part({
    lectureId: signs,
    type: 'content',
    layout: 'title',
    content: { heading: 'Shapes mean something', text: 'A red octagon always means stop.' },
  });
  const quiz = await part({ lectureId: signs, type: 'quiz' });
  for (const [prompt, correctIndex] of [
    ['What does a red octagon mean?', 0],
    ['What does a downward triangle mean?', 1],
  ] as const) {
    await staff(
      `mutation Q($partId: ID!, $input: CreateLectureQuizQuestionInput!) { createLectureQuizQuestion(partId: $partId, input: $input) { id } }`,
      {
        partId: quiz,
        input: {
          prompt,
          choices: ['Stop', 'Yield', 'Speed up'],
          correctIndex,
          explanation: correctIndex === 0 ? 'Octagons are stop signs.' : 'Triangles mean yield.',
        },
      },
      cookie!,
    );
  }
  await part({
    lectureId: rightOfWay,
    type: 'content',
    layout: 'title',
    content: { heading: 'Who goes first', text: 'At a four-way stop, the first to arrive.' },
  });
}

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  classroom = await createDemoAccount(server, 'classroom@roadready.demo');
  emma = await createDemoAccount(server, 'emma.johnson@roadready.demo');
  const db = server.platform.db.db;
  [studentId] = (await createStudents(db, ['Emma Johnson'])) as [string];
  await db
    .update(students)
    .set({ usStateId: 'TX', userId: emma.id })
    .where(eq(students.id, studentId));
  const [course] = await db
    .insert(courses)
    .values({
      state: 'TX',
      category: 'drivers-ed',
      audience: 'teen',
      name: COURSE,
      requiredSeconds: 115_200,
      dailyCapSeconds: 7200,
      quizPassPercent: 100,
      priceCents: 9500,
      isPublished: true,
    })
    .returning();
  await db
    .insert(courseOfferings)
    .values({ courseId: course!.id, format: 'online', externalCourseId: 'TX-DE-ONLINE' });
  courseId = course!.id;
  await buildContent(courseId);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('course player', () => {
  it('staff enrol the student from student details', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/students/${studentId}?tab=online-courses`);
      await page.getByRole('button', { name: 'Enrol', exact: true }).click();
      const enrol = page.getByRole('dialog', { name: /Enrol Emma Johnson/ });
      await enrol.getByRole('combobox', { name: 'Course' }).click();
      await page.getByRole('option', { name: new RegExp(COURSE) }).click();
      await enrol.getByRole('button', { name: 'Enrol', exact: true }).click();
      await page.getByText('Enrolled.').waitFor();
      await page.getByText('Lectures 0 % complete · quizzes 0 % passed').waitFor();
    } finally {
      await context.close();
    }
  });

  it('the student reads lecture 1, fails the quiz, retries, passes and sees the progress', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await page.goto(`${server.url}/portal`);
      await waitForSignInForm(page);
      await submitSignInForm(page, emma.email, emma.password);
      await waitForPath(page, '/portal');
      await page.getByRole('link', { name: 'My online courses' }).click();
      await page.getByRole('heading', { name: 'My online courses', level: 1 }).waitFor();
      await page.getByRole('heading', { name: COURSE }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Continue: Road signs' }).click();

      const lectures = page.getByRole('navigation', { name: 'Course lectures' });
      await lectures.getByRole('button', { name: /1\. Road signs\s*Open/ }).waitFor();
      expect(
        await lectures.getByRole('button', { name: /2\. Right of way\s*Locked/ }).isDisabled(),
      ).toBe(true);
      await page.getByRole('heading', { name: 'Road signs', level: 2 }).waitFor();
      await page.getByText('A red octagon always means stop.').waitFor();
      await page.getByRole('button', { name: 'Mark as read' }).click();
      await page.getByText('Read. Pass the quiz to complete this lecture.').waitFor();

      const first = page.getByRole('group', { name: '1. What does a red octagon mean?' });
      const second = page.getByRole('group', { name: '2. What does a downward triangle mean?' });
      await first.getByRole('radio', { name: 'Stop' }).check();
      await second.getByRole('radio', { name: 'Stop' }).check();
      await page.getByRole('button', { name: 'Check answers' }).click();
      await page.getByText('1 of 2 right: not passed (100 % needed).', { exact: false }).waitFor();
      await second.getByText('The answer is “Yield”. Triangles mean yield.').waitFor();
      await lectures.getByRole('button', { name: /2\. Right of way\s*Locked/ }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);

      await second.getByRole('radio', { name: 'Yield' }).check();
      await page.getByRole('button', { name: 'Check answers' }).click();
      await page.getByText(/2 of 2 right: passed\. Quiz 1 passed/).waitFor();
      await lectures.getByRole('button', { name: /1\. Road signs\s*✓ Completed/ }).waitFor();
      await lectures.getByRole('button', { name: /2\. Right of way\s*Open/ }).waitFor();
      const summary = page.locator('dl');
      await summary.getByText('50 %').waitFor();
      await summary.getByText('100 %').waitFor();
      await saveScreenshot(page, 'course-player-1280');
      expect(await findAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Next lecture: Right of way' }).click();
      await page.getByRole('heading', { name: 'Right of way', level: 2 }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads well at 390 px', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, emma);
      await page.goto(`${server.url}/portal/courses`);
      await page.getByRole('link', { name: 'Continue: Right of way' }).waitFor();
      await saveScreenshot(page, 'my-online-courses-390');
      expect(await findAxeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Continue: Right of way' }).click();
      await page.getByRole('heading', { name: 'Right of way', level: 2 }).waitFor();
      await saveScreenshot(page, 'course-player-390');
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('staff see the progress and the quiz in student details', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/students/${studentId}?tab=online-courses`);
      await page
        .getByText('Lectures 50 % complete · quizzes 100 % passed · current lecture: Right of way')
        .waitFor();
      const row = page.getByRole('table', { name: `Quizzes, ${COURSE}` }).getByRole('row', {
        name: /1\. Road signs/,
      });
      await row.getByRole('cell', { name: '2 / 2' }).waitFor();
      await row.getByRole('cell', { name: 'Passed' }).waitFor();
      await saveScreenshot(page, 'course-player-student-details-1280');
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks the personal questions at the first open, then a question in a timed dialog', async () => {
    const { cookie } = await signIn(server, classroom.email, classroom.password);
    const answers: Record<string, string> = {
      'In which city were you born?': 'San Antonio',
      'What is the house number of your home address?': '1200',
    };
    for (const prompt of Object.keys(answers)) {
      await staff(
        `mutation Q($input: IdentityQuestionInput!) { createIdentityQuestion(input: $input) { id } }`,
        { input: { prompt } },
        cookie!,
      );
    }
    // Waits long enough that no question comes by itself during the test.
    await staff(
      `mutation R($id: ID!, $input: IdentityCheckRuleInput!) { updateCourseIdentityCheckRule(courseId: $id, input: $input) { id } }`,
      { id: courseId, input: { identityCheckMinSeconds: 3600, identityCheckMaxSeconds: 7200 } },
      cookie!,
    );
    const db = server.platform.db.db;
    const [enrollment] = await db
      .select({ id: onlineEnrollments.id })
      .from(onlineEnrollments)
      .where(eq(onlineEnrollments.studentId, studentId));
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, emma);
      await page.goto(`${server.url}/portal/courses/${enrollment!.id}`);
      await page
        .getByRole('heading', { name: 'Before you start: your personal questions', level: 2 })
        .waitFor();
      await saveScreenshot(page, 'course-player-identity-answers-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save my answers and start' }).click();
      await page.getByText('Please answer this question.').first().waitFor();
      for (const [prompt, answer] of Object.entries(answers)) {
        await page.getByRole('textbox', { name: prompt }).fill(answer);
      }
      await page.getByRole('button', { name: 'Save my answers and start' }).click();
      await page.getByRole('heading', { name: 'Right of way', level: 2 }).waitFor();

      // The wait is over (set on the server's record instead of waiting an hour): at the next
      // open the server asks, and the dialog counts down the time left.
      await db
        .update(onlineEnrollments)
        .set({ identityNextCheckAt: new Date(Date.now() - 1000) })
        .where(eq(onlineEnrollments.id, enrollment!.id));
      await page.reload();
      const dialog = page.getByRole('dialog', { name: 'Identity check' });
      await dialog.waitFor();
      await dialog.getByRole('timer').waitFor();
      await saveScreenshot(page, 'course-player-identity-check-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      await page.setViewportSize(VIEWPORTS.mobile);
      await saveScreenshot(page, 'course-player-identity-check-390');
      expect(await findAxeViolations(page)).toEqual([]);
      // Her parent's account holds her record and opens the same player: no answer dialog, a
      // warning that the student answers herself, no Mark as read (the server refuses both).
      const karen = await createDemoAccount(server, 'karen.johnson@roadready.demo');
      await studentsRepository.linkGuardian(db, karen.id, studentId);
      const parentView = await openPage(browser, VIEWPORTS.mobile);
      try {
        await signInContext(server, parentView.context, karen);
        await parentView.page.goto(`${server.url}/portal/courses/${enrollment!.id}`);
        await parentView.page
          .getByText('The student has to answer it themselves, signed in with their own account', {
            exact: false,
          })
          .waitFor();
        expect(await parentView.page.getByRole('dialog', { name: 'Identity check' }).count()).toBe(
          0,
        );
        // The parent follows the lecture the student is on, but does not do the student's work.
        await parentView.page.getByRole('heading', { name: 'Right of way', level: 2 }).waitFor();
        expect(await parentView.page.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
        await saveScreenshot(parentView.page, 'course-player-identity-check-parent-390');
        expect(await findAxeViolations(parentView.page)).toEqual([]);
      } finally {
        await parentView.context.close();
      }
      const prompt = (await dialog.locator('label').textContent())!.trim();
      await dialog
        .getByRole('textbox', { name: prompt })
        .fill(`  ${answers[prompt]!.toUpperCase()} `);
      await dialog.getByRole('button', { name: 'Answer' }).click();
      await page.getByText('Thank you: answered right. The course timer runs again.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
