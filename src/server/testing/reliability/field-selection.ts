// Whole-answer operations for the field matrix: a root field with every field below it selected
// (to a depth, without walking back into a type already on the path), and a walk over the answer
// that names each `Type.field` that came back with a value. Generated from the schema, so a field
// added by any module is selected without anyone listing it.
import {
  getNamedType,
  isAbstractType,
  isObjectType,
  isRequiredArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** Object levels below the root field; deeper types are reached from roots that return them. */
const MAX_DEPTH = 3;

function selectionOf(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  path: ReadonlySet<string>,
  depth: number,
): string | null {
  if (isAbstractType(type)) {
    const members = schema
      .getPossibleTypes(type)
      .map((member) => {
        const inner = selectionOf(schema, member, path, depth);
        return inner ? `... on ${member.name} ${inner}` : null;
      })
      .filter(Boolean);
    return `{ __typename ${members.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  if (depth > MAX_DEPTH || path.has(type.name)) return null;
  const inner = new Set(path).add(type.name);
  const fields = Object.values(type.getFields())
    .filter((field) => !field.args.some(isRequiredArgument))
    .map((field) => {
      const sub = selectionOf(schema, getNamedType(field.type), inner, depth + 1);
      return sub === null ? null : `${field.name}${sub ? ` ${sub}` : ''}`;
    })
    .filter(Boolean);
  return `{ __typename ${fields.join(' ')} }`;
}

/** The operation selecting everything under `field`, its arguments passed as variables. */
export function wholeAnswerDocument(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const selection = selectionOf(schema, getNamedType(field.type), new Set(), 1) ?? '';
  return `query FieldMatrix${declared.length ? `(${declared.join(', ')})` : ''} { ${field.name}${
    passed.length ? `(${passed.join(', ')})` : ''
  } ${selection} }`;
}

/** Every `Type.field` of the answer with a value (not null, not an empty list). */
export function answeredFields(
  schema: GraphQLSchema,
  value: unknown,
  found = new Set<string>(),
): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) answeredFields(schema, item, found);
    return found;
  }
  if (value === null || typeof value !== 'object') return found;
  const record = value as Record<string, unknown>;
  const type = schema.getType(String(record['__typename']));
  const fields = isObjectType(type) ? (type as GraphQLObjectType).getFields() : {};
  for (const [key, child] of Object.entries(record)) {
    if (key === '__typename' || !(key in fields)) continue;
    if (child === null || (Array.isArray(child) && child.length === 0)) continue;
    found.add(`${type!.name}.${key}`);
    answeredFields(schema, child, found);
  }
  return found;
}
