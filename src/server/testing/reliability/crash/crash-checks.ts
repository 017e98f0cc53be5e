// What must hold after a crash and a restart: every invariant of docs/ledger.md, no half-made
// booking, every acknowledged write still there, and, once the checkout recovery has run, no
// payment without its booking or refund, no booking without its payment, no hold past its expiry.
// Balances are recomputed with the pure fold (`deriveLedger`) and compared with what the database
// itself sums, so a torn write shows up whichever half of it survived. Returns the violations
// found (empty when all hold).
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { deriveLedger, balancesByType } from '../../../../domain/ledger/ledger-state.ts';
import type { LedgerEntryKind } from '../../../../domain/ledger/ledger-types.ts';
import type { Platform } from '../../../platform.ts';
import { ledgerRepository, type StoredEntry } from '../../../modules/ledger/ledger.repository.ts';
import {
  ledgerEntries,
  ledgerIdempotencyKeys,
  ledgerLines,
  studentLedgers,
} from '../../../modules/ledger/ledger.tables.ts';
import { lessons, lessonStudents } from '../../../modules/lessons/lessons.tables.ts';
import { userLogs } from '../../../modules/students/students.tables.ts';
import { checkouts } from '../../../modules/booking/booking.tables.ts';
import { transientSlots } from '../../../modules/lessons/lessons.tables.ts';
import { OPEN_STATUSES } from '../../../payments/checkout-attempts.ts';
import { CHECKOUT_GRACE_MINUTES } from '../../../payments/checkout-recovery.ts';
import { checkoutAttempts, payments } from '../../../payments/payments.tables.ts';
import type { Journal } from './crash-stream.ts';

const SETTLING: readonly LedgerEntryKind[] = [
  'voidPurchase',
  'voidRefund',
  'voidExpiration',
  'transferExpiration',
];
const CONSUMING: readonly LedgerEntryKind[] = ['scheduleLesson', 'scheduleMultipleLessons'];
const RETURNING: readonly LedgerEntryKind[] = ['cancelLesson', 'removeStudentFromLesson'];

export interface CheckSummary {
  students: number;
  entries: number;
  lessons: number;
  checkouts: number;
  violations: string[];
}

/**
 * `now`: the time the checks stand at (holds past their expiry, attempts past their grace); the
 * crash run moves it past both, as it runs the recovery and the cleanup at that time.
 */
export async function checkInvariants(
  platform: Platform,
  journal: Journal,
  options: { now?: Date } = {},
): Promise<CheckSummary> {
  const db = platform.db.db;
  const violations: string[] = [];
  const fail = (message: string) => violations.push(message);

  const ledgers = await db.select().from(studentLedgers);
  const byStudent = new Map<string, StoredEntry[]>();
  const allEntries = new Map<string, StoredEntry>();
  for (const ledger of ledgers) {
    const entries = await ledgerRepository.entriesOf(db, ledger.studentId);
    byStudent.set(ledger.studentId, entries);
    for (const entry of entries) allEntries.set(entry.id, entry);
    checkVersions(ledger.studentId, ledger.version, entries, fail);
  }
  await checkBalances(platform, byStudent, fail);
  checkTransfersAndVoids(allEntries, fail);
  await checkIdempotencyKeys(platform, allEntries, fail);
  const lessonCount = await checkBookings(platform, byStudent, allEntries, fail);
  await checkAcknowledged(platform, journal, allEntries, fail);
  const checkoutCount = await checkCheckouts(platform, allEntries, options.now ?? new Date(), fail);
  return {
    students: ledgers.length,
    entries: allEntries.size,
    lessons: lessonCount,
    checkouts: checkoutCount,
    violations,
  };
}

/**
 * What a kill left in the public checkout's windows, before the recovery job settles it: charges
 * taken with no checkout, and holds no checkout has booked yet.
 */
export async function countStranded(
  platform: Platform,
): Promise<{ charges: number; holds: number }> {
  const db = platform.db.db;
  const [charges] = await db
    .select({ count: sql<string>`count(*)` })
    .from(payments)
    .leftJoin(checkouts, eq(checkouts.paymentReference, payments.reference))
    .where(and(eq(payments.status, 'succeeded'), isNull(checkouts.id)));
  const [holds] = await db.select({ count: sql<string>`count(*)` }).from(transientSlots);
  return { charges: Number(charges?.count ?? 0), holds: Number(holds?.count ?? 0) };
}

