// The API telemetry screen's operations (SPEC §7: apiCallCountByDate).
import { graphql } from '../../gql/index.ts';

export const API_TELEMETRY_QUERY = graphql(`
  query ApiTelemetry($from: String!, $to: String!) {
    apiCallCountByDate(from: $from, to: $to) {
      id
      count
    }
    apiCallCountByOperation(from: $from, to: $to) {
      operationName
      count
    }
  }
`);
