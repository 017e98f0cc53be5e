import { graphql } from '../../gql/index.ts';

// SPEC §9: the back-office option lists show the first 100.
export const LANDING_PAGES_ADMIN_QUERY = graphql(`
  query LandingPagesAdmin {
    locationLandingPages(first: 100) {
      totalCount
      nodes {
        id
        name
        state
        slug
        path
        hubId
        metroId
        centerAddress
        googleMyBusinessUrl
        meetingPointIds
        priceSchemeId
        cmsId
        stateCmsId
        regions
        isPublished
        lastRevalidatedAt
      }
    }
    metros(first: 100) {
      id
      name
      state
      slug
      path
      cmsId
      stateCmsId
      isPublished
      locationLandingPageIds
    }
    parkingHubs {
      id
      name
      superRegion {
        state
      }
    }
    priceSchemes {
      id
      name
    }
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

export const LANDING_MEETING_POINTS_QUERY = graphql(`
  query LandingMeetingPoints($state: String!) {
    stateMeetingPoints(state: $state) {
      id
      label
    }
  }
`);

export const CREATE_LANDING_PAGE_MUTATION = graphql(`
  mutation CreateLocationLandingPage($input: LocationLandingPageInput!) {
    createLocationLandingPage(input: $input) {
      id
    }
  }
`);

export const UPDATE_LANDING_PAGE_MUTATION = graphql(`
  mutation UpdateLocationLandingPage($id: ID!, $input: LocationLandingPageInput!) {
    updateLocationLandingPage(id: $id, input: $input) {
      id
      isPublished
    }
  }
`);

export const DELETE_LANDING_PAGE_MUTATION = graphql(`
  mutation DeleteLocationLandingPage($id: ID!) {
    deleteLocationLandingPage(id: $id) {
      id
    }
  }
`);

export const REVALIDATE_LANDING_PAGE_MUTATION = graphql(`
  mutation RevalidateLocationLandingPage($id: ID!) {
    revalidateLocationLandingPage(id: $id) {
      id
      lastRevalidatedAt
    }
  }
`);

export const CREATE_METRO_MUTATION = graphql(`
  mutation CreateMetro($input: MetroInput!) {
    createMetro(input: $input) {
      id
    }
  }
`);

export const UPDATE_METRO_MUTATION = graphql(`
  mutation UpdateMetro($id: ID!, $input: MetroInput!) {
    updateMetro(id: $id, input: $input) {
      id
      isPublished
    }
  }
`);

export const DELETE_METRO_MUTATION = graphql(`
  mutation DeleteMetro($id: ID!) {
    deleteMetro(id: $id) {
      id
    }
  }
`);
