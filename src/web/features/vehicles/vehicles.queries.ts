import { graphql } from '../../gql/gql.ts';

export const VEHICLES_QUERY = graphql(`
  query Vehicles($pageQuery: PageQuery) {
    vehicles(pageQuery: $pageQuery) {
      totalCount
      edges {
        node {
          id
          name
          samsaraId
          instructors {
            id
            name
          }
        }
      }
    }
  }
`);

export const VEHICLE_INSTRUCTOR_OPTIONS_QUERY = graphql(`
  query VehicleInstructorOptions {
    vehicleInstructorOptions {
      id
      name
    }
  }
`);

export const PUT_VEHICLE_MUTATION = graphql(`
  mutation PutVehicle($input: PutVehicleInput!) {
    putVehicle(input: $input) {
      id
      name
    }
  }
`);

export const DELETE_VEHICLE_MUTATION = graphql(`
  mutation DeleteVehicle($id: ID!) {
    deleteVehicle(id: $id) {
      id
    }
  }
`);
