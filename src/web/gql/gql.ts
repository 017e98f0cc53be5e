/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n": typeof types.AdminWelcomeDocument,
    "\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n          }\n          changes {\n            path\n            valueType\n            oldValue\n            newValue\n          }\n        }\n      }\n    }\n  }\n": typeof types.AuditLogsDocument,
    "\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n": typeof types.GetMyselfDocument,
    "\n  query UserRoles {\n    userRoles\n  }\n": typeof types.UserRolesDocument,
};
const documents: Documents = {
    "\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n": types.AdminWelcomeDocument,
    "\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n          }\n          changes {\n            path\n            valueType\n            oldValue\n            newValue\n          }\n        }\n      }\n    }\n  }\n": types.AuditLogsDocument,
    "\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n": types.GetMyselfDocument,
    "\n  query UserRoles {\n    userRoles\n  }\n": types.UserRolesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n          }\n          changes {\n            path\n            valueType\n            oldValue\n            newValue\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n          }\n          changes {\n            path\n            valueType\n            oldValue\n            newValue\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n"): (typeof documents)["\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserRoles {\n    userRoles\n  }\n"): (typeof documents)["\n  query UserRoles {\n    userRoles\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;