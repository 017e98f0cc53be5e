// The field matrix (docs/reliability.md "Field matrix"): every Query root field, with everything
// below it selected, called on the demo data by every staff role, a student, a parent and the
// signed-out visitor, with arguments pointing at real records — someone else's (another student,
// another parent's teen, another instructor's lesson) and, for the callers who have them, their
// own. Every `Type.field` that answers a value must be one its field rule
// (src/domain/field-rules.ts) lets that caller read; a root field the policy limits to the
// caller's own records must refuse someone else's; nothing answers an internal error. The
// arguments and selections come from the schema, so a new field or root is covered unseen.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { getNamedType, isRequiredArgument, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_RULES, fieldRuleAllows } from '../../../domain/field-rules.ts';
import { can, ownRecordsRule, type Permission } from '../../../domain/permissions.ts';
import type { StaffRole } from '../../../domain/roles.ts';
import { DEMO_PARENT, DEMO_PASSWORD, DEMO_STAFF, DEMO_STUDENTS } from '../../db/seed.ts';
import { rootFieldPermissions } from '../../graphql/permissions-doc.ts';
import { buildSchema } from '../../graphql/schema.ts';
import { createStudents } from '../../modules/ledger/testing/ledger-fixtures.ts';
import { studentsRepository } from '../../modules/students/students.repository.ts';
import { signIn, signUpAndSignIn } from '../auth-client.ts';
import { graphql } from '../graphql-client.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import { answeredFields, wholeAnswerDocument } from './field-selection.ts';
import { minimalVariables } from './schema-operations.ts';

/** The records an argument may point at: someone else's, and the caller's own where it has some. */
interface Records {
  student: string;
  lesson: string;
  instructor: string;
}

interface Caller {
  name: string;
  roles: StaffRole[] | null;
  cookie: string | null;
  own: Records | null;
}

let server: TestServer;
let others: Records;
const callers: Caller[] = [];

async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await server.platform.db.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function signInAs(email: string): Promise<string> {
  const result = await signIn(server, email, DEMO_PASSWORD);
  if (!result.cookie) throw new Error(`demo sign-in of ${email} failed: ${result.status}`);
  return result.cookie;
}

