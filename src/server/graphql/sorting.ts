// Sortable lists: a `<Name>Sort` enum of a list's sortable fields in both directions (`codeAsc`,
// `codeDesc`; src/domain/list-sort.ts), and the ORDER BY it makes in the repository, always
// ending on the row id so pages never overlap.
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { listSortValues, type ListSort } from '../../domain/list-sort.ts';
import { builder } from './builder.ts';

export function sortEnum<Field extends string>(name: string, fields: readonly Field[]) {
  return builder.enumType(name, {
    description: `The order of the list: ${fields.join(', ')}, ascending or descending.`,
    values: listSortValues(fields),
  });
}

/** ORDER BY for `sort` over these columns, then `tieBreaker`; `fallback` when there is no sort. */
export function orderByOf<Field extends string>(
  sort: ListSort<Field> | null | undefined,
  columns: Record<Field, AnyColumn | SQL>,
  fallback: readonly SQL[],
  tieBreaker: AnyColumn,
): SQL[] {
  if (!sort) return [...fallback, asc(tieBreaker)];
  const by = sort.direction === 'asc' ? asc : desc;
  return [by(columns[sort.field]), by(tieBreaker)];
}
