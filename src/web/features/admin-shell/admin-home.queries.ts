// The back-office home greets the user by name, which the shared current-user query leaves out.
import { graphql } from '../../gql/index.ts';

export const ADMIN_WELCOME_QUERY = graphql(`
  query AdminWelcome {
    me {
      id
      name
    }
  }
`);
