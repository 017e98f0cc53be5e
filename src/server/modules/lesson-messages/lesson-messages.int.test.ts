// Lesson messages end to end on a whole server: a confirmation for every way a lesson is booked,
// moved or cancelled (to the family, the instructor, and by SMS only to a student who agreed),
// with the calendar file; the reminders at 72 and 24 hours once each and never for a cancelled
// lesson, on a fake clock; the private calendar feed by token, and refused once revoked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, type OutboxMessageRow } from '../../mail/outbox.tables.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { rescheduleOwnLesson } from '../lessons/lesson-own.ts';
import { notifyLessonCancelled } from '../lessons/lessons.jobs.ts';
import { lessonCancellations } from '../lessons/lessons.tables.ts';
import {
  createInstructor,
  createLessonTypes,
  hoursFromNow,
  studentsHolding,
} from '../lessons/testing/lesson-fixtures.ts';
import { students } from '../students/students.tables.ts';
import { sendDueReminders } from './lesson-reminders.jobs.ts';

const SCHEDULE = `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { id startTime } }`;
const SCHEDULE_MANY = `mutation M($input: ScheduleMultipleLessonsInput!) { scheduleMultipleLessons(input: $input) { id } }`;
const CANCEL = `mutation C($input: CancelLessonInput!) { cancelLesson(input: $input) { id } }`;
const LINK = `query { myCalendarLink { url } }`;
const RENEW = `mutation { renewCalendarLink { url } }`;
const REVOKE = `mutation { revokeCalendarLink }`;

const PASSWORD = 'messages-test-password';
let server: TestServer;
let staff: { userId: string; cookie: string };
let jordan: string;
let types: Awaited<ReturnType<typeof createLessonTypes>>;
let key = 0;
const nextKey = () => `messages-${++key}`;
const home = {
  pickupLocation: '12 Oak St, Austin, TX',
  pickupLatitude: 30.27,
  pickupLongitude: -97.74,
};

beforeAll(async () => {
  server = await startTestServer();
  staff = await signUpAndSignIn(server, {
    email: 'office@school.test',
    password: PASSWORD,
    name: 'Office',
    roles: ['RegionalManager'],
  });
  jordan = await createInstructor(server.platform, {
    name: 'Jordan Reyes',
    email: 'jordan@school.test',
  });
  types = await createLessonTypes(server.platform);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A student with minutes, an email, a parent's email and (when given) a phone and opt-in. */
async function family(name: string, contact: { phone?: string; smsOptIn?: boolean } = {}) {
  const [id] = await studentsHolding(server.platform, [name], { drivingMinute: 600 });
  const slug = name.split(' ')[0]!.toLowerCase();
  await server.platform.db.db
    .update(students)
    .set({
      email: `${slug}@family.test`,
      parentEmail: `parent-of-${slug}@family.test`,
      usStateId: 'CO',
      phone: contact.phone ?? null,
      smsOptIn: contact.smsOptIn ?? false,
    })
    .where(eq(students.id, id!));
  return { id: id!, email: `${slug}@family.test`, parent: `parent-of-${slug}@family.test` };
}

async function book(studentId: string, hours: number) {
  const answer = await graphql(
    server,
    {
      query: SCHEDULE,
      variables: {
        input: {
          idempotencyKey: nextKey(),
          instructorId: jordan,
          lessonTypeId: types.Standard,
          startTime: hoursFromNow(hours).toISOString(),
          studentIds: [studentId],
          ...home,
        },
      },
    },
    staff.cookie,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!['scheduleLesson'] as { id: string; startTime: string };
}

const outbox = () => server.platform.db.db.select().from(outboxMessages);
const about = async (test: (message: OutboxMessageRow) => boolean) => (await outbox()).filter(test);
const recipients = (messages: OutboxMessageRow[]) => messages.map((m) => m.to).sort();

/** Unfolds a calendar file's lines (RFC 5545 §3.1) into name → value of its first VEVENT. */
function firstEvent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThan(-1);
  return Object.fromEntries(
    lines.slice(start + 1, end).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    }),
  );
}

