import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../auth/auth.tables.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { listUsStates } from '../modules/states/states.repository.ts';
import { signIn } from '../testing/auth-client.ts';
import { and, eq } from 'drizzle-orm';
import { balancesByType } from '../../domain/ledger/ledger-state.ts';
import { readLedger } from '../modules/ledger/ledger.service.ts';
import { instructorsRepository } from '../modules/instructors/instructors.repository.ts';
import { pricingRepository } from '../modules/pricing/pricing.repository.ts';
import { productsRepository } from '../modules/products/products.repository.ts';
import { certificatesRepository } from '../modules/certificates/certificates.repository.ts';
import { listStudentEnrollments } from '../modules/online-enrollments/online-enrollments.service.ts';
import { lessonStudents } from '../modules/lessons/lessons.tables.ts';
import { students } from '../modules/students/students.tables.ts';
import { listUserLogs } from '../modules/students/user-logs.service.ts';
import { QUESTION_BANKS } from '../modules/practice-tests/question-bank/index.ts';
import { practiceTestStates } from '../modules/practice-tests/practice-tests.service.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedIfEmpty } from './seed.ts';
import { timesheetPeriod, timesheetPeriods } from '../modules/timesheets/timesheets.service.ts';
import { lecturesRepository } from '../modules/lectures/lectures.repository.ts';
import { identityChecksRepository } from '../modules/identity-checks/identity-checks.repository.ts';
import { DEMO_IDENTITY_QUESTIONS } from '../modules/identity-checks/identity-checks.seed.ts';
import {
  identityChallenge,
  identityCheckView,
} from '../modules/identity-checks/identity-checks.service.ts';
import { answerMatches } from '../modules/identity-checks/identity-hash.ts';
import { onlineEnrollmentsRepository } from '../modules/online-enrollments/online-enrollments.repository.ts';
import { courses } from '../modules/courses/courses.tables.ts';
import {
  areaPrices,
  findPublishedPage,
  pageCoupons,
  pageInstructors,
  pageMeetingPoints,
} from '../modules/landing-pages/landing-pages.public.ts';
import { SUPPORTED_STATE_CODES } from '../../domain/us-states.ts';
import { lessonTypeOfProduct } from '../../domain/booking/lesson-product-types.ts';
import { zipOfAddress } from '../../domain/zip-code.ts';
import { bookingPlaces } from '../modules/booking/booking-places.service.ts';
import { bookingQuote } from '../modules/booking/booking-quote.service.ts';
import { lessonTypesRepository } from '../modules/lesson-types/lesson-types.repository.ts';
import { searchSlotsIn, type SlotSearchInput } from '../modules/slot-search/slot-search.service.ts';
import { coordinatesOfZip } from '../geo/zip-coordinates.ts';
import { btwProgressText } from '../../domain/behind-the-wheel/btw-progress-text.ts';
import { readBtwProgress } from '../modules/behind-the-wheel/btw.service.ts';
import { btwReport } from '../modules/behind-the-wheel/btw-report.service.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('seedIfEmpty', () => {
  // The demo data covers 11 states (regions, prices, instructors, lessons) and every demo account
  // signs in once: a busy CI machine needs more than the default half minute.
  it('fills an empty database once, with working demo sign-ins', { timeout: 120_000 }, async () => {
    const seeded = await seedIfEmpty(server.platform);
    expect(seeded).not.toBeNull();
    const roles = seeded!.signIns.map((signIn) => signIn.role);
    expect(roles).toEqual(
      expect.arrayContaining(['Admin', 'Instructor', 'SyncCheckAdmin', 'Trainee', 'Student']),
    );

    const states = await listUsStates(server.platform.db.db);
    expect(states).toHaveLength(57);
    expect(states.filter((state) => state.isSupported).map((state) => state.code)).toEqual([
      'CA',
      'CO',
      'IL',
      'IN',
      'MD',
      'MO',
      'NV',
      'PA',
      'TX',
      'WA',
      'WI',
    ]);

    for (const demo of seeded!.signIns) {
      const result = await signIn(server, demo.email, demo.password);
      expect(result.status, demo.email).toBe(200);
      const viewer = await server.platform.auth.getViewer(new Headers({ cookie: result.cookie! }));
      const expected = DEMO_USERS.find((user) => user.email === demo.email)!;
      expect(viewer?.roles).toEqual(expect.arrayContaining(expected.roles));
      expect(viewer?.roles).toHaveLength(expected.roles.length);
    }

    expect(await seedIfEmpty(server.platform)).toBeNull();
  });

  it('gives the demo school a catalogue, price schemes and students who bought something', async () => {
    const db = server.platform.db.db;
    // Every public state ships a practice bank (practice-tests.int.test checks the banks).
    expect(await practiceTestStates(server.platform.db)).toEqual(
      SUPPORTED_STATE_CODES.map((state) => ({ state, count: QUESTION_BANKS[state]!.length })),
    );
    const products = await productsRepository.list(db, {}, { limit: 100, offset: 0 });
    expect(products.rows.map((product) => product.name)).toEqual(
      expect.arrayContaining(['Driving minutes', 'Teen package (6 h)', 'Texas 7 + 7 package']),
    );
    const schemes = await pricingRepository.listSchemes(db);
    expect(schemes.map((scheme) => scheme.name)).toEqual([
      'Bay Area standard',
      'Front Range standard',
      'Nationwide standard',
    ]);
    const [emma] = await db
      .select()
      .from(students)
      .where(eq(students.email, 'emma.johnson@roadready.demo'));
    const ledger = await readLedger(server.platform, emma!.id);
    // The Texas package by check and two home pickups in cash, then the demo lessons booked for
    // her (one ledger entry each), which take driving and observation minutes but no money.
    const places = await db
      .select({
        drivingMinutes: lessonStudents.drivingMinutes,
        observationMinutes: lessonStudents.observationMinutes,
      })
      .from(lessonStudents)
      .where(eq(lessonStudents.studentId, emma!.id));
    // One past and one future lesson, at times the slot search offered (lessons.seed.int.test),
    // and three lessons shared with her sister (behind-the-wheel demo).
    expect(places).toHaveLength(5);
    const sum = (minutes: number[]) => minutes.reduce((total, each) => total + each, 0);
    const drivenMinutes = sum(places.map((place) => place.drivingMinutes));
    const observedMinutes = sum(places.map((place) => place.observationMinutes));
    expect(observedMinutes).toBe(180);
    expect(ledger.version).toBe(2 + places.length);
    expect(ledger.state.fundsCents).toBe(92_900);
    // Her 7 h of driving are all taken or booked now (a balance of 0 is not listed).
    expect(balancesByType(ledger.state).get('drivingMinute') ?? 0).toBe(420 - drivenMinutes);
    expect(balancesByType(ledger.state).get('observationMinute')).toBe(420 - observedMinutes);
    const log = await listUserLogs(
      db,
      { studentId: emma!.id, filter: 'Manual' },
      { limit: 20, offset: 0 },
    );
    expect(log.rows.filter((row) => row.type === 'ledger.purchase')).toHaveLength(2);
  });

  it('gives the last pay period that is over timesheets with minutes and pay', async () => {
    const db = server.platform.db.db;
    const [dana] = await db.select().from(users).where(eq(users.email, 'admin@roadready.demo'));
    const viewer = {
      userId: dana!.id,
      name: dana!.name,
      email: '',
      sessionId: '',
      roles: ['Admin' as const],
    };
    const finished = (await timesheetPeriods(db, 3)).find((period) => period.isComplete)!;
    const view = await timesheetPeriod(server.platform, viewer, finished);
    expect(view.timesheets.length).toBeGreaterThan(0);
    const lines = view.timesheets.flatMap((sheet) => sheet.lines);
    expect(lines.filter((line) => line.kind === 'TEACHING').length).toBeGreaterThanOrEqual(3);
    // One demo lesson was recorded 15 minutes longer than booked.
    expect(lines.some((line) => line.minutes === 135)).toBe(true);
    expect(view.timesheets.every((sheet) => sheet.totalPayCents > 0)).toBe(true);
  });

  it('shows behind-the-wheel hours: the demo family in progress, a Washington teen who met the requirement', async () => {
    const db = server.platform.db.db;
    const [dana] = await db.select().from(users).where(eq(users.email, 'admin@roadready.demo'));
    const viewer = {
      userId: dana!.id,
      name: dana!.name,
      email: '',
      sessionId: '',
      roles: ['Admin' as const],
    };
    const progressOf = async (name: string) => {
      const [student] = await db.select().from(students).where(eq(students.name, name));
      return readBtwProgress(db, viewer, student!.id);
    };
    // Emma: her lesson in San Francisco and three shared with Lily; Lily missed the last one.
    const emma = await progressOf('Emma Johnson');
    expect(btwProgressText(emma.result)).toBe(
      '5 h 0 min of 7 h driving, 3 h 0 min of 7 h observation — Texas',
    );
    expect(emma.result).toMatchObject({ status: 'InProgress', countedLessons: 4 });
    const lily = await progressOf('Lily Johnson');
    expect(btwProgressText(lily.result)).toBe(
      '2 h 0 min of 7 h driving, 2 h 0 min of 7 h observation — Texas',
    );
    // Liam has met Washington's requirement; its certificate type is configured, not yet issued.
    const liam = await progressOf('Liam Chen');
    expect(liam.result.status).toBe('Met');
    expect(btwProgressText(liam.result)).toBe(
      '5 h 0 min of 5 h driving, 1 h 0 min of 1 h observation — Washington',
    );
    expect(liam.certificateType).toMatchObject({ label: 'Behind-the-wheel', usStateId: 'WA' });
    expect(liam.certificate).toBeNull();
    // The report: within 4 hours keeps Zoe (4 h to go) in Seattle; within 6 adds Emma in Austin.
    const within = async (hours: number) =>
      (await btwReport(db, { withinHours: hours })).map(
        (row) => `${row.student.name} (${row.region?.name ?? 'no region'})`,
      );
    expect(await within(4)).toEqual(['Zoe Okafor (Seattle)']);
    expect(await within(6)).toEqual(['Emma Johnson (Austin)', 'Zoe Okafor (Seattle)']);
  });

  it('gives the demo school instructors in each of the 11 states, one the demo Instructor', async () => {
    const db = server.platform.db.db;
    const { rows } = await instructorsRepository.list(db, {}, { offset: 0, limit: 30 });
    const active = rows.filter((row) => row.status === 'Active');
    expect(new Set(active.map((row) => row.usStateId))).toEqual(new Set(SUPPORTED_STATE_CODES));
    expect(rows.length).toBeLessThanOrEqual(15);
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'instructor@roadready.demo'));
    const priya = rows.find((row) => row.userId === account!.id);
    expect(priya).toMatchObject({ firstName: 'Priya', status: 'Active' });
    expect(priya!.regionId).not.toBeNull();
  });

  it('publishes the San Francisco and Oakland landing pages with a coupon and instructors', async () => {
    const db = server.platform.db.db;
    const page = await findPublishedPage(db, 'ca', 'san-francisco');
    expect(page).toMatchObject({ name: 'San Francisco', isPublished: true });
    expect(await findPublishedPage(db, 'ca', 'oakland')).not.toBeNull();
    expect((await pageInstructors(db, page!.id)).map((i) => i.name)).toContain('Priya R.');
    expect((await pageCoupons(db, page!.id, new Date())).map((c) => c.code)).toEqual(['BAYSTART']);
  });

  it('sells online in each of the 11 states: lessons and tests with free times at a city ZIP', async () => {
    const db = server.platform.db.db;
    const types = await lessonTypesRepository.list(db);
    const typeId = (name: string) => types.find((type) => type.name === name)!.id;
    // A downtown ZIP of a real city in each state, chosen here rather than read from the seed.
    const cities: Record<(typeof SUPPORTED_STATE_CODES)[number], string> = {
      CA: '94612',
      CO: '80202',
      IL: '60601',
      IN: '46204',
      MD: '21201',
      MO: '63103',
      NV: '89101',
      PA: '19103',
      TX: '78701',
      WA: '98102',
      WI: '53202',
    };
    const from = new Date();
    const week = { from, to: new Date(from.getTime() + 7 * 86_400_000) };
    for (const state of SUPPORTED_STATE_CODES) {
      const zip = cities[state];
      expect(coordinatesOfZip(zip)?.state, zip).toBe(state);
      for (const name of ['Standard', 'OneHour', 'RoadTest', 'RoadTestWithCar', 'DmvTest']) {
        const quote = await bookingQuote(db, { lessonTypeId: typeId(name), zip });
        expect(quote, `${name} at ${zip}`).toMatchObject({ served: true, state });
        expect(quote.totalCents, `${name} at ${zip}`).toBeGreaterThan(0);
      }
      const { slots } = await searchSlotsIn(db, {
        pickup: { zipCode: zip },
        lessonTypeId: typeId('Standard'),
        ...week,
      });
      expect(slots.length, `free times at ${zip}`).toBeGreaterThan(0);
    }
  });

  it('sells the Oakland page’s 2-hour lesson online at its ZIP and a road test at its meeting point', async () => {
    const db = server.platform.db.db;
    const page = (await findPublishedPage(db, 'ca', 'oakland'))!;
    const types = await lessonTypesRepository.list(db);
    // The page's "Book online" link books the `standard` product at the ZIP of its address.
    const lesson = types.find((type) => type.name === lessonTypeOfProduct('standard'))!;
    const zip = zipOfAddress(page.centerAddress)!;
    const advertised = (await areaPrices(db, page.priceSchemeId)).find(
      (price) => price.name === '2-hour lesson',
    );
    const [coupon] = await pageCoupons(db, page.id, new Date());
    const quote = await bookingQuote(db, {
      lessonTypeId: lesson.id,
      zip,
      couponCode: coupon!.code,
    });
    // The price the page shows for a 2-hour lesson, less the coupon it shows.
    expect(quote).toMatchObject({
      served: true,
      state: 'CA',
      durationMinutes: 120,
      subtotalCents: advertised!.priceCents,
      discountCents: coupon!.discount,
      totalCents: advertised!.priceCents - coupon!.discount,
    });
    const week = (pickup: SlotSearchInput['pickup'], lessonTypeId: string) =>
      searchSlotsIn(db, {
        pickup,
        lessonTypeId,
        from: new Date(),
        to: new Date(Date.now() + 7 * 86_400_000),
      });
    expect((await week({ zipCode: zip }, lesson.id)).slots.length).toBeGreaterThan(0);

    const roadTest = types.find((type) => type.name === 'RoadTestWithCar')!;
    const [point] = await pageMeetingPoints(db, page.id);
    const places = await bookingPlaces(db, { state: 'CA', lessonTypeId: roadTest.id });
    expect(places.meetingPoints.map((offered) => offered.id)).toContain(point!.id);
    const test = await bookingQuote(db, { lessonTypeId: roadTest.id, meetingPointId: point!.id });
    expect(test).toMatchObject({ served: true, state: 'CA' });
    expect(test.totalCents).toBeGreaterThan(0);
    expect((await week({ meetingPointId: point!.id }, roadTest.id)).slots.length).toBeGreaterThan(
      0,
    );
  });

  it('gives the demo school four certificate types and the demo student one certificate', async () => {
    const db = server.platform.db.db;
    const types = await certificatesRepository.listTypes(db);
    expect(types.map((type) => `${type.usStateId} ${type.prefix}`)).toEqual([
      'CA CA-',
      'TX ADEE-',
      'TX DE-',
      'WA WA-BTW-',
    ]);
    const [emma] = await db.select().from(students).where(eq(students.name, 'Emma Johnson'));
    const { rows } = await certificatesRepository.list(
      db,
      { studentId: emma!.id },
      { offset: 0, limit: 10 },
    );
    expect(rows.map((row) => row.certNumber)).toEqual(['DE-100000']);
  });

  it('enrols the demo student in the Texas course with four days of seat time, one capped', async () => {
    const db = server.platform.db.db;
    const [emma] = await db.select().from(students).where(eq(students.name, 'Emma Johnson'));
    const staff = { userId: 'seed-test', sessionId: 's', email: 'x', name: 'x', roles: [] };
    const enrolments = await listStudentEnrollments(db, { ...staff, roles: ['Admin'] }, emma!.id);
    const enrolment = enrolments.find((row) => row.course.name.startsWith('Texas teen'));
    expect(enrolment).toMatchObject({ status: 'Enrolled', seatTimeComplete: false });
    expect(enrolment!.days.map((day) => day.creditedSeconds)).toEqual([7200, 4500, 3600, 7200]);
    expect(enrolment!.days[0]!.capReached).toBe(true);
  });

  it('lays out the Texas adult course as the rule requires and enrols the demo student', async () => {
    const db = server.platform.db.db;
    const [course] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.state, 'TX'), eq(courses.category, 'adult-drivers-ed')));
    // 16 TAC §84.503: 360 minutes in all, at least 330 of instruction (the lesson minimums).
    expect(course!.requiredSeconds).toBe(360 * 60);
    const lectures = await lecturesRepository.listOfCourse(db, course!.id);
    expect(lectures).toHaveLength(6);
    expect(lectures.reduce((sum, lecture) => sum + (lecture.minimumSeconds ?? 0), 0)).toBe(
      330 * 60,
    );
    const parts = await lecturesRepository.partsOf(
      db,
      lectures.map((lecture) => lecture.id),
    );
    const quizzes = parts.filter((part) => part.type === 'quiz');
    expect(quizzes).toHaveLength(6);
    expect(await lecturesRepository.questionsOf(db, [quizzes[0]!.id])).toHaveLength(3);
    expect(course!.certificateTypeId).not.toBeNull();

    const [emma] = await db.select().from(students).where(eq(students.name, 'Emma Johnson'));
    const staff = {
      userId: 'seed-test',
      sessionId: 's',
      email: 'x',
      name: 'x',
      roles: ['Admin' as const],
    };
    const enrolments = await listStudentEnrollments(db, staff, emma!.id);
    const adult = enrolments.find((row) => row.course.id === course!.id);
    expect(adult).toMatchObject({ status: 'Enrolled', seatTimeComplete: false });
    // 45 minutes studied yesterday and 10 put back by staff after an outage.
    expect(adult!.days.map((day) => day.creditedSeconds)).toEqual([55 * 60]);
    expect(adult!.patches.map((patch) => patch.reason)).toEqual([
      expect.stringContaining('outage'),
    ]);
  });

  it('asks the demo student identity questions in the Texas adult course, her answers given', async () => {
    const db = server.platform.db.db;
    const [course] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.state, 'TX'), eq(courses.category, 'adult-drivers-ed')));
    expect(course).toMatchObject({ identityCheckMinSeconds: 1200, identityCheckMaxSeconds: 2400 });
    const [emma] = await db.select().from(students).where(eq(students.name, 'Emma Johnson'));
    const found = (await onlineEnrollmentsRepository.ofStudents(db, [emma!.id])).find(
      (row) => row.course.id === course!.id,
    )!;
    const view = await identityCheckView(db, found);
    expect(view).toMatchObject({ asksQuestions: true, answered: true, questionsToAnswer: [] });
    expect(view.standing).toMatchObject({ asked: 1, passed: 1, missed: 0 });
    // The answers docs/seat-time.md gives for the demo are hers.
    const questions = await identityChecksRepository.activeQuestions(db);
    expect(questions.map((question) => question.prompt)).toEqual(
      DEMO_IDENTITY_QUESTIONS.map((demo) => demo.prompt),
    );
    for (const [index, question] of questions.entries()) {
      const hash = await identityChecksRepository.answerHashOf(
        db,
        found.enrollment.id,
        question.id,
      );
      expect(await answerMatches(DEMO_IDENTITY_QUESTIONS[index]!.demoAnswer, hash!)).toBe(true);
    }
    // A fresh start is studied without a question at first: the wait starts now.
    const viewer = { userId: emma!.userId!, sessionId: 's', email: 'e', name: 'Emma', roles: [] };
    const now = new Date();
    expect(await identityChallenge(server.platform, viewer, found.enrollment.id, now)).toBeNull();
    const [after] = await onlineEnrollmentsRepository
      .ofStudents(db, [emma!.id])
      .then((rows) => rows.filter((row) => row.course.id === course!.id));
    const wait = (after!.enrollment.identityNextCheckAt!.getTime() - now.getTime()) / 1000;
    expect(wait).toBeGreaterThanOrEqual(1200);
    expect(wait).toBeLessThanOrEqual(2400);
  });

  it('gives the Texas and California teen drivers ed courses lectures with a quiz', async () => {
    const db = server.platform.db.db;
    for (const state of ['TX', 'CA']) {
      const [course] = await db
        .select()
        .from(courses)
        .where(and(eq(courses.state, state), eq(courses.category, 'drivers-ed')));
      const lectures = await lecturesRepository.listOfCourse(db, course!.id);
      expect(lectures.length).toBe(2);
      const parts = await lecturesRepository.partsOf(db, [lectures[0]!.id]);
      expect(parts.map((part) => part.layout ?? part.type)).toEqual(['title', 'twoColumn', 'quiz']);
      expect((await lecturesRepository.questionsOf(db, [parts[2]!.id])).length).toBe(3);
    }
  });

  it(
    'seeds once when two starts race on the same empty database',
    { timeout: 120_000 },
    async () => {
      const other = await startTestServer();
      try {
        const results = await Promise.all([
          seedIfEmpty(other.platform),
          seedIfEmpty(other.platform),
        ]);
        expect(results.filter((result) => result !== null)).toHaveLength(1);
        const rows = await other.platform.db.db.select({ id: users.id }).from(users);
        expect(rows).toHaveLength(DEMO_USERS.length);
      } finally {
        await other.stop();
      }
    },
  );

  it('does nothing when the database already has a user', async () => {
    const other = await startTestServer();
    try {
      await other.platform.auth.createUser({
        email: 'owner@school.test',
        password: DEMO_PASSWORD,
        name: 'Owner',
        roles: ['Admin'],
      });
      expect(await seedIfEmpty(other.platform)).toBeNull();
      expect(await listUsStates(other.platform.db.db)).toHaveLength(0);
      expect((await signIn(other, 'admin@roadready.demo', DEMO_PASSWORD)).status).toBe(401);
    } finally {
      await other.stop();
    }
  });
});
