// The order a back-office list is sorted in, written once for the server's GraphQL enums and the
// page's address: a sortable field and a direction make one value, `codeAsc` or `expirationDesc`
// (the schema's camelCase). A list without a value keeps its own default order.

export type SortDirection = 'asc' | 'desc';

export interface ListSort<Field extends string = string> {
  field: Field;
  direction: SortDirection;
}

/** The enum value of a sort: `codeAsc`, `codeDesc`. */
export type ListSortValue<Field extends string> = `${Field}${'Asc' | 'Desc'}`;

const SUFFIX = { asc: 'Asc', desc: 'Desc' } as const;

/** `codeAsc`, `codeDesc`, … for each field, in the fields' order. */
export function listSortValues<Field extends string>(
  fields: readonly Field[],
): ListSortValue<Field>[] {
  return fields.flatMap((field) => [
    listSortValue({ field, direction: 'asc' }),
    listSortValue({ field, direction: 'desc' }),
  ]);
}

export function listSortValue<Field extends string>(sort: ListSort<Field>): ListSortValue<Field> {
  return `${sort.field}${SUFFIX[sort.direction]}`;
}

/** The sort a value names among `fields`; null for a missing or unknown value. */
export function parseListSort<Field extends string>(
  value: string | null | undefined,
  fields: readonly Field[],
): ListSort<Field> | null {
  if (!value) return null;
  for (const field of fields) {
    for (const direction of ['asc', 'desc'] as const) {
      if (value === listSortValue({ field, direction })) return { field, direction };
    }
  }
  return null;
}
