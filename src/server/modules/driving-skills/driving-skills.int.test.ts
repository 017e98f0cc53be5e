// Driving skills and skill reports through GraphQL: the Admin's skill list, rating validation
// that names the field and writes nothing, who may rate which lesson, the audit entry under the
// lesson, the report email landing in the outbox with lastEmailSent recorded, and who reads one
// student's report of one lesson (staff, the lesson's instructor, the student, their parent).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { lessonStudents } from '../lessons/lessons.tables.ts';
import { studentsRepository } from '../students/students.repository.ts';
import { seedDemoDrivingSkills } from './driving-skills.seed.ts';
import { drivingSkillRatings, drivingSkillReports } from './driving-skills.tables.ts';
import { addInstructor, addLesson, addLessonType, addStudent } from './testing/lesson-fixtures.ts';

const SKILLS = `{ drivingSkills { id label sortOrder } }`;
const PUT_SKILL = `mutation P($input: PutDrivingSkillInput!) { putDrivingSkill(input: $input) { id label sortOrder } }`;
const REORDER = `mutation R($ids: [ID!]!) { reorderDrivingSkills(ids: $ids) { id label sortOrder } }`;
const RATE = `mutation U($lessonId: ID!, $studentId: ID!, $ratings: [DrivingSkillRatingInput!]!) {
  updateLessonReportForStudent(lessonId: $lessonId, studentId: $studentId, ratings: $ratings) {
    id lastEmailSent lesson { id instructorName lessonTypeLabel } ratings { drivingSkillId label rating value }
  } }`;
const REPORTS = `query Q($studentId: ID!) { lessonsDrivingSkillsReportsByStudent(studentId: $studentId) {
  id lastEmailSent lesson { id startTime instructorName lessonTypeLabel } ratings { label rating value } } }`;
const ONE_REPORT = `query O($studentId: ID!, $lessonId: ID!) { lessonDrivingSkillsReportByStudentAndLesson(studentId: $studentId, lessonId: $lessonId) { id lesson { id } ratings { label rating } } }`;
const EMAIL = `mutation E($studentId: ID!, $lessonId: ID!, $emails: [String!]!, $comments: String) {
  emailStudentReport(studentId: $studentId, lessonId: $lessonId, emails: $emails, comments: $comments) { id lastEmailSent } }`;
const AUDIT = `query A($query: AuditLogQuery) { auditLogs(query: $query) { edges { node { collection { name path } changes { path oldValue newValue } } } } }`;

const PASSWORD = 'skills-test-password';

let server: TestServer;
let admin: string;
let regional: string;
let priya: string;
let ben: string;
let trainee: string;
let classroom: string;
let syncAdmin: string;
let noahSelf: string;
let noahParent: string;
let avaSelf: string;
let skills: { id: string; label: string }[];
let noah: string;
let ava: string;
let priyaLesson: string;
let benLesson: string;
let olderPriyaLesson: string;
let priyaId: string;
let lessonTypeId: string;

const fieldsOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  ((answer.errors?.[0]?.extensions?.['fields'] ?? []) as { path: string }[]).map(
    (problem) => problem.path,
  );

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  const account = async (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  admin = (await account('dana@school.test', ['Admin'])).cookie;
  regional = (await account('luis@school.test', ['RegionalManager'])).cookie;
  trainee = (await account('tyler@school.test', ['Trainee'])).cookie;
  classroom = (await account('carla@school.test', ['ClassroomManager'])).cookie;
  syncAdmin = (await account('sam@school.test', ['SyncCheckAdmin'])).cookie;
  const noahAccount = await account('noah@family.test', []);
  const parentAccount = await account('parent@family.test', []);
  const avaAccount = await account('ava@family.test', []);
  noahSelf = noahAccount.cookie;
  noahParent = parentAccount.cookie;
  avaSelf = avaAccount.cookie;
  const priyaAccount = await account('priya@school.test', ['Instructor']);
  const benAccount = await account('ben@school.test', ['Instructor']);
  priya = priyaAccount.cookie;
  ben = benAccount.cookie;
  await seedDemoDrivingSkills(db);
  priyaId = await addInstructor(db, { name: 'Priya Raman', userId: priyaAccount.userId });
  const benId = await addInstructor(db, { name: 'Ben Novak', userId: benAccount.userId });
  lessonTypeId = await addLessonType(db);
  noah = await addStudent(db, {
    name: 'Noah Williams',
    email: 'noah@family.test',
    parentEmail: 'parent@family.test',
    userId: noahAccount.userId,
  });
  await studentsRepository.linkGuardian(db, parentAccount.userId, noah);
  ava = await addStudent(db, { name: 'Ava Thompson', userId: avaAccount.userId });
  priyaLesson = await addLesson(db, {
    instructorId: priyaId,
    lessonTypeId,
    start: new Date('2026-05-04T16:00:00Z'),
    studentIds: [noah],
  });
  olderPriyaLesson = await addLesson(db, {
    instructorId: priyaId,
    lessonTypeId,
    start: new Date('2026-04-20T16:00:00Z'),
    studentIds: [noah],
  });
  benLesson = await addLesson(db, {
    instructorId: benId,
    lessonTypeId,
    start: new Date('2026-05-05T16:00:00Z'),
    studentIds: [noah, ava],
  });
  skills = (await graphql(server, { query: SKILLS }, priya)).data!['drivingSkills'];
});

