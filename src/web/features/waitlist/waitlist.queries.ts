import { graphql } from '../../gql/index.ts';

// The fields both waiting-list screens show, spread into their queries by name.
graphql(`
  fragment WaitlistEntryFields on WaitlistEntry {
    id
    status
    customerName
    customerEmail
    lessonTypeLabel
    zipCode
    address
    meetingPointLabel
    timeZone
    weekdays
    earliestTime
    latestTime
    until
    createdAt
    offersMade
    offer {
      startTime
      expiresAt
      instructorName
      bookingPath
    }
  }
`);

export const REGION_WAITLIST_QUERY = graphql(`
  query RegionWaitlist($regionId: ID!, $statuses: [WaitlistStatus!]) {
    waitlist(regionId: $regionId, statuses: $statuses) {
      ...WaitlistEntryFields
    }
  }
`);

export const WAITLIST_REGIONS_QUERY = graphql(`
  query WaitlistRegions {
    waitlistRegions {
      id
      name
      state
      waiting
    }
  }
`);
