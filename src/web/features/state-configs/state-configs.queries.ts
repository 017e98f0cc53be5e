// The state configs and meeting points screens' GraphQL operations (SPEC §7: stateConfigs,
// stateMeetingPoints; createStateConfig, updateStateConfig; create, update and delete
// StateMeetingPoint).
import { graphql } from '../../gql/index.ts';

export const STATE_CONFIGS_QUERY = graphql(`
  query StateConfigs {
    stateConfigs {
      id
      state
      longName
      hasHomePickup
      hasMeetingPoints
      hasFixedLocations
      isShareableByDefault
      cmsId
      lateCancellationWindowHours
      lateCancellationFeeCents
      behindTheWheelCertificateTypeId
    }
  }
`);

export const CREATE_STATE_CONFIG_MUTATION = graphql(`
  mutation CreateStateConfig($input: CreateStateConfigInput!) {
    createStateConfig(input: $input) {
      id
      state
    }
  }
`);

export const UPDATE_STATE_CONFIG_MUTATION = graphql(`
  mutation UpdateStateConfig($input: UpdateStateConfigInput!) {
    updateStateConfig(input: $input) {
      id
      state
    }
  }
`);

export const MEETING_POINTS_QUERY = graphql(`
  query StateMeetingPoints($state: String!) {
    stateMeetingPoints(state: $state) {
      id
      state
      address
      label
      description
      restrictedLessonTypes
      latitude
      longitude
    }
  }
`);

export const CREATE_MEETING_POINT_MUTATION = graphql(`
  mutation CreateStateMeetingPoint($input: CreateStateMeetingPointInput!) {
    createStateMeetingPoint(input: $input) {
      id
      label
    }
  }
`);

export const UPDATE_MEETING_POINT_MUTATION = graphql(`
  mutation UpdateStateMeetingPoint($input: UpdateStateMeetingPointInput!) {
    updateStateMeetingPoint(input: $input) {
      id
      label
    }
  }
`);

export const DELETE_MEETING_POINT_MUTATION = graphql(`
  mutation DeleteStateMeetingPoint($id: ID!) {
    deleteStateMeetingPoint(id: $id) {
      id
    }
  }
`);
