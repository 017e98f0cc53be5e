// The names of the records an audit log page mentions (ids in paths and values), in one query:
// a UNION over every table whose rows the audit log can point at, each by its primary key. The
// audit log then shows "Dana Whitaker" and "Ford Transit" instead of ids.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isRecordId } from '../../../domain/audit-field-label.ts';
import { users } from '../../auth/auth.tables.ts';
import type { Executor } from '../../db/client.ts';
import { certificates, certificateTypes } from '../certificates/certificates.tables.ts';
import { cohorts, cohortSessions } from '../cohorts/cohorts.tables.ts';
import { courses } from '../courses/courses.tables.ts';
import { drivingSkills } from '../driving-skills/driving-skills.tables.ts';
import { identityQuestions } from '../identity-checks/identity-checks.tables.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { locationLandingPages, metros } from '../landing-pages/landing-pages.tables.ts';
import { lectures } from '../lectures/lectures.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { articles, licensingGuides } from '../licensing-guides/licensing-guides.tables.ts';
import { priceSchemeFragments, priceSchemes } from '../pricing/pricing.tables.ts';
import { products } from '../products/products.tables.ts';
import { parkingHubs, regions, superRegions } from '../regions/regions.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import { students } from '../students/students.tables.ts';
import { vehicles } from '../vehicles/vehicles.tables.ts';
import { vouchers } from '../vouchers/vouchers.tables.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { timesheetApprovals } from '../timesheets/timesheets.tables.ts';

interface Source {
  table: PgTable;
  id: PgColumn;
  name: SQL | PgColumn;
  /** False for tables keyed by text ids (accounts), which take any id, not only UUIDs. */
  uuid: boolean;
}

const SOURCES: readonly Source[] = [
  { table: users, id: users.id, name: users.name, uuid: false },
  { table: instructors, id: instructors.id, name: instructors.name, uuid: true },
  { table: students, id: students.id, name: students.name, uuid: true },
  { table: certificateTypes, id: certificateTypes.id, name: certificateTypes.label, uuid: true },
  {
    table: certificates,
    id: certificates.id,
    name: sql`'certificate ' || ${certificates.certNumber}`,
    uuid: true,
  },
  { table: lessonTypes, id: lessonTypes.id, name: lessonTypes.label, uuid: true },
  { table: regions, id: regions.id, name: regions.name, uuid: true },
  { table: superRegions, id: superRegions.id, name: superRegions.name, uuid: true },
  { table: parkingHubs, id: parkingHubs.id, name: parkingHubs.name, uuid: true },
  { table: products, id: products.id, name: products.name, uuid: true },
  { table: priceSchemes, id: priceSchemes.id, name: priceSchemes.name, uuid: true },
  {
    table: priceSchemeFragments,
    id: priceSchemeFragments.id,
    name: priceSchemeFragments.name,
    uuid: true,
  },
  { table: vehicles, id: vehicles.id, name: vehicles.name, uuid: true },
  { table: courses, id: courses.id, name: courses.name, uuid: true },
  { table: cohorts, id: cohorts.id, name: cohorts.name, uuid: true },
  { table: cohortSessions, id: cohortSessions.id, name: cohortSessions.name, uuid: true },
  { table: lectures, id: lectures.id, name: lectures.title, uuid: true },
  {
    table: identityQuestions,
    id: identityQuestions.id,
    name: identityQuestions.prompt,
    uuid: true,
  },
  { table: metros, id: metros.id, name: metros.name, uuid: true },
  {
    table: locationLandingPages,
    id: locationLandingPages.id,
    name: locationLandingPages.name,
    uuid: true,
  },
  {
    table: stateMeetingPoints,
    id: stateMeetingPoints.id,
    name: stateMeetingPoints.label,
    uuid: true,
  },
  { table: articles, id: articles.id, name: articles.title, uuid: true },
  { table: licensingGuides, id: licensingGuides.id, name: licensingGuides.label, uuid: true },
  { table: drivingSkills, id: drivingSkills.id, name: drivingSkills.label, uuid: true },
  { table: vouchers, id: vouchers.id, name: sql`'voucher ' || ${vouchers.code}`, uuid: true },
  { table: coupons, id: coupons.id, name: sql`'coupon ' || ${coupons.code}`, uuid: true },
  {
    table: timesheetApprovals,
    id: timesheetApprovals.id,
    name: sql`'pay period ' || to_char(${timesheetApprovals.periodStart}, 'Mon FMDD, YYYY') || ' to ' || to_char(${timesheetApprovals.periodEnd}, 'Mon FMDD, YYYY')`,
    uuid: true,
  },
];

/** Most ids one page of the audit log may ask about; more are left unnamed. */
const MAX_IDS = 2000;

/** The names of the given ids that still exist, by id, from one query. */
export async function recordNames(
  db: Executor,
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const all = [...new Set(ids)].slice(0, MAX_IDS);
  const uuids = all.filter(isRecordId);
  const parts = SOURCES.flatMap((source) => {
    const wanted = source.uuid ? uuids : all;
    if (wanted.length === 0) return [];
    return [
      sql`select ${source.id}::text as id, (${source.name})::text as name from ${source.table} where ${inArray(source.id, wanted)}`,
    ];
  });
  if (parts.length === 0) return new Map();
  const result: unknown = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as { rows: { id: string; name: string }[] }).rows;
  return new Map(rows.map((row) => [row.id, row.name]));
}
