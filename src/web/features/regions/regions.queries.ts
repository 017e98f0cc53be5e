// The places screens' GraphQL operations for super regions, region schemes and regions (SPEC §7:
// regionSchemes, regionsGeoJson, regions, superRegions; createSuperRegion, updateSuperRegion,
// deleteSuperRegion, updateRegionScheme; createRegion, updateRegion and deleteRegion).
import { graphql } from '../../gql/index.ts';

export const REGION_SCHEMES_QUERY = graphql(`
  query RegionSchemes {
    regionSchemes {
      id
      superRegion {
        id
        name
        state
        googleBusinessPageUrl
        slackChannelId
      }
      priceScheme {
        id
        name
      }
    }
    priceSchemeChoices {
      id
      name
    }
  }
`);

export const CREATE_SUPER_REGION_MUTATION = graphql(`
  mutation CreateSuperRegion($input: CreateSuperRegionInput!) {
    createSuperRegion(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_SUPER_REGION_MUTATION = graphql(`
  mutation UpdateSuperRegion($input: UpdateSuperRegionInput!) {
    updateSuperRegion(input: $input) {
      id
      name
    }
  }
`);

export const DELETE_SUPER_REGION_MUTATION = graphql(`
  mutation DeleteSuperRegion($id: ID!) {
    deleteSuperRegion(id: $id) {
      id
    }
  }
`);

export const UPDATE_REGION_SCHEME_MUTATION = graphql(`
  mutation UpdateRegionScheme($superRegionId: ID!, $priceSchemeId: ID) {
    updateRegionScheme(superRegionId: $superRegionId, priceSchemeId: $priceSchemeId) {
      id
      priceScheme {
        id
        name
      }
    }
  }
`);

export const REGIONS_QUERY = graphql(`
  query Regions($first: Int, $after: String) {
    regions(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          state
          superRegion {
            id
            name
          }
        }
      }
    }
  }
`);

export const REGIONS_MAP_QUERY = graphql(`
  query RegionsMap {
    regionsGeoJson
    superRegions {
      id
      name
      state
    }
  }
`);

export const CREATE_REGION_MUTATION = graphql(`
  mutation CreateRegion($input: CreateRegionInput!) {
    createRegion(input: $input) {
      id
      name
    }
  }
`);

/** The super regions a region may move to, for its edit dialog. */
export const SUPER_REGION_OPTIONS_QUERY = graphql(`
  query SuperRegionOptions {
    superRegions {
      id
      name
      state
    }
  }
`);

export const UPDATE_REGION_MUTATION = graphql(`
  mutation UpdateRegion($input: UpdateRegionInput!) {
    updateRegion(input: $input) {
      id
      name
      state
      superRegion {
        id
        name
      }
    }
  }
`);

export const DELETE_REGION_MUTATION = graphql(`
  mutation DeleteRegion($id: ID!) {
    deleteRegion(id: $id) {
      id
    }
  }
`);

export const PARKING_HUBS_QUERY = graphql(`
  query ParkingHubs {
    parkingHubs {
      id
      name
      address
      latitude
      longitude
      superRegion {
        id
        name
        state
      }
    }
    superRegions {
      id
      name
      state
    }
  }
`);

export const CREATE_PARKING_HUB_MUTATION = graphql(`
  mutation CreateParkingHub($input: CreateParkingHubInput!) {
    createParkingHub(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_PARKING_HUB_MUTATION = graphql(`
  mutation UpdateParkingHub($input: UpdateParkingHubInput!) {
    updateParkingHub(input: $input) {
      id
      name
    }
  }
`);

export const DELETE_PARKING_HUB_MUTATION = graphql(`
  mutation DeleteParkingHub($id: ID!) {
    deleteParkingHub(id: $id) {
      id
    }
  }
`);
