// Apollo's InMemoryCache must know which object types belong to each interface and union to
// match fragments on them. SPEC §7's Schema query asks the server, but the server answers it
// for signed-in staff only (outside development), so the answer is computed at build time from
// the same query run against the schema (scripts/generate.ts) and committed as
// src/web/gql/possible-types.json.

export const SCHEMA_QUERY =
  'query Schema { __schema { types { kind name possibleTypes { name } } } }';

export interface SchemaQueryData {
  __schema: {
    types: readonly {
      kind: string;
      name: string | null;
      possibleTypes: readonly { name: string | null }[] | null;
    }[];
  };
}

/** Abstract type name → its object type names, both sorted so the file is stable. */
export type PossibleTypes = Record<string, string[]>;

export function possibleTypesFromSchemaQuery(data: SchemaQueryData): PossibleTypes {
  const entries = data.__schema.types
    .filter((type) => (type.kind === 'INTERFACE' || type.kind === 'UNION') && type.name)
    .map((type): [string, string[]] => [
      type.name as string,
      (type.possibleTypes ?? [])
        .map((possible) => possible.name)
        .filter((name): name is string => Boolean(name))
        .sort(),
    ])
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}