/** "20261210T110000" as the wall clock of the zone at that instant. */
const wallClock = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}${parts['month']}${parts['day']}T${parts['hour']}${parts['minute']}${parts['second']}`;
};

describe('confirmations', () => {
  it('a staff booking confirms to the student, the parent and the instructor, with the calendar file; no SMS without opt-in', async () => {
    const ava = await family('Ava Stone', { phone: '+17205550101', smsOptIn: false });
    const lesson = await book(ava.id, 300);
    const mail = await about(
      (m) => m.subject.startsWith('Lesson booked') || m.subject.startsWith('New lesson'),
    );
    const mine = mail.filter((m) => m.text.includes('Ava Stone'));
    expect(recipients(mine)).toEqual([ava.email, 'jordan@school.test', ava.parent].sort());
    expect(mine.every((m) => m.channel === 'email')).toBe(true);
    const toAva = mine.find((m) => m.to === ava.email)!;
    // The family reads Colorado time; the instructor their own (Chicago).
    expect(toAva.subject).toMatch(/ MST$/);
    expect(mine.find((m) => m.to === 'jordan@school.test')!.subject).toMatch(/ CST$/);
    const [file] = toAva.attachments!;
    expect(file).toMatchObject({ filename: 'lesson.ics', contentType: 'text/calendar' });
    const event = firstEvent(file!.content);
    expect(event['UID']).toBe(`${lesson.id}@roadready`);
    expect(event['DTSTART;TZID=America/Chicago']).toBe(
      wallClock(new Date(lesson.startTime), 'America/Chicago'),
    );
    expect(event['STATUS']).toBe('CONFIRMED');
    expect(await about((m) => m.channel === 'sms' && m.to === '+17205550101')).toEqual([]);
  });

  it('texts a student who agreed, once per lesson of a batch booking', async () => {
    const ben = await family('Ben Ortiz', { phone: '+17205550102', smsOptIn: true });
    const answer = await graphql(
      server,
      {
        query: SCHEDULE_MANY,
        variables: {
          input: {
            idempotencyKey: nextKey(),
            lessons: [310, 330].map((hours) => ({
              instructorId: jordan,
              lessonTypeId: types.Standard,
              startTime: hoursFromNow(hours).toISOString(),
              studentIds: [ben.id],
              ...home,
            })),
          },
        },
      },
      staff.cookie,
    );
    expect(answer.errors).toBeUndefined();
    const texts = await about((m) => m.channel === 'sms' && m.to === '+17205550102');
    expect(texts).toHaveLength(2);
    expect(texts[0]!.text).toMatch(/^RoadReady: Standard lesson for Ben Ortiz booked for .* MST/);
    // No SMS transport is configured: the outbox keeps them for staff to read.
    const emails = await about(
      (m) =>
        m.channel === 'email' &&
        m.text.includes('Ben Ortiz') &&
        m.subject.startsWith('Lesson booked'),
    );
    expect(recipients(emails)).toEqual([ben.email, ben.email, ben.parent, ben.parent].sort());
  });

  it('a reschedule from the portal tells the family and the instructor, with the moved calendar file', async () => {
    const cal = await family('Cal Diaz');
    const lesson = await book(cal.id, 400);
    const viewer = {
      userId: staff.userId,
      name: 'Office',
      email: 'office@school.test',
      sessionId: '',
      roles: ['RegionalManager' as const],
    };
    // The portal offers times of the next two weeks.
    await rescheduleOwnLesson(server.platform, viewer, {
      lessonId: lesson.id,
      studentId: cal.id,
      instructorId: jordan,
      startTime: hoursFromNow(150),
    });
    const moved = await about(
      (m) => m.subject.startsWith('Lesson moved') && m.text.includes('Cal Diaz'),
    );
    expect(recipients(moved)).toEqual([cal.email, 'jordan@school.test', cal.parent].sort());
    const event = firstEvent(moved.find((m) => m.to === cal.email)!.attachments![0]!.content);
    expect(event['UID']).toBe(`${lesson.id}@roadready`);
  });

  it('a cancellation tells each address once, with the calendar file saying it is cancelled', async () => {
    const dee = await family('Dee Moss', { phone: '+17205550104', smsOptIn: true });
    // The parent's address is also the student's: one email, not two.
    await server.platform.db.db
      .update(students)
      .set({ parentEmail: dee.email.toUpperCase() })
      .where(eq(students.id, dee.id));
    const lesson = await book(dee.id, 500);
    const cancelled = await graphql(
      server,
      {
        query: CANCEL,
        variables: {
          input: {
            idempotencyKey: nextKey(),
            lessonId: lesson.id,
            reason: 'OTHER',
            initiatedBy: 'Student',
          },
        },
      },
      staff.cookie,
    );
    expect(cancelled.errors).toBeUndefined();
    const [row] = await server.platform.db.db
      .select()
      .from(lessonCancellations)
      .where(eq(lessonCancellations.lessonId, lesson.id));
    // The queued job may have run already: either way each row is told once.
    await notifyLessonCancelled(server.platform, [row!.id]);
    const told = await about(
      (m) => m.subject.startsWith('Lesson cancelled') && m.text.includes('Dee Moss'),
    );
    expect(recipients(told)).toEqual(['+17205550104', dee.email, 'jordan@school.test'].sort());
    const event = firstEvent(told.find((m) => m.to === dee.email)!.attachments![0]!.content);
    expect(event['STATUS']).toBe('CANCELLED');
  });
});

describe('reminders', () => {
  const at = (start: Date, hoursBefore: number) =>
    new Date(start.getTime() - hoursBefore * 3_600_000);
  const reminders = (name: string) =>
    about((m) => m.subject.startsWith('Reminder') && m.text.includes(name));

  it('sends the 72-hour and the 24-hour reminder once each, in the family’s zone, also after a restart', async () => {
    const eve = await family('Eve Lane', { phone: '+17205550105', smsOptIn: true });
    const lesson = await book(eve.id, 200);
    const start = new Date(lesson.startTime);
    // The clock is the test's: other tests' lessons may be due then, Eve's is not yet.
    await sendDueReminders(server.platform, at(start, 80));
    expect(await reminders('Eve Lane')).toEqual([]);
    await sendDueReminders(server.platform, at(start, 72));
    // Again at once, and later in the same window (a second process, a restart): nothing more.
    await sendDueReminders(server.platform, at(start, 72));
    await sendDueReminders(server.platform, at(start, 50));
    let sent = await reminders('Eve Lane');
    expect(recipients(sent)).toEqual(['+17205550105', eve.email, eve.parent].sort());
    expect(sent.find((m) => m.to === eve.email)!.subject).toMatch(
      /^Reminder: lesson in 3 days, .* MST$/,
    );
    await sendDueReminders(server.platform, at(start, 24));
    await sendDueReminders(server.platform, at(start, 3));
    sent = await reminders('Eve Lane');
    expect(sent).toHaveLength(6);
    expect(
      sent.filter((m) => m.channel === 'email' && m.subject.includes('tomorrow')),
    ).toHaveLength(2);
    expect(sent.filter((m) => m.channel === 'sms' && m.text.includes('tomorrow'))).toHaveLength(1);
  });

  it('sends none for a cancelled lesson', async () => {
    const fay = await family('Fay Hale');
    const lesson = await book(fay.id, 210);
    const start = new Date(lesson.startTime);
    await graphql(
      server,
      {
        query: CANCEL,
        variables: {
          input: {
            idempotencyKey: nextKey(),
            lessonId: lesson.id,
            reason: 'OTHER',
            initiatedBy: 'Student',
          },
        },
      },
      staff.cookie,
    );
    await sendDueReminders(server.platform, at(start, 72));
    await sendDueReminders(server.platform, at(start, 24));
    expect(await reminders('Fay Hale')).toEqual([]);
  });
});

describe('calendar feed', () => {
  it('serves the account’s lessons by token without sign-in, and refuses a revoked or unknown token', async () => {
    const gus = await family('Gus Park');
    const account = await signUpAndSignIn(server, {
      email: 'gus@family.test',
      password: PASSWORD,
      name: 'Gus Park',
      roles: [],
    });
    await server.platform.db.db
      .update(students)
      .set({ userId: account.userId })
      .where(eq(students.id, gus.id));
    const lesson = await book(gus.id, 600);

    expect(
      (await graphql(server, { query: LINK }, account.cookie)).data!['myCalendarLink'],
    ).toBeNull();
    const first = (await graphql(server, { query: RENEW }, account.cookie)).data![
      'renewCalendarLink'
    ].url as string;
    expect(first).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(
      (await graphql(server, { query: LINK }, account.cookie)).data!['myCalendarLink'].url,
    ).toBe(first);

    const feedUrl = (link: string) => new URL(new URL(link).pathname, server.url);
    const answer = await fetch(feedUrl(first));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await answer.text();
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago');
    const event = firstEvent(ics);
    expect(event['UID']).toBe(`${lesson.id}@roadready`);
    expect(event['DTSTART;TZID=America/Chicago']).toBe(
      wallClock(new Date(lesson.startTime), 'America/Chicago'),
    );
    // Only the account's own lessons: another family's are not in it.
    expect(ics).not.toContain('Ava Stone');

    const second = (await graphql(server, { query: RENEW }, account.cookie)).data![
      'renewCalendarLink'
    ].url as string;
    expect(second).not.toBe(first);
    expect((await fetch(feedUrl(first))).status).toBe(404);
    expect((await fetch(feedUrl(second))).status).toBe(200);
    expect(
      (await graphql(server, { query: REVOKE }, account.cookie)).data!['revokeCalendarLink'],
    ).toBe(true);
    expect((await fetch(feedUrl(second))).status).toBe(404);
    expect((await fetch(new URL('/calendar/not-a-token.ics', server.url))).status).toBe(404);
  });

  it('an instructor’s feed lists the lessons they teach', async () => {
    const account = await signUpAndSignIn(server, {
      email: 'hal@school.test',
      password: PASSWORD,
      name: 'Hal Reed',
      roles: ['Instructor'],
    });
    const hal = await createInstructor(server.platform, {
      name: 'Hal Reed',
      userId: account.userId,
    });
    const ivy = await family('Ivy Cole');
    const booked = await graphql(
      server,
      {
        query: SCHEDULE,
        variables: {
          input: {
            idempotencyKey: nextKey(),
            instructorId: hal,
            lessonTypeId: types.Standard,
            startTime: hoursFromNow(700).toISOString(),
            studentIds: [ivy.id],
            ...home,
          },
        },
      },
      staff.cookie,
    );
    const url = (await graphql(server, { query: RENEW }, account.cookie)).data!['renewCalendarLink']
      .url as string;
    const ics = await (await fetch(new URL(new URL(url).pathname, server.url))).text();
    expect(firstEvent(ics)['UID']).toBe(`${booked.data!['scheduleLesson'].id}@roadready`);
    expect(ics).toContain('Ivy Cole');
  });
});
