// The schema index only imports: each module registers its types and fields on the builder.
import { builder } from './builder.ts';
import './scalars.ts';
import '../modules/audit/audit.graphql.ts';
import '../modules/ledger/ledger.graphql.ts';
import '../modules/products/products.graphql.ts';
import '../modules/states/states.graphql.ts';
import '../modules/students/students.graphql.ts';
import '../modules/users/users.graphql.ts';

let schema: ReturnType<typeof builder.toSchema> | undefined;

export function buildSchema() {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}
