// GraphQL of the coverage map (instructorsCoverageGeoJson).
import { graphql } from '../../gql/index.ts';

export const COVERAGE_QUERY = graphql(`
  query InstructorsCoverage($state: String) {
    instructorsCoverageGeoJson(state: $state)
  }
`);