beforeAll(async () => {
  server = await startTestServer({ GRAPHQL_MAX_COST: '1000000' }, { seed: true });
  // The instructor who teaches the most demo lessons, one of those lessons, and a lesson and a
  // student of another instructor.
  const [teacher] = await rows<{ user_id: string; email: string; instructor_id: string }>(
    sql`select i.user_id, u.email, i.id as instructor_id from instructors i
       join users u on u.id = i.user_id join lessons l on l.instructor_id = i.id
      group by i.user_id, u.email, i.id order by count(*) desc limit 1`,
  );
  const [ownLesson] = await rows<{ id: string; student_id: string }>(
    sql`select l.id, ls.student_id from lessons l join lesson_students ls on ls.lesson_id = l.id
      where l.instructor_id = ${teacher!.instructor_id} limit 1`,
  );
  const [otherLesson] = await rows<{ id: string; instructor_id: string }>(
    sql`select id, instructor_id from lessons where instructor_id <> ${teacher!.instructor_id} limit 1`,
  );
  // Staff book the demo lessons without a price; give them one, so a price has a value to leak.
  await server.platform.db.db.execute(
    sql`update lessons set price_cents = 8900 where price_cents is null`,
  );
  // Another parent, with a teen of their own: someone else's records for the demo family.
  const otherParent = await signUpAndSignIn(server, {
    email: 'other.parent@matrix.test',
    password: 'a-long-test-password',
    name: 'Other Parent',
    roles: [],
  });
  const [otherTeen] = (await createStudents(server.platform.db.db, ['Other Teen'])) as [string];
  await studentsRepository.linkGuardian(server.platform.db.db, otherParent.userId, otherTeen);
  others = { student: otherTeen, lesson: otherLesson!.id, instructor: otherLesson!.instructor_id };

  for (const staff of DEMO_STAFF.filter((user) => user.roles.length === 1)) {
    const isTeacher = staff.roles[0] === 'Instructor';
    const email = isTeacher ? teacher!.email : staff.email;
    callers.push({
      name: staff.roles[0]!,
      roles: [...staff.roles],
      cookie: await signInAs(email),
      own: isTeacher
        ? {
            student: ownLesson!.student_id,
            lesson: ownLesson!.id,
            instructor: teacher!.instructor_id,
          }
        : null,
    });
  }
  const ownStudent = async (email: string) =>
    (
      await rows<{ id: string }>(
        sql`select s.id from students s join users u on u.id = s.user_id where u.email = ${email}
         union select g.student_id from student_guardians g join users u on u.id = g.user_id
          where u.email = ${email} limit 1`,
      )
    )[0]!.id;
  const studentLesson = async (studentId: string) =>
    (
      await rows<{ id: string; instructor_id: string }>(
        sql`select l.id, l.instructor_id from lessons l join lesson_students ls on ls.lesson_id = l.id
          where ls.student_id = ${studentId} limit 1`,
      )
    )[0];
  for (const [name, user] of [
    ['Student', DEMO_STUDENTS[0]!],
    ['Parent', DEMO_PARENT],
  ] as const) {
    const student = await ownStudent(user.email);
    const lesson = await studentLesson(student);
    callers.push({
      name,
      roles: [],
      cookie: await signInAs(user.email),
      own: {
        student,
        lesson: lesson?.id ?? others.lesson,
        instructor: lesson?.instructor_id ?? others.instructor,
      },
    });
  }
  callers.push({ name: 'signed out', roles: null, cookie: null, own: null });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

/** The record an ID argument points at, by its name or, for `id`, the type the field returns. */
function idFor(field: GraphQLField<unknown, unknown>, argument: string, records: Records): string {
  const returns = getNamedType(field.type).name;
  if (argument === 'studentId' || (argument === 'id' && returns === 'Student'))
    return records.student;
  if (argument === 'lessonId' || (argument === 'id' && /Lesson$/.test(returns)))
    return records.lesson;
  if (argument === 'instructorId' || (argument === 'id' && returns === 'Instructor'))
    return records.instructor;
  return randomUUID();
}

function variablesFor(field: GraphQLField<unknown, unknown>, records: Records) {
  const variables = minimalVariables(field);
  for (const arg of field.args) {
    if (getNamedType(arg.type).name !== 'ID') continue;
    const wanted = isRequiredArgument(arg) || /^(student|lesson|instructor)Id$/.test(arg.name);
    if (wanted) variables[arg.name] = idFor(field, arg.name, records);
  }
  return variables;
}

describe('field matrix', () => {
  it(
    'answers every field of every query only to the callers its rule allows',
    { timeout: 300_000 },
    async () => {
      const schema = buildSchema();
      const permissions = new Map(
        rootFieldPermissions(schema).map((entry) => [entry.field, entry.permission]),
      );
      const queries = Object.values(schema.getQueryType()!.getFields());
      const mismatches: string[] = [];
      const reached = new Set<string>();
      let requests = 0;

      const check = async (
        caller: Caller,
        field: GraphQLField<unknown, unknown>,
        records: Records,
        whose: 'own' | 'other',
      ) => {
        const response = await graphql(
          server,
          { query: wholeAnswerDocument(schema, field), variables: variablesFor(field, records) },
          caller.cookie,
        );
        requests++;
        const where = `${field.name} as ${caller.name} on ${whose} records`;
        const codes = (response.errors ?? []).map((error) => error.extensions?.code ?? 'none');
        if (response.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
          mismatches.push(`${where}: internal error: ${response.errors?.[0]?.message ?? ''}`);
        }
        const permission = permissions.get(field.name) as Permission | 'public' | null;
        const own = permission && permission !== 'public' ? ownRecordsRule(permission) : undefined;
        const ownOnly = own && !can(caller.roles, own.unless as Permission);
        const answer = response.data?.[field.name];
        // Own records only: someone else's answer is refused, or holds no record (an Instructor
        // asking for a student they do not teach gets an empty list of lessons).
        if (ownOnly && whose === 'other' && JSON.stringify(answer ?? null).includes('"id":')) {
          mismatches.push(`${where}: answered someone else's record (${permission} is own only)`);
        }
        for (const name of answeredFields(schema, answer)) {
          reached.add(name);
          const rule = FIELD_RULES[name];
          if (rule && !fieldRuleAllows(rule, caller.roles)) {
            mismatches.push(`${where}: ${name} answered, but its rule is ${rule.kind}`);
          }
        }
      };

      for (const caller of callers) {
        for (const field of queries) {
          await check(caller, field, others, 'other');
          if (caller.own) await check(caller, field, caller.own, 'own');
        }
      }
      const ruled = Object.keys(FIELD_RULES).filter((name) => reached.has(name)).length;
      console.warn(
        `field matrix: ${queries.length} queries × ${callers.length} callers, ${requests} requests, ` +
          `${reached.size} fields answered (${ruled} of ${Object.keys(FIELD_RULES).length} with a rule), ` +
          `${mismatches.length} mismatches`,
      );
      expect(mismatches).toEqual([]);
    },
  );
});
