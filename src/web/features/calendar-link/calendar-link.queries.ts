// The private calendar link (docs/messages.md "Calendar feed").
import { graphql } from '../../gql/index.ts';

export const MY_CALENDAR_LINK_QUERY = graphql(`
  query MyCalendarLink {
    myCalendarLink {
      url
      createdAt
    }
  }
`);

export const RENEW_CALENDAR_LINK_MUTATION = graphql(`
  mutation RenewCalendarLink {
    renewCalendarLink {
      url
      createdAt
    }
  }
`);
