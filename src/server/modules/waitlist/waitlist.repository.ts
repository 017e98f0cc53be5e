// The only code that touches the waitlist_entries table.
import { and, asc, desc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { WaitlistStatus } from '../../../domain/scheduling/waitlist-status.ts';
import { users } from '../../auth/auth.tables.ts';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { regions, superRegions } from '../regions/regions.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import { waitlistEntries, type WaitlistEntryRow } from './waitlist.tables.ts';

export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;

/** An entry with the names its screens and emails show. */
export interface WaitlistEntryView {
  entry: WaitlistEntryRow;
  customerName: string;
  customerEmail: string;
  lessonTypeLabel: string;
  durationMinutes: number;
  meetingPointLabel: string | null;
  offerInstructorName: string | null;
}

const viewColumns = {
  entry: waitlistEntries,
  customerName: users.name,
  customerEmail: users.email,
  lessonTypeLabel: lessonTypes.label,
  durationMinutes: lessonTypes.durationMinutes,
  meetingPointLabel: stateMeetingPoints.label,
  offerInstructorName: instructors.name,
};

function views(db: Executor) {
  return db
    .select(viewColumns)
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .innerJoin(lessonTypes, eq(lessonTypes.id, waitlistEntries.lessonTypeId))
    .leftJoin(stateMeetingPoints, eq(stateMeetingPoints.id, waitlistEntries.meetingPointId))
    .leftJoin(instructors, eq(instructors.id, waitlistEntries.offerInstructorId));
}

export const waitlistRepository = {
  async insert(db: Executor, values: NewWaitlistEntry): Promise<WaitlistEntryRow> {
    const [row] = await db.insert(waitlistEntries).values(values).returning();
    return row!;
  },

  async findById(db: Executor, id: string): Promise<WaitlistEntryRow | null> {
    const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
    return row ?? null;
  },

  async view(db: Executor, id: string): Promise<WaitlistEntryView | null> {
    const [row] = await views(db).where(eq(waitlistEntries.id, id));
    return row ?? null;
  },

  /** An account's entries, open ones first, newest first within each. */
  ofUser(db: Executor, userId: string): Promise<WaitlistEntryView[]> {
    return views(db)
      .where(eq(waitlistEntries.userId, userId))
      .orderBy(
        sql`${waitlistEntries.status} in ('Waiting', 'Offered') desc`,
        desc(waitlistEntries.createdAt),
      );
  },

  /** A region's entries with these statuses, in line order (first in line first). */
  ofRegion(
    db: Executor,
    regionId: string,
    statuses: readonly WaitlistStatus[],
  ): Promise<WaitlistEntryView[]> {
    return views(db)
      .where(and(eq(waitlistEntries.regionId, regionId), inArray(waitlistEntries.status, statuses)))
      .orderBy(asc(waitlistEntries.queuedAt), asc(waitlistEntries.id))
      .limit(500);
  },

  /** Open entries whose last wanted date is before `today` (UTC date: a day's grace at most). */
  expirePast(db: Executor, today: string, now: Date): Promise<WaitlistEntryRow[]> {
    return db
      .update(waitlistEntries)
      .set({ status: 'Expired', offerHoldId: null, updatedAt: now })
      .where(
        and(
          inArray(waitlistEntries.status, ['Waiting', 'Offered']),
          lt(waitlistEntries.until, today),
        ),
      )
      .returning();
  },

  /**
   * Offers that lapsed (their time is up, or their hold is gone: a declined card releases it)
   * go back in line, at its end, so the time goes to the next customer first.
   */
  lapseOffers(db: Executor, now: Date): Promise<WaitlistEntryRow[]> {
    return db
      .update(waitlistEntries)
      .set({ status: 'Waiting', offerHoldId: null, queuedAt: now, updatedAt: now })
      .where(
        and(
          eq(waitlistEntries.status, 'Offered'),
          or(lte(waitlistEntries.offerExpiresAt, now), isNull(waitlistEntries.offerHoldId)),
        ),
      )
      .returning();
  },

  /** The first `limit` entries in line. */
  waiting(db: Executor, limit: number): Promise<WaitlistEntryView[]> {
    return views(db)
      .where(eq(waitlistEntries.status, 'Waiting'))
      .orderBy(asc(waitlistEntries.queuedAt), asc(waitlistEntries.id))
      .limit(limit);
  },

  /**
   * Marks a waiting entry offered, unless someone else changed it first (another run of the
   * offer job, the customer leaving): only one offer per entry can win.
   */
  async markOffered(
    db: Executor,
    id: string,
    offer: { holdId: string; instructorId: string; startTime: Date; expiresAt: Date; now: Date },
  ): Promise<boolean> {
    const rows = await db
      .update(waitlistEntries)
      .set({
        status: 'Offered',
        offerHoldId: offer.holdId,
        offerInstructorId: offer.instructorId,
        offerStartTime: offer.startTime,
        offerExpiresAt: offer.expiresAt,
        offersMade: sql`${waitlistEntries.offersMade} + 1`,
        updatedAt: offer.now,
      })
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'Waiting')))
      .returning({ id: waitlistEntries.id });
    return rows.length === 1;
  },

  /** The entry offered this hold becomes Booked (the checkout that used the hold calls it). */
  async markBookedByHold(db: Executor, holdId: string, now: Date): Promise<void> {
    await db
      .update(waitlistEntries)
      .set({ status: 'Booked', offerHoldId: null, updatedAt: now })
      .where(and(eq(waitlistEntries.offerHoldId, holdId), eq(waitlistEntries.status, 'Offered')));
  },

  /** Every region with how many wait in it now: most waiting first, then by name. */
  regionsWithCounts(db: Executor) {
    const waiting = sql<number>`count(${waitlistEntries.id})::int`;
    return db
      .select({ id: regions.id, name: regions.name, state: superRegions.state, waiting })
      .from(regions)
      .innerJoin(superRegions, eq(superRegions.id, regions.superRegionId))
      .leftJoin(
        waitlistEntries,
        and(
          eq(waitlistEntries.regionId, regions.id),
          inArray(waitlistEntries.status, ['Waiting', 'Offered']),
        ),
      )
      .groupBy(regions.id, regions.name, superRegions.state)
      .orderBy(desc(waiting), asc(regions.name));
  },

  async cancel(db: Executor, id: string, by: string, now: Date): Promise<WaitlistEntryRow | null> {
    const [row] = await db
      .update(waitlistEntries)
      .set({ status: 'Cancelled', cancelledById: by, offerHoldId: null, updatedAt: now })
      .where(
        and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, ['Waiting', 'Offered'])),
      )
      .returning();
    return row ?? null;
  },
};
