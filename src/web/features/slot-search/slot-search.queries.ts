// GraphQL of the slot picker and the staff slot-search screen (docs/scheduling.md): the start
// times of a lesson type at a pickup, and the lesson types and meeting points to ask with.
import { graphql } from '../../gql/index.ts';

export const SLOT_SEARCH_QUERY = graphql(`
  query SlotSearch($input: SlotSearchInput!) {
    slotSearch(input: $input) {
      regionId
      durationMinutes
      timeZone
      days {
        date
        times {
          startTime
          instructors {
            id
            name
            title
          }
        }
      }
    }
  }
`);

export const SLOT_SEARCH_OPTIONS_QUERY = graphql(`
  query SlotSearchOptions {
    lessonTypes {
      id
      label
      durationMinutes
    }
  }
`);

export const SLOT_SEARCH_MEETING_POINTS_QUERY = graphql(`
  query SlotSearchMeetingPoints($state: String!) {
    stateMeetingPoints(state: $state) {
      id
      label
      address
    }
  }
`);
