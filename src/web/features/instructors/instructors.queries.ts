import { graphql } from '../../gql/gql.ts';

export const INSTRUCTORS_QUERY = graphql(`
  query Instructors(
    $term: String
    $status: [InstructorStatus!]
    $state: String
    $regionalManagerId: ID
    $regionId: ID
    $first: Int
    $skip: Int
  ) {
    instructors(
      term: $term
      status: $status
      state: $state
      regionalManagerId: $regionalManagerId
      regionId: $regionId
      first: $first
      skip: $skip
    ) {
      totalCount
      edges {
        node {
          id
          name
          title
          status
          usStateId
          portraitImage
          region {
            id
            name
          }
        }
      }
    }
  }
`);

export const REGIONAL_MANAGERS_QUERY = graphql(`
  query RegionalManagers($term: String) {
    regionalManagers(term: $term) {
      id
      name
    }
  }
`);

/** Regions for the region filter and the home and service region pickers, by name. */
export const INSTRUCTOR_REGION_OPTIONS_QUERY = graphql(`
  query InstructorRegionOptions {
    regions(first: 100) {
      edges {
        node {
          id
          name
          state
        }
      }
    }
  }
`);

/** Accounts with the Instructor role a record can be linked to: by words typed, or by id. */
export const INSTRUCTOR_ACCOUNTS_QUERY = graphql(`
  query InstructorAccounts($query: UsersWithRolesInput, $pageQuery: PageQuery) {
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

export const INSTRUCTOR_QUERY = graphql(`
  query Instructor($id: ID!) {
    instructor(id: $id) {
      id
      name
      title
      about
      summary
      portraitImage
      languages
      timeZone
      usStateId
      status
      region {
        id
        name
      }
      serviceRegions {
        id
        name
      }
      privateInfo {
        firstName
        lastName
        status
        email
        phoneNumber
        slackUsername
        licenseNumber
        licenseExpirationDate
        baseAddress
        baseLatitude
        baseLongitude
        maxBaseTravelMinutes
        maxBetweenTravelMinutes
        teachingPay
        nonTeachingPay
        breakTimes {
          weekday
          startMinute
          endMinute
        }
      }
      adminInfo {
        userId
        payrollFirstName
        payrollLastName
        payrollTitle
        regionalManager {
          id
          name
        }
        assignedBadges
        badges {
          badge
          title
          icon
        }
      }
    }
  }
`);

export const INSTRUCTOR_REVIEWS_QUERY = graphql(`
  query InstructorReviews($instructorId: ID!, $status: [InstructorReviewStatus!]) {
    instructorReviews(instructorId: $instructorId, status: $status, first: 40) {
      totalCount
      edges {
        node {
          id
          rating
          text
          status
          createdAt
        }
      }
    }
  }
`);

export const MODERATE_REVIEW_MUTATION = graphql(`
  mutation ModerateInstructorReview($id: ID!, $status: InstructorReviewModeration!) {
    moderateInstructorReview(id: $id, status: $status) {
      id
      status
    }
  }
`);

export const ADD_INSTRUCTOR_MUTATION = graphql(`
  mutation AddInstructor($input: AddInstructorInput!) {
    addInstructor(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_INSTRUCTOR_MUTATION = graphql(`
  mutation UpdateInstructor($input: UpdateInstructorInput!) {
    updateInstructor(input: $input) {
      id
      name
      status
    }
  }
`);

export const REFERENCE_QUERY = graphql(`
  query InstructorReference {
    reference {
      id
      url
      label
      category
      subLabel
    }
  }
`);

export const PUT_REFERENCE_MUTATION = graphql(`
  mutation PutInstructorReference($input: PutInstructorReferenceInput!) {
    putInstructorReference(input: $input) {
      id
    }
  }
`);

export const DELETE_REFERENCE_MUTATION = graphql(`
  mutation DeleteInstructorReference($id: ID!) {
    deleteInstructorReference(id: $id) {
      id
    }
  }
`);