/**
 * Money and bookings of the public checkout agree: every payment still taken has its checkout,
 * and every paid checkout has its payment (taken, not given back, of its amount) and its purchase
 * in the ledger with that reference; no checkout attempt is left open past its grace period, and
 * no hold past its expiry.
 */
async function checkCheckouts(
  platform: Platform,
  entries: ReadonlyMap<string, StoredEntry>,
  now: Date,
  fail: (message: string) => void,
): Promise<number> {
  const db = platform.db.db;
  const rows = await db.select().from(checkouts);
  const paid = await db.select().from(payments);
  const byReference = new Map(paid.map((payment) => [payment.reference, payment]));
  const booked = new Set(rows.map((row) => row.paymentReference));
  for (const payment of paid)
    if (payment.status === 'succeeded' && !booked.has(payment.reference))
      fail(
        `payment ${payment.reference} of ${payment.amountCents} taken with no booking and no refund`,
      );
  const purchases = new Set(
    [...entries.values()]
      .filter((entry) => entry.kind === 'purchase' && entry.paymentReference)
      .map((entry) => `${entry.studentId}/${entry.paymentReference}`),
  );
  for (const row of rows) {
    if (row.amountCents === 0) continue;
    const payment = byReference.get(row.paymentReference ?? '');
    if (!payment) fail(`checkout ${row.id}: booking without a payment`);
    else if (payment.status !== 'succeeded')
      fail(`checkout ${row.id}: booking kept on a ${payment.status} payment ${payment.reference}`);
    else if (payment.amountCents !== row.amountCents)
      fail(`checkout ${row.id}: ${row.amountCents} booked, ${payment.amountCents} paid`);
    if (!purchases.has(`${row.studentId}/${row.paymentReference}`))
      fail(`checkout ${row.id}: no purchase with its payment in the ledger`);
  }
  const graceCutoff = new Date(now.getTime() - CHECKOUT_GRACE_MINUTES * 60_000);
  const open = await db
    .select({ key: checkoutAttempts.paymentKey })
    .from(checkoutAttempts)
    .where(
      and(
        inArray(checkoutAttempts.status, [...OPEN_STATUSES]),
        lte(checkoutAttempts.createdAt, graceCutoff),
      ),
    );
  for (const attempt of open) fail(`checkout attempt ${attempt.key} still open past its grace`);
  const expired = await db
    .select({ id: transientSlots.id })
    .from(transientSlots)
    .where(lte(transientSlots.expiresAt, now));
  for (const hold of expired) fail(`hold ${hold.id} left past its expiry`);
  return rows.length;
}

/** Versions 1…n without a gap, n the counter the next write will lock and bump. */
function checkVersions(
  studentId: string,
  counter: number,
  entries: readonly StoredEntry[],
  fail: (message: string) => void,
) {
  entries.forEach((entry, index) => {
    if (entry.version !== index + 1)
      fail(
        `student ${studentId}: entry ${entry.id} has version ${entry.version}, not ${index + 1}`,
      );
  });
  if (counter !== entries.length)
    fail(`student ${studentId}: version counter ${counter} but ${entries.length} entries`);
}

