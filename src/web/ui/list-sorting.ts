// The sort of a back-office grid kept in the address (?sort=expirationDesc, the value the list's
// GraphQL `sort` argument takes; src/domain/list-sort.ts) and turned into the grid's sort model.
// No ?sort is the list's own default order.
import type { GridSortModel } from '@mui/x-data-grid';
import {
  listSortValue,
  parseListSort,
  type ListSort,
  type ListSortValue,
} from '../../domain/list-sort.ts';

export function readListSort<Field extends string>(
  params: URLSearchParams,
  fields: readonly Field[],
  key = 'sort',
): ListSort<Field> | null {
  return parseListSort(params.get(key), fields);
}

/** Writes the sort into `params` (changing it); no sort leaves the key out. */
export function writeListSort(
  params: URLSearchParams,
  sort: ListSort | null,
  key = 'sort',
): URLSearchParams {
  params.delete(key);
  if (sort) params.set(key, listSortValue(sort));
  return params;
}

/** The `sort` argument of a list query (left out for the default order). */
export const sortArgOf = <Field extends string>(
  sort: ListSort<Field> | null,
): { sort?: ListSortValue<Field> } => (sort ? { sort: listSortValue(sort) } : {});

export const sortModelOf = (sort: ListSort | null): GridSortModel =>
  sort ? [{ field: sort.field, sort: sort.direction }] : [];

/** The grid's sort model as a list sort; a column the list cannot sort by is no sort. */
export function listSortOf<Field extends string>(
  model: GridSortModel,
  fields: readonly Field[],
): ListSort<Field> | null {
  const [first] = model;
  if (!first?.sort) return null;
  const field = fields.find((candidate) => candidate === first.field);
  return field ? { field, direction: first.sort } : null;
}
