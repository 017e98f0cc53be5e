// The audit log screen's GraphQL operations (SPEC §7: auditLogs(query, pageQuery)), and the
// accounts its author filter offers (usersWithRoles).
import { graphql } from '../../gql/index.ts';

export const AUDIT_LOGS_QUERY = graphql(`
  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {
    auditLogs(query: $query, pageQuery: $pageQuery) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          timestamp
          action
          updatedBy {
            id
            name
            role
          }
          collection {
            name
            path
            label
          }
          changes {
            path
            label
            valueType
            oldValue
            newValue
            oldText
            newText
          }
        }
      }
    }
  }
`);

/** Accounts for the "Changed by" picker: by words typed, or the chosen one by id. */
export const AUDIT_AUTHOR_OPTIONS_QUERY = graphql(`
  query AuditAuthorOptions($query: UsersWithRolesInput, $pageQuery: PageQuery) {
    usersWithRoles(query: $query, pageQuery: $pageQuery) {
      edges {
        node {
          id
          name
          email
        }
      }
    }
  }
`);
