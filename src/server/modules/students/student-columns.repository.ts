// The student list reading only the columns a query asks for (docs/adr/0007): one named prepared
// statement per set of columns and filter shape, built once with Drizzle and then run by name
// without the ORM, so a request neither rebuilds the statement nor maps every column of every
// row. Its rows are partial records: they go to the GraphQL fields that asked for them and never
// into the Student DataLoader (which caches whole records only).
import { createHash } from 'node:crypto';
import { asc, eq, fillPlaceholders, getTableColumns, sql, type Column } from 'drizzle-orm';
import { containsPattern } from '../../../domain/student-search-term.ts';
import { users } from '../../auth/auth.tables.ts';
import type { DbHandle, NamedStatement } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { sortKey, whereOf, type StudentFilter, type StudentRecord } from './students.repository.ts';
import { students } from './students.tables.ts';

export type StudentKey = keyof StudentRecord;

/** Where each key of a record comes from: a column of `students`, or the linked account's email. */
const SOURCES: Record<StudentKey, Column> = {
  ...getTableColumns(students),
  signInEmail: users.email,
};

interface PreparedList {
  statement: NamedStatement;
  params: unknown[];
  /** The keys whose driver value needs its column's decoder (timestamps, numbers kept as text). */
  decoded: [StudentKey, Column][];
}

const prepared = new Map<string, PreparedList>();
/** Column sets come from documents and search words from people: past this, start afresh. */
const MAX_PREPARED = 200;

const needsDecoding = (column: Column) => /^(timestamp|numeric)/.test(column.getSQLType());

function prepare(db: DbHandle['db'], keys: readonly StudentKey[], filter: StudentFilter) {
  const fields = Object.fromEntries(keys.map((key) => [key, sql`${SOURCES[key]}`.as(key)]));
  const base = db.select(fields).from(students);
  const joined = keys.includes('signInEmail')
    ? base.leftJoin(users, eq(users.id, students.userId))
    : base;
  const words = filter.words ?? [];
  const query = joined
    .where(
      whereOf({
        includeDeleted: filter.includeDeleted ?? false,
        ids: filter.ids ? sql`${students.id} = any(${sql.placeholder('ids')}::uuid[])` : null,
        patterns: words.map((_, index) => sql.placeholder(`w${index}`)),
      }),
    )
    .orderBy(sortKey, asc(students.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .toSQL();
  const name = `students_${createHash('sha1').update(query.sql).digest('hex').slice(0, 16)}`;
  return {
    statement: { name, text: query.sql },
    params: query.params,
    decoded: keys.filter((key) => needsDecoding(SOURCES[key])).map((key) => [key, SOURCES[key]]),
  } satisfies PreparedList;
}

/**
 * One window of students by name with only `keys` (and one row more than asked, as `search`),
 * as partial records.
 */
export async function searchStudentColumns(
  handle: DbHandle,
  keys: ReadonlySet<StudentKey>,
  filter: StudentFilter,
  window: PageWindow,
): Promise<Partial<StudentRecord>[]> {
  const sorted = [...keys].sort();
  const words = filter.words ?? [];
  const shape = `${sorted.join(',')}|${words.length}|${filter.ids ? 'ids' : ''}|${filter.includeDeleted ? 'all' : ''}`;
  let list = prepared.get(shape);
  if (!list) {
    list = prepare(handle.db, sorted, filter);
    if (prepared.size >= MAX_PREPARED) prepared.clear();
    prepared.set(shape, list);
  }
  const values: Record<string, unknown> = { limit: window.limit + 1, offset: window.offset };
  words.forEach((word, index) => (values[`w${index}`] = containsPattern(word)));
  // Ids are checked to be UUIDs before this (searchStudents), so the array literal is plain.
  if (filter.ids) values['ids'] = `{${filter.ids.join(',')}}`;
  const rows = await handle.readRows(list.statement, fillPlaceholders(list.params, values));
  if (list.decoded.length > 0) {
    for (const row of rows) {
      for (const [key, column] of list.decoded) {
        if (row[key] !== null) row[key] = column.mapFromDriverValue(row[key]);
      }
    }
  }
  return rows;
}
