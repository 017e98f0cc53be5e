// GraphQL operations of user management (SPEC §7: usersWithRoles, updateUserRoles) and the
// disable/enable mutations.
import { graphql } from '../../gql/index.ts';

export const USERS_WITH_ROLES_QUERY = graphql(`
  query UsersWithRoles($query: UsersWithRolesInput, $pageQuery: PageQuery) {
    usersWithRoles(query: $query, pageQuery: $pageQuery) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          email
          name
          roles
          isTwoFactorEnabled
          isDisabled
          lastActive
        }
      }
    }
  }
`);

export const UPDATE_USER_ROLES_MUTATION = graphql(`
  mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {
    updateUserRoles(userId: $userId, roles: $roles) {
      id
      roles
    }
  }
`);

export const DISABLE_USER_MUTATION = graphql(`
  mutation DisableUser($userId: ID!) {
    disableUser(userId: $userId) {
      id
      isDisabled
    }
  }
`);

export const ENABLE_USER_MUTATION = graphql(`
  mutation EnableUser($userId: ID!) {
    enableUser(userId: $userId) {
      id
      isDisabled
    }
  }
`);
