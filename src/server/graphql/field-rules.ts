// Enforces the field rules of src/domain/field-rules.ts on the built schema: a field whose rule
// the caller does not meet answers null (or, when the field cannot be null, the same refusal a
// root field gives), whatever its resolver would have returned. One place, so a rule cannot be
// forgotten in one of the resolvers that build the same type.
import {
  defaultFieldResolver,
  isNonNullType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { FIELD_RULES, fieldRuleAllows } from '../../domain/field-rules.ts';
import type { GraphqlContext } from './context.ts';
import { forbidden, notSignedIn } from './errors.ts';

export function applyFieldRules(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, rule] of Object.entries(FIELD_RULES)) {
    const [typeName, fieldName] = name.split('.') as [string, string];
    const type = schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (!field) throw new Error(`Field rule for ${name}, which is not a field of the schema`);
    if (rule.kind === 'public' || rule.kind === 'record') continue;
    const resolve: GraphQLFieldResolver<unknown, GraphqlContext> =
      field.resolve ?? defaultFieldResolver;
    const required = isNonNullType(field.type);
    field.resolve = (parent, args, context: GraphqlContext, info) => {
      if (fieldRuleAllows(rule, context.viewer?.roles ?? null))
        return resolve(parent, args, context, info);
      if (!required) return null;
      throw context.viewer ? forbidden() : notSignedIn();
    };
  }
  return schema;
}
