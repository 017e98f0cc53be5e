// Which record keys (columns) a query's selection needs, so that a hot list reads only those
// (docs/adr/0007). A field of the schema says what it reads: an exposed field (`t.exposeString`)
// reads the key it exposes; a computed field declares its keys with `readsKeys(...)`; a field
// without either makes the answer "every key", and the caller reads whole records as before.
// Worked out once per document: the field node of a cached document is the same object on every
// request with that text.
import {
  Kind,
  isObjectType,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

const READS = 'readsKeys';

/** Field options for a computed field: the record keys its resolver reads. */
export function readsKeys<Key extends string>(...keys: Key[]) {
  return { extensions: { [READS]: keys } };
}

/** The names of the fields selected under `path` (e.g. edges → node), through any fragments. */
function fieldsAt(
  selections: readonly SelectionSetNode[],
  path: readonly string[],
  fragments: GraphQLResolveInfo['fragments'],
): Set<string> {
  let level = selections;
  for (const step of path) {
    level = collect(level, fragments)
      .filter((field) => field.name.value === step && field.selectionSet)
      .map((field) => field.selectionSet!);
  }
  return new Set(collect(level, fragments).map((field) => field.name.value));
}

/** Every field of these selection sets, fragments flattened. Directives (@include/@skip) are
 * ignored: reading a column a variable then leaves out costs less than planning per request. */
function collect(
  sets: readonly SelectionSetNode[],
  fragments: GraphQLResolveInfo['fragments'],
): FieldNode[] {
  const fields: FieldNode[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else {
        const fragment = fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  sets.forEach(visit);
  return fields;
}

/**
 * A planner for one list field: given the resolver's `info`, the record keys the selection of
 * `typeName` objects under `path` needs (always with `alwaysKeys`), or null for every key.
 */
export function selectedKeysPlanner<Key extends string>(options: {
  typeName: string;
  path: readonly string[];
  alwaysKeys: readonly Key[];
}): (info: GraphQLResolveInfo) => ReadonlySet<Key> | null {
  const plans = new WeakMap<FieldNode, ReadonlySet<Key> | null>();
  const plan = (info: GraphQLResolveInfo): ReadonlySet<Key> | null => {
    const type = info.schema.getType(options.typeName);
    if (!isObjectType(type)) throw new Error(`${options.typeName} is not an object type`);
    const definitions = type.getFields();
    const keys = new Set<Key>(options.alwaysKeys);
    const selected = fieldsAt(
      info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : [])),
      options.path,
      info.fragments,
    );
    for (const name of selected) {
      if (name === '__typename') continue;
      const extensions = definitions[name]?.extensions ?? {};
      const exposed = extensions['pothosExposedField'];
      const declared = extensions[READS];
      if (typeof exposed === 'string') keys.add(exposed as Key);
      else if (Array.isArray(declared)) for (const key of declared as Key[]) keys.add(key);
      else return null;
    }
    return keys;
  };
  return (info) => {
    const node = info.fieldNodes[0]!;
    if (!plans.has(node)) plans.set(node, plan(info));
    return plans.get(node)!;
  };
}
