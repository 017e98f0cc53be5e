// Operations synthesised from the schema, for the authorisation matrix and the fuzzer: every
// Query and Mutation root field becomes a one-field operation whose arguments are variables, so a
// field added by any module is exercised without anyone listing it.
import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

export type RootOperation = 'query' | 'mutation';

export interface RootField {
  operation: RootOperation;
  field: GraphQLField<unknown, unknown>;
}

export function rootFields(schema: GraphQLSchema): RootField[] {
  const query = Object.values(schema.getQueryType()?.getFields() ?? {});
  const mutation = Object.values(schema.getMutationType()?.getFields() ?? {});
  return [
    ...query.map((field) => ({ operation: 'query' as const, field })),
    ...mutation.map((field) => ({ operation: 'mutation' as const, field })),
  ];
}

/**
 * The document of a one-field operation. Every argument of the field is declared as a variable
 * (`$name`), so callers choose which to send; composite results select `__typename` only.
 */
export function operationDocument({ operation, field }: RootField): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return [
    `${operation} ${operationName(field.name)}${declared.length ? `(${declared.join(', ')})` : ''} {`,
    `  ${field.name}${passed.length ? `(${passed.join(', ')})` : ''}${selection}`,
    '}',
  ].join('\n');
}

const operationName = (fieldName: string) =>
  `Synthesised${fieldName[0]!.toUpperCase()}${fieldName.slice(1)}`;

/**
 * The smallest type-correct value of each scalar. A scalar missing here fails the tests that use
 * it, so a new scalar gets a value rather than being skipped.
 */
const SCALAR_VALUES: Record<string, () => unknown> = {
  ID: () => randomUUID(),
  String: () => 'x',
  Int: () => 1,
  Float: () => 1,
  Boolean: () => false,
  DateTime: () => new Date().toISOString(),
  GeoJSON: () => ({ type: 'Point', coordinates: [-118.24, 34.05] }),
};

export function scalarValue(name: string): unknown {
  const make = SCALAR_VALUES[name];
  if (!make)
    throw new Error(`No synthesised value for the scalar ${name}: add it to SCALAR_VALUES`);
  return make();
}

/**
 * Minimal, type-correct variables: the required arguments only, input objects with their
 * required fields, one item per list. `id` replaces every ID (e.g. with the caller's own record).
 */
export function minimalVariables(
  field: GraphQLField<unknown, unknown>,
  id: () => string = randomUUID,
): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const arg of field.args.filter((candidate: GraphQLArgument) =>
    isRequiredArgument(candidate),
  )) {
    variables[arg.name] = minimalValue(arg.type, id);
  }
  return variables;
}

function minimalValue(type: GraphQLInputType, id: () => string): unknown {
  if (isNonNullType(type)) return minimalValue(type.ofType, id);
  if (isListType(type)) return [minimalValue(type.ofType, id)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const inputField of Object.values(type.getFields())) {
      if (isRequiredInputField(inputField)) {
        value[inputField.name] = minimalValue(inputField.type, id);
      }
    }
    return value;
  }
  if (isScalarType(type)) return type.name === 'ID' ? id() : scalarValue(type.name);
  throw new Error(`Unexpected input type ${String(type)}`);
}