afterAll(async () => {
  await server?.stop();
});

describe('driving skills', () => {
  it('lists the skills in order, and only an Admin adds, renames and reorders them', async () => {
    expect(skills.map((skill) => skill.label).slice(0, 2)).toEqual([
      'Mirrors and blind spots',
      'Lane changes',
    ]);
    const refused = await graphql(
      server,
      { query: PUT_SKILL, variables: { input: { label: 'Roundabouts' } } },
      regional,
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const added = await graphql(
      server,
      { query: PUT_SKILL, variables: { input: { label: 'Roundabouts' } } },
      admin,
    );
    expect(added.data!['putDrivingSkill']).toMatchObject({ label: 'Roundabouts', sortOrder: 12 });
    const clash = await graphql(
      server,
      { query: PUT_SKILL, variables: { input: { id: skills[0]!.id, label: 'lane changes' } } },
      admin,
    );
    expect(fieldsOf(clash)).toEqual(['input.label']);
    const renamed = await graphql(
      server,
      {
        query: PUT_SKILL,
        variables: {
          input: { id: added.data!['putDrivingSkill'].id, label: 'Roundabouts and circles' },
        },
      },
      admin,
    );
    expect(renamed.data!['putDrivingSkill'].label).toBe('Roundabouts and circles');

    const ids = [added.data!['putDrivingSkill'].id, ...skills.map((skill) => skill.id)];
    const partial = await graphql(
      server,
      { query: REORDER, variables: { ids: ids.slice(1) } },
      admin,
    );
    expect(fieldsOf(partial)).toEqual(['ids']);
    const twice = await graphql(
      server,
      { query: REORDER, variables: { ids: [...ids, ids[0]] } },
      admin,
    );
    expect(fieldsOf(twice)).toEqual([`ids.${ids.length}`]);
    const reordered = await graphql(server, { query: REORDER, variables: { ids } }, admin);
    expect(reordered.data!['reorderDrivingSkills'][0].label).toBe('Roundabouts and circles');
    // Back to the demo order for the report tests below.
    await graphql(server, { query: REORDER, variables: { ids: [...ids.slice(1), ids[0]] } }, admin);
  });
});

describe('skill reports', () => {
  it('names the rating at fault and writes nothing', async () => {
    const ratings = skills
      .slice(0, 4)
      .map((skill) => ({ drivingSkillId: skill.id, rating: 'Capable' }));
    ratings[3] = { drivingSkillId: skills[3]!.id, rating: 'Excellent' };
    const answer = await graphql(
      server,
      { query: RATE, variables: { lessonId: priyaLesson, studentId: noah, ratings } },
      priya,
    );
    expect(errorCode(answer)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(answer)).toEqual(['ratings.3.rating']);

    const twice = await graphql(
      server,
      {
        query: RATE,
        variables: {
          lessonId: priyaLesson,
          studentId: noah,
          ratings: [
            { drivingSkillId: skills[0]!.id, rating: 'Todo' },
            { drivingSkillId: skills[0]!.id, rating: 'Capable' },
          ],
        },
      },
      priya,
    );
    expect(fieldsOf(twice)).toEqual(['ratings.1.drivingSkillId']);
    const notOnLesson = await graphql(
      server,
      {
        query: RATE,
        variables: {
          lessonId: priyaLesson,
          studentId: ava,
          ratings: [{ drivingSkillId: skills[0]!.id, rating: 'Todo' }],
        },
      },
      priya,
    );
    expect(fieldsOf(notOnLesson)).toEqual(['studentId']);
    expect(await server.platform.db.db.select().from(drivingSkillRatings)).toEqual([]);
  });

  it('refuses ratings before the lesson starts and a report with nothing rated to email', async () => {
    const db = server.platform.db.db;
    const upcoming = await addLesson(db, {
      instructorId: priyaId,
      lessonTypeId,
      start: new Date(Date.now() + 48 * 3_600_000),
      studentIds: [noah],
    });
    const early = await graphql(
      server,
      {
        query: RATE,
        variables: {
          lessonId: upcoming,
          studentId: noah,
          ratings: [{ drivingSkillId: skills[0]!.id, rating: 'Capable' }],
        },
      },
      priya,
    );
    expect(errorCode(early)).toBe('VALIDATION_ERROR');
    expect(early.errors![0]!.extensions!['fields']).toEqual([
      {
        path: 'ratings',
        message: expect.stringMatching(
          /^Skill ratings can be recorded once the lesson has started \(\w+ \d+, \d{4}, /,
        ),
      },
    ]);
    expect(await db.select().from(drivingSkillReports)).toEqual([]);

    // A report saved with no rating (none chosen), then emailed: refused, nothing queued.
    const empty = await graphql(
      server,
      { query: RATE, variables: { lessonId: olderPriyaLesson, studentId: noah, ratings: [] } },
      priya,
    );
    expect(empty.errors).toBeUndefined();
    for (const lessonId of [olderPriyaLesson, upcoming]) {
      const refused = await graphql(
        server,
        { query: EMAIL, variables: { studentId: noah, lessonId, emails: ['noah@family.test'] } },
        priya,
      );
      expect(errorCode(refused)).toBe('BAD_REQUEST');
      expect(refused.errors![0]!.message).toBe(
        'Nothing is rated in this report yet: rate at least one skill before emailing it.',
      );
    }
    expect((await server.platform.outbox.list({ first: 10, skip: 0 })).totalCount).toBe(0);
    const [report] = await db.select().from(drivingSkillReports);
    expect(report?.lastEmailSent).toBeNull();
  });

  it('lets an instructor rate their own lesson only; a trainee not at all', async () => {
    const ratings = [{ drivingSkillId: skills[0]!.id, rating: 'Capable' }];
    const other = await graphql(
      server,
      { query: RATE, variables: { lessonId: benLesson, studentId: noah, ratings } },
      priya,
    );
    expect(errorCode(other)).toBe('FORBIDDEN');
    const byTrainee = await graphql(
      server,
      { query: RATE, variables: { lessonId: priyaLesson, studentId: noah, ratings } },
      trainee,
    );
    expect(errorCode(byTrainee)).toBe('FORBIDDEN');
    const unknownLesson = await graphql(
      server,
      {
        query: RATE,
        variables: { lessonId: '00000000-0000-4000-8000-000000000000', studentId: noah, ratings },
      },
      priya,
    );
    expect(errorCode(unknownLesson)).toBe('NOT_FOUND');
    expect(await server.platform.db.db.select().from(drivingSkillRatings)).toEqual([]);
  });

  it('saves ratings, changes them later, and audits both under the lesson', async () => {
    const first = await graphql(
      server,
      {
        query: RATE,
        variables: {
          lessonId: priyaLesson,
          studentId: noah,
          ratings: [
            { drivingSkillId: skills[1]!.id, rating: 'NeedsImprovement' },
            { drivingSkillId: skills[0]!.id, rating: 'Capable' },
          ],
        },
      },
      priya,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!['updateLessonReportForStudent']).toMatchObject({
      lastEmailSent: null,
      lesson: { id: priyaLesson, instructorName: 'Priya Raman', lessonTypeLabel: 'Driving lesson' },
      ratings: [
        { label: 'Mirrors and blind spots', rating: 'Capable', value: 5 },
        { label: 'Lane changes', rating: 'NeedsImprovement', value: 3 },
      ],
    });
    const second = await graphql(
      server,
      {
        query: RATE,
        variables: {
          lessonId: priyaLesson,
          studentId: noah,
          ratings: [{ drivingSkillId: skills[1]!.id, rating: 'Consistent' }],
        },
      },
      regional,
    );
    expect(second.data!['updateLessonReportForStudent'].ratings).toEqual([
      expect.objectContaining({ label: 'Mirrors and blind spots', rating: 'Capable' }),
      expect.objectContaining({ label: 'Lane changes', rating: 'Consistent', value: 4 }),
    ]);

    const audit = await graphql(
      server,
      { query: AUDIT, variables: { query: { collectionPath: `LessonSlotsV2/${priyaLesson}` } } },
      admin,
    );
    const entries = audit.data!['auditLogs'].edges.map((edge: { node: unknown }) => edge.node);
    expect(entries).toHaveLength(2);
    expect(entries[0].changes).toEqual([
      {
        path: `skillReports.${noah}.Lane changes`,
        oldValue: 'NeedsImprovement',
        newValue: 'Consistent',
      },
    ]);
    expect(entries[1].changes).toContainEqual({
      path: `skillReports.${noah}.Mirrors and blind spots`,
      oldValue: null,
      newValue: 'Capable',
    });
  });

  it('reads the reports newest lesson first; an instructor sees only their own lessons', async () => {
    await graphql(
      server,
      {
        query: RATE,
        variables: {
          lessonId: olderPriyaLesson,
          studentId: noah,
          ratings: [{ drivingSkillId: skills[2]!.id, rating: 'Todo' }],
        },
      },
      priya,
    );
    await graphql(
      server,
      {
        query: RATE,
        variables: {
          lessonId: benLesson,
          studentId: noah,
          ratings: [{ drivingSkillId: skills[2]!.id, rating: 'Proficient' }],
        },
      },
      ben,
    );
    const staff = await graphql(
      server,
      { query: REPORTS, variables: { studentId: noah } },
      trainee,
    );
    expect(
      staff.data!['lessonsDrivingSkillsReportsByStudent'].map(
        (report: { lesson: { id: string } }) => report.lesson.id,
      ),
    ).toEqual([benLesson, priyaLesson, olderPriyaLesson]);
    const own = await graphql(server, { query: REPORTS, variables: { studentId: noah } }, priya);
    expect(
      own.data!['lessonsDrivingSkillsReportsByStudent'].map(
        (report: { lesson: { id: string } }) => report.lesson.id,
      ),
    ).toEqual([priyaLesson, olderPriyaLesson]);
    const one = await graphql(
      server,
      { query: ONE_REPORT, variables: { studentId: noah, lessonId: benLesson } },
      priya,
    );
    // Noah's report of Ben's lesson exists, but it is not Priya's lesson.
    expect(errorCode(one)).toBe('FORBIDDEN');
  });

  it('emails the report through the outbox and records lastEmailSent', async () => {
    const bad = await graphql(
      server,
      {
        query: EMAIL,
        variables: {
          studentId: noah,
          lessonId: priyaLesson,
          emails: ['noah@family.test', 'not-an-email'],
        },
      },
      priya,
    );
    expect(fieldsOf(bad)).toEqual(['emails.1']);
    const none = await graphql(
      server,
      { query: EMAIL, variables: { studentId: noah, lessonId: priyaLesson, emails: [] } },
      priya,
    );
    expect(fieldsOf(none)).toEqual(['emails']);
    const forbidden = await graphql(
      server,
      {
        query: EMAIL,
        variables: { studentId: noah, lessonId: benLesson, emails: ['noah@family.test'] },
      },
      priya,
    );
    expect(errorCode(forbidden)).toBe('FORBIDDEN');
    expect((await server.platform.outbox.list({ first: 10, skip: 0 })).totalCount).toBe(0);

    const sent = await graphql(
      server,
      {
        query: EMAIL,
        variables: {
          studentId: noah,
          lessonId: priyaLesson,
          emails: ['noah@family.test', 'parent@family.test'],
          comments: 'Practise lane changes on quiet streets.',
        },
      },
      priya,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!['emailStudentReport'].lastEmailSent).toEqual(expect.any(String));
    const outbox = await server.platform.outbox.list({ first: 10, skip: 0 });
    expect(outbox.items.map((message) => message.to).sort()).toEqual([
      'noah@family.test',
      'parent@family.test',
    ]);
    const message = outbox.items[0]!;
    expect(message.subject).toContain('Driving-skill report for Noah Williams');
    expect(message.text).toContain('Mirrors and blind spots  ●●●●●○  5/6 Capable');
    expect(message.text).toContain('Lane changes             ●●●●○○  4/6 Consistent');
    expect(message.text).toContain('Practise lane changes on quiet streets.');
    expect(message.html).toContain('Lane changes');
    const reports = await graphql(
      server,
      { query: REPORTS, variables: { studentId: noah } },
      regional,
    );
    const emailed = reports.data!['lessonsDrivingSkillsReportsByStudent'].find(
      (report: { lesson: { id: string } }) => report.lesson.id === priyaLesson,
    );
    expect(emailed.lastEmailSent).toBe(sent.data!['emailStudentReport'].lastEmailSent);
  });

  it('refuses a student removed from the lesson', async () => {
    await server.platform.db.db
      .update(lessonStudents)
      .set({ removedAt: new Date() })
      .where(eq(lessonStudents.studentId, ava));
    const answer = await graphql(
      server,
      {
        query: RATE,
        variables: {
          lessonId: benLesson,
          studentId: ava,
          ratings: [{ drivingSkillId: skills[0]!.id, rating: 'Todo' }],
        },
      },
      ben,
    );
    expect(fieldsOf(answer)).toEqual(['studentId']);
  });
});

describe('one report of one student on one lesson', () => {
  const one = (cookie: string | null, studentId: string, lessonId: string) =>
    graphql(server, { query: ONE_REPORT, variables: { studentId, lessonId } }, cookie);
  const lessonsOfList = async (cookie: string, studentId: string) =>
    (await graphql(server, { query: REPORTS, variables: { studentId } }, cookie)).data![
      'lessonsDrivingSkillsReportsByStudent'
    ].map((report: { lesson: { id: string } }) => report.lesson.id);

  it('answers every staff role, the lesson’s instructor, the student and their parent', async () => {
    const readers = { admin, classroom, regional, syncAdmin, trainee, priya, noahSelf, noahParent };
    for (const [who, cookie] of Object.entries(readers)) {
      const answer = await one(cookie, noah, priyaLesson);
      expect(answer.errors, who).toBeUndefined();
      expect(answer.data!['lessonDrivingSkillsReportByStudentAndLesson'], who).toMatchObject({
        lesson: { id: priyaLesson },
        ratings: expect.arrayContaining([
          { label: 'Mirrors and blind spots', rating: 'Capable' },
        ]) as unknown,
      });
    }
    // The student and their parent read the whole list too, every instructor's lessons.
    for (const cookie of [noahSelf, noahParent]) {
      expect(await lessonsOfList(cookie, noah)).toEqual([benLesson, priyaLesson, olderPriyaLesson]);
    }
  });

  it('is NOT_FOUND when no report was written yet', async () => {
    for (const cookie of [admin, ben, avaSelf]) {
      expect(errorCode(await one(cookie, ava, benLesson))).toBe('NOT_FOUND');
    }
    // A lesson the student was never on has no report of theirs either.
    expect(errorCode(await one(noahParent, noah, '00000000-0000-4000-8000-000000000000'))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await one(regional, noah, 'not-an-id'))).toBe('NOT_FOUND');
  });

  it('refuses another student, another instructor’s lesson and a visitor', async () => {
    expect(errorCode(await one(avaSelf, noah, benLesson))).toBe('FORBIDDEN');
    expect(
      errorCode(await graphql(server, { query: REPORTS, variables: { studentId: noah } }, avaSelf)),
    ).toBe('FORBIDDEN');
    expect(errorCode(await one(priya, noah, benLesson))).toBe('FORBIDDEN');
    expect(errorCode(await one(priya, ava, benLesson))).toBe('FORBIDDEN');
    // An instructor reads no list of a student they never taught.
    expect(
      errorCode(await graphql(server, { query: REPORTS, variables: { studentId: ava } }, priya)),
    ).toBe('FORBIDDEN');
    expect(await lessonsOfList(ben, ava)).toEqual([]);
    expect(errorCode(await one(null, noah, priyaLesson))).toBe('NOT_SIGNED_IN');
  });
});
