// The account's own waiting-list documents, apart from the back-office's (waitlist.queries.ts), so
// the portal's first screen loads only these. WaitlistEntryFields is spread by name.
import { graphql } from '../../gql/index.ts';

export const MY_WAITLIST_QUERY = graphql(`
  query MyWaitlist {
    myWaitlist {
      ...WaitlistEntryFields
    }
  }
`);

export const CANCEL_WAITLIST_ENTRY_MUTATION = graphql(`
  mutation CancelWaitlistEntry($id: ID!) {
    cancelWaitlistEntry(id: $id) {
      id
      status
    }
  }
`);