/** The fold against the database's own sums, no lot or funds below zero, one log line per entry. */
async function checkBalances(
  platform: Platform,
  byStudent: ReadonlyMap<string, readonly StoredEntry[]>,
  fail: (message: string) => void,
) {
  const db = platform.db.db;
  const lineSums = await db
    .select({
      studentId: ledgerLines.studentId,
      productType: ledgerLines.productType,
      quantity: sql<string>`sum(${ledgerLines.quantity})`,
    })
    .from(ledgerLines)
    .groupBy(ledgerLines.studentId, ledgerLines.productType);
  const fundSums = await db
    .select({
      studentId: ledgerEntries.studentId,
      cents: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.studentId);
  const logCounts = await db
    .select({ studentId: userLogs.studentId, lines: sql<string>`count(*)` })
    .from(userLogs)
    .where(sql`${userLogs.type} like 'ledger.%'`)
    .groupBy(userLogs.studentId);
  const [strayLines] = await db
    .select({ count: sql<string>`count(*)` })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.id} = ${ledgerLines.entryId}`)
    .where(sql`${ledgerEntries.studentId} <> ${ledgerLines.studentId}`);
  if (Number(strayLines?.count ?? 0) > 0)
    fail(`${strayLines?.count} ledger lines belong to another student than their entry`);

  for (const [studentId, entries] of byStudent) {
    const state = deriveLedger(entries);
    for (const lot of state.lots.values())
      if (lot.quantity < 0) fail(`student ${studentId}: lot ${lot.lotId} at ${lot.quantity}`);
    if (state.fundsCents < 0) fail(`student ${studentId}: funds at ${state.fundsCents}`);
    const stored = fundSums.find((row) => row.studentId === studentId);
    if (Number(stored?.cents ?? 0) !== state.fundsCents)
      fail(`student ${studentId}: funds ${state.fundsCents} replayed, ${stored?.cents} summed`);
    const replayed = balancesByType(state);
    for (const row of lineSums.filter((line) => line.studentId === studentId)) {
      if ((replayed.get(row.productType) ?? 0) !== Number(row.quantity))
        fail(
          `student ${studentId}: ${row.productType} ${replayed.get(row.productType) ?? 0} replayed, ${row.quantity} summed`,
        );
    }
    const logLines = Number(logCounts.find((row) => row.studentId === studentId)?.lines ?? 0);
    if (logLines !== entries.length)
      fail(`student ${studentId}: ${entries.length} entries but ${logLines} change-log lines`);
  }
}

/** Each transfer has both halves and moves nothing in or out; nothing is settled twice. */
function checkTransfersAndVoids(
  entries: ReadonlyMap<string, StoredEntry>,
  fail: (message: string) => void,
) {
  const settled = new Map<string, string>();
  for (const entry of entries.values()) {
    if (SETTLING.includes(entry.kind) && entry.referenceEntryId) {
      const earlier = settled.get(entry.referenceEntryId);
      if (earlier) fail(`entry ${entry.referenceEntryId} settled twice (${earlier}, ${entry.id})`);
      settled.set(entry.referenceEntryId, entry.id);
      const target = entries.get(entry.referenceEntryId);
      if (!target || target.studentId !== entry.studentId)
        fail(`${entry.kind} ${entry.id} refers to ${entry.referenceEntryId}, not on its ledger`);
    }
    const isTransfer = entry.kind === 'transferPurchase' || entry.kind === 'transferAccount';
    if (!isTransfer || !entry.referenceEntryId) continue;
    // The receiver's half refers to the sender's.
    const sent = entries.get(entry.referenceEntryId);
    if (!sent || sent.studentId !== entry.counterpartStudentId) {
      fail(`transfer ${entry.id} has no sending half`);
      continue;
    }
    const net = new Map<string, number>();
    for (const line of [...sent.lines, ...entry.lines])
      net.set(line.productId, (net.get(line.productId) ?? 0) + line.quantity);
    if (
      [...net.values()].some((quantity) => quantity !== 0) ||
      sent.amountCents + entry.amountCents
    )
      fail(`transfer ${sent.id} → ${entry.id} does not conserve its products and funds`);
  }
  const sentHalves = [...entries.values()].filter(
    (entry) =>
      (entry.kind === 'transferPurchase' || entry.kind === 'transferAccount') &&
      !entry.referenceEntryId,
  );
  const received = new Set([...entries.values()].map((entry) => entry.referenceEntryId));
  for (const sent of sentHalves)
    if (!received.has(sent.id)) fail(`transfer ${sent.id} has no receiving half`);
}

/** Every remembered answer names entries that exist, the first on the acting student's ledger. */
async function checkIdempotencyKeys(
  platform: Platform,
  entries: ReadonlyMap<string, StoredEntry>,
  fail: (message: string) => void,
) {
  const keys = await platform.db.db.select().from(ledgerIdempotencyKeys);
  for (const key of keys) {
    const first = entries.get(key.entryIds[0] ?? '');
    if (!first || first.studentId !== key.studentId)
      fail(`key ${key.key} of ${key.studentId}: its first entry is missing or elsewhere`);
    for (const id of key.entryIds)
      if (!entries.has(id)) fail(`key ${key.key}: entry ${id} missing`);
  }
}

/** Every place has its minutes taken (or given back when cancelled); every lesson entry its place. */
async function checkBookings(
  platform: Platform,
  byStudent: ReadonlyMap<string, readonly StoredEntry[]>,
  entries: ReadonlyMap<string, StoredEntry>,
  fail: (message: string) => void,
): Promise<number> {
  const db = platform.db.db;
  const lessonRows = await db.select().from(lessons);
  const places = await db.select().from(lessonStudents);
  const lessonsById = new Map(lessonRows.map((lesson) => [lesson.id, lesson]));
  const placeKey = (lessonId: string, studentId: string) => `${lessonId}/${studentId}`;
  const placeKeys = new Set(places.map((place) => placeKey(place.lessonId, place.studentId)));
  for (const lesson of lessonRows)
    if (!places.some((place) => place.lessonId === lesson.id))
      fail(`lesson ${lesson.id} has no student`);
  for (const entry of entries.values()) {
    if (!entry.lessonId || (!CONSUMING.includes(entry.kind) && !RETURNING.includes(entry.kind)))
      continue;
    if (
      !lessonsById.has(entry.lessonId) ||
      !placeKeys.has(placeKey(entry.lessonId, entry.studentId))
    )
      fail(`${entry.kind} ${entry.id} for lesson ${entry.lessonId} without that lesson place`);
  }
  for (const place of places) {
    const lesson = lessonsById.get(place.lessonId)!;
    const own = (byStudent.get(place.studentId) ?? []).filter(
      (entry) => entry.lessonId === place.lessonId,
    );
    const used = -own.flatMap((entry) => entry.lines).reduce((sum, line) => sum + line.quantity, 0);
    const booked = place.drivingMinutes + place.observationMinutes;
    const where = `lesson ${place.lessonId}, student ${place.studentId}`;
    if (!own.some((entry) => CONSUMING.includes(entry.kind)))
      fail(`${where}: no minutes taken from the ledger`);
    if (lesson.cancelledAt || place.removedAt) {
      if (!own.some((entry) => RETURNING.includes(entry.kind)))
        fail(`${where}: cancelled without a ledger entry`);
      // Minutes come back, or the cancellation forfeits them: nothing in between.
      if (used !== 0 && used !== booked) fail(`${where}: cancelled, ${used} of ${booked} used`);
    } else if (used !== booked) fail(`${where}: ${booked} minutes booked, ${used} taken`);
  }
  return lessonRows.length;
}

/** What the server answered OK before it died is still there. */
async function checkAcknowledged(
  platform: Platform,
  journal: Journal,
  entries: ReadonlyMap<string, StoredEntry>,
  fail: (message: string) => void,
) {
  const lessonRows = await platform.db.db.select().from(lessons);
  const byId = new Map(lessonRows.map((lesson) => [lesson.id, lesson]));
  for (const done of journal.acknowledged) {
    for (const id of done.entryIds)
      if (!entries.has(id)) fail(`acknowledged ${done.operation}: entry ${id} lost`);
    if (done.operation === 'scheduleLesson' && !byId.has(done.lessonId ?? ''))
      fail(`acknowledged booking: lesson ${done.lessonId} lost`);
    if (done.operation === 'cancelLesson' && !byId.get(done.lessonId ?? '')?.cancelledAt)
      fail(`acknowledged cancellation of ${done.lessonId} lost`);
    if (done.operation === 'checkoutBooking') {
      const [row] = await platform.db.db
        .select({ lessonId: checkouts.lessonId })
        .from(checkouts)
        .where(eq(checkouts.id, done.id ?? ''));
      if (!row || row.lessonId !== done.lessonId || !byId.has(row.lessonId))
        fail(`acknowledged checkout ${done.id}: its booking lost`);
    }
  }
}
