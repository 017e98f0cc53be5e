import { buildSchema, graphqlSync } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  possibleTypesFromSchemaQuery,
  SCHEMA_QUERY,
  type SchemaQueryData,
} from './possible-types.ts';

describe('possibleTypesFromSchemaQuery', () => {
  it('lists the object types of each interface and union, sorted, from the Schema query', () => {
    const schema = buildSchema(`
      interface Node { id: ID! }
      type Student implements Node { id: ID! }
      type Instructor implements Node { id: ID! }
      type Coupon { id: ID! }
      union SearchHit = Student | Coupon | Instructor
      type Query { node: Node, search: [SearchHit!]! }
    `);
    const result = graphqlSync({ schema, source: SCHEMA_QUERY });
    expect(result.errors).toBeUndefined();
    expect(possibleTypesFromSchemaQuery(result.data as unknown as SchemaQueryData)).toEqual({
      Node: ['Instructor', 'Student'],
      SearchHit: ['Coupon', 'Instructor', 'Student'],
    });
  });

  it('is empty for a schema without abstract types', () => {
    const schema = buildSchema('type Query { hello: String }');
    const result = graphqlSync({ schema, source: SCHEMA_QUERY });
    expect(possibleTypesFromSchemaQuery(result.data as unknown as SchemaQueryData)).toEqual({});
  });
});
