// The database itself refuses to double-book an instructor, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { instructors } from '../modules/instructors/instructors.tables.ts';
import { lessonTypes } from '../modules/lesson-types/lesson-types.tables.ts';
import { lessons } from '../modules/lessons/lessons.tables.ts';
import { NO_DOUBLE_BOOKING_CONSTRAINT } from './constraints.ts';
import { postgresErrorCode } from './pg-errors.ts';

let server: TestServer;
let instructorId: string;
let lessonTypeId: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  const [instructor] = await db
    .insert(instructors)
    .values({
      name: 'Maria G.',
      firstName: 'Maria',
      lastName: 'Garcia',
      timeZone: 'America/Los_Angeles',
      usStateId: 'CA',
    })
    .returning();
  const [lessonType] = await db
    .insert(lessonTypes)
    .values({ name: 'Standard', label: 'Standard lesson', durationMinutes: 120 })
    .returning();
  instructorId = instructor!.id;
  lessonTypeId = lessonType!.id;
});

afterAll(async () => {
  await server?.stop();
});

const lessonAt = (start: string, end: string) => ({
  instructorId,
  lessonTypeId,
  startTime: new Date(start),
  endTime: new Date(end),
  durationMinutes: (Date.parse(end) - Date.parse(start)) / 60_000,
});

async function refusal(work: Promise<unknown>): Promise<{ code?: string | null; text: string }> {
  try {
    await work;
  } catch (error) {
    const text = String((error as { cause?: unknown }).cause ?? error);
    return { code: postgresErrorCode(error), text };
  }
  return { text: 'inserted' };
}

describe('lessons_no_double_booking', () => {
  it('refuses an overlapping lesson of the same instructor', async () => {
    const db = server.platform.db.db;
    await db.insert(lessons).values(lessonAt('2026-12-01T17:00:00Z', '2026-12-01T19:00:00Z'));
    const refused = await refusal(
      db.insert(lessons).values(lessonAt('2026-12-01T18:00:00Z', '2026-12-01T20:00:00Z')),
    );
    expect(refused.code).toBe('23P01');
    expect(refused.text).toContain(NO_DOUBLE_BOOKING_CONSTRAINT);
  });

  it('allows back-to-back lessons (ranges are half-open)', async () => {
    const db = server.platform.db.db;
    await db.insert(lessons).values(lessonAt('2026-12-02T17:00:00Z', '2026-12-02T19:00:00Z'));
    await expect(
      db.insert(lessons).values(lessonAt('2026-12-02T19:00:00Z', '2026-12-02T21:00:00Z')),
    ).resolves.toBeDefined();
  });

  it('lets a cancelled lesson free its time', async () => {
    const db = server.platform.db.db;
    await db.insert(lessons).values({
      ...lessonAt('2026-12-03T17:00:00Z', '2026-12-03T19:00:00Z'),
      cancelledAt: new Date(),
    });
    await expect(
      db.insert(lessons).values(lessonAt('2026-12-03T17:30:00Z', '2026-12-03T19:30:00Z')),
    ).resolves.toBeDefined();
  });
});
