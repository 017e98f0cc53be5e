// The audit log screen's GraphQL operation (SPEC §7: auditLogs(query, pageQuery)).
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
          }
          changes {
            path
            valueType
            oldValue
            newValue
          }
        }
      }
    }
  }
`);
