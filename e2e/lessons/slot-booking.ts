// Booking through the slot picker, for the lessons suites: an instructor the slot search offers
// in Austin — a region around downtown Austin (it holds ZIP 78701's centre and the lessons
// fixtures' Downtown Austin meeting point) served by an Active instructor in Central time with
// weekly hours 9:00–17:00 every day — and picking a time and that instructor in the dialog.
import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { instructorWeeklyHours } from '../../src/server/modules/availability/availability.tables.ts';
import { instructors } from '../../src/server/modules/instructors/instructors.tables.ts';
import { createInstructor } from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
import { regions, superRegions } from '../../src/server/modules/regions/regions.tables.ts';
import { squareRegionRow } from '../../src/server/modules/regions/testing/region-rows.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';

/** The home ZIP of students the Austin instructor can pick up. */
export const AUSTIN_ZIP = '78701';

export async function addAustinInstructor(
  server: TestServer,
  values: { name: string; userId?: string },
): Promise<string> {
  const db = server.platform.db.db;
  const [superRegion] = await db
    .insert(superRegions)
    .values({ name: 'Central Texas', state: 'TX' })
    .returning();
  const [austin] = await db
    .insert(regions)
    .values(squareRegionRow('Austin', superRegion!.id, { longitude: -97.8, latitude: 30.2 }))
    .returning();
  const instructorId = await createInstructor(server.platform, values);
  await db
    .update(instructors)
    .set({ serviceRegionIds: [austin!.id] })
    .where(eq(instructors.id, instructorId));
  await db.insert(instructorWeeklyHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      instructorId,
      weekday,
      startMinute: 9 * 60,
      endMinute: 17 * 60,
    })),
  );
  return instructorId;
}

/**
 * Picks the first free `time` ("10:00 AM") the picker in `scope` offers, then `instructor`;
 * returns the picked time's spoken day and time ("Tuesday, December 1, 10:00 AM").
 */
export async function pickSlot(scope: Locator, time: string, instructor: string): Promise<string> {
  const button = scope
    .getByRole('button', { name: new RegExp(`, ${time}, \\d+ instructors?$`) })
    .first();
  await button.waitFor();
  const when = (await button.getAttribute('aria-label'))!.replace(/, \d+ instructors?$/, '');
  await button.click();
  await scope
    .getByRole('list', { name: `Instructors free on ${when}` })
    .getByRole('button', { name: new RegExp(`^${instructor}`) })
    .click();
  return when;
}
