import { graphql } from '../../gql/gql.ts';

export const DISPATCH_REGIONS_QUERY = graphql(`
  query DispatchRegions {
    dispatchRegions {
      id
      name
      state
    }
  }
`);

export const DISPATCH_BOARD_QUERY = graphql(`
  query DispatchBoard($regionId: ID!, $from: DateTime!, $to: DateTime!) {
    dispatchBoard(regionId: $regionId, from: $from, to: $to) {
      timeZone
      region {
        id
        name
      }
      instructors {
        ...ScheduleColumnFields
      }
    }
  }
`);

export const DISPATCH_MOVE_LESSON_MUTATION = graphql(`
  mutation DispatchMoveLesson($input: UpdateLessonInput!) {
    updateLesson(input: $input) {
      id
      startTime
    }
  }
`);
