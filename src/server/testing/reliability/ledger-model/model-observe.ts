// What the system holds after a step, read two ways: as the ledger service reports it (the
// replayed ledger behind the API's balances) and as the database sums it (lines, amounts, the
// version counter), plus the lessons and places still standing. Both must equal the model.
import { inArray, isNull, sql, and } from 'drizzle-orm';
import { expect } from 'vitest';
import { balancesByProduct } from '../../../../domain/ledger/ledger-state.ts';
import type { Executor } from '../../../db/client.ts';
import { readLedger } from '../../../modules/ledger/ledger.service.ts';
import {
  ledgerEntries,
  ledgerLines,
  studentLedgers,
} from '../../../modules/ledger/ledger.tables.ts';
import { lessons, lessonStudents } from '../../../modules/lessons/lessons.tables.ts';
import type { Platform } from '../../../platform.ts';
import { modelBalances, type Model } from './model-state.ts';

interface LedgerView {
  version: number;
  funds: number;
  balances: [string, number][];
}

export interface Observation {
  service: Record<string, LedgerView>;
  database: Record<string, LedgerView & { entries: number; lastVersion: number }>;
  lessons: string[];
  places: string[];
}

export async function storedVersions(
  db: Executor,
  studentIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ studentId: studentLedgers.studentId, version: studentLedgers.version })
    .from(studentLedgers)
    .where(inArray(studentLedgers.studentId, [...studentIds]));
  return new Map(rows.map((row) => [row.studentId, row.version]));
}

const sorted = (pairs: [string, number][]) =>
  pairs.filter(([, qty]) => qty !== 0).sort(([a], [b]) => a.localeCompare(b));

export async function observe(
  platform: Platform,
  studentIds: readonly string[],
  instructorIds: readonly string[],
): Promise<Observation> {
  const db = platform.db.db;
  const ids = [...studentIds];
  const service: Observation['service'] = {};
  for (const id of ids) {
    const { version, state } = await readLedger(platform, id);
    service[id] = {
      version,
      funds: state.fundsCents,
      balances: sorted([...balancesByProduct(state)]),
    };
  }
  const versions = await storedVersions(db, ids);
  const sums = await db
    .select({
      studentId: ledgerEntries.studentId,
      entries: sql<number>`count(*)::int`,
      lastVersion: sql<number>`max(${ledgerEntries.version})::int`,
      funds: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.studentId, ids))
    .groupBy(ledgerEntries.studentId);
  const lines = await db
    .select({
      studentId: ledgerLines.studentId,
      productId: ledgerLines.productId,
      qty: sql<number>`sum(${ledgerLines.quantity})::int`,
    })
    .from(ledgerLines)
    .where(inArray(ledgerLines.studentId, ids))
    .groupBy(ledgerLines.studentId, ledgerLines.productId);
  const database: Observation['database'] = {};
  for (const id of ids) {
    const sum = sums.find((row) => row.studentId === id);
    database[id] = {
      version: versions.get(id) ?? 0,
      funds: sum?.funds ?? 0,
      entries: sum?.entries ?? 0,
      lastVersion: sum?.lastVersion ?? 0,
      balances: sorted(
        lines.filter((row) => row.studentId === id).map((row) => [row.productId, row.qty]),
      ),
    };
  }
  const live = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(inArray(lessons.instructorId, [...instructorIds]), isNull(lessons.cancelledAt)));
  const places = await db
    .select({ lessonId: lessonStudents.lessonId, studentId: lessonStudents.studentId })
    .from(lessonStudents)
    .where(and(inArray(lessonStudents.studentId, ids), isNull(lessonStudents.removedAt)));
  return {
    service,
    database,
    lessons: live.map((row) => row.id).sort(),
    places: places.map((row) => `${row.lessonId}/${row.studentId}`).sort(),
  };
}

/** The observation the model predicts. */
export function expected(model: Model): Observation {
  const service: Observation['service'] = {};
  const database: Observation['database'] = {};
  for (const student of model.students) {
    const view = {
      version: student.version,
      funds: student.funds,
      balances: modelBalances(student),
    };
    service[student.id] = view;
    // Versions run 1…n without a gap: n entries, the last one n, the counter n.
    database[student.id] = { ...view, entries: student.version, lastVersion: student.version };
  }
  const live = model.lessons.filter((lesson) => !lesson.cancelled);
  return {
    service,
    database,
    lessons: live.map((lesson) => lesson.id).sort(),
    places: model.lessons
      .flatMap((lesson) =>
        lesson.places
          .filter((place) => place.active)
          .map((place) => `${lesson.id}/${place.studentId}`),
      )
      .sort(),
  };
}

export async function expectMatches(
  model: Model,
  platform: Platform,
  studentIds: readonly string[],
  instructorIds: readonly string[],
  label: string,
): Promise<void> {
  expect(await observe(platform, studentIds, instructorIds), label).toEqual(expected(model));
}
