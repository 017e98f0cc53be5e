import {
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  Kind,
  parse,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { readsKeys, selectedKeysPlanner } from './selected-columns.ts';

const Person = new GraphQLObjectType({
  name: 'Person',
  fields: {
    id: { type: GraphQLString, extensions: { pothosExposedField: 'id' } },
    name: { type: GraphQLString, extensions: { pothosExposedField: 'fullName' } },
    age: { type: GraphQLString, ...readsKeys('dob') },
    place: { type: GraphQLString, ...readsKeys('city', 'zip') },
    mood: { type: GraphQLString },
  },
});
const Page = new GraphQLObjectType({
  name: 'Page',
  fields: {
    total: { type: GraphQLString },
    edges: {
      type: new GraphQLList(
        new GraphQLObjectType({ name: 'Edge', fields: { node: { type: Person } } }),
      ),
    },
  },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { people: { type: Page } } }),
});

/** The `info` a resolver of the first root field of `text` gets (the parts the planner reads). */
function infoFor(text: string): GraphQLResolveInfo {
  const document = parse(text);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const field = operation.selectionSet.selections[0]!;
  if (field.kind !== Kind.FIELD) throw new Error('a field first');
  return { schema, fieldNodes: [field], fragments } as unknown as GraphQLResolveInfo;
}

const planner = () =>
  selectedKeysPlanner({ typeName: 'Person', path: ['edges', 'node'], alwaysKeys: ['id'] });

describe('selectedKeysPlanner', () => {
  it('maps exposed fields to their keys and computed ones to what they declare', () => {
    const keys = planner()(infoFor('{ people { total edges { node { name age place } } } }'));
    expect([...keys!].sort()).toEqual(['city', 'dob', 'fullName', 'id', 'zip']);
  });

  it('follows fragments and inline fragments, and skips __typename', () => {
    const keys = planner()(
      infoFor(`{ people { edges { ...E } } }
        fragment E on Edge { node { __typename ... on Person { age } ...P } }
        fragment P on Person { name }`),
    );
    expect([...keys!].sort()).toEqual(['dob', 'fullName', 'id']);
  });

  it('answers null (whole records) when a field says nothing of what it reads', () => {
    expect(planner()(infoFor('{ people { edges { node { name mood } } } }'))).toBeNull();
  });

  it('plans a field node once', () => {
    const plan = planner();
    const info = infoFor('{ people { edges { node { name } } } }');
    expect(plan(info)).toBe(plan(info));
  });
});
