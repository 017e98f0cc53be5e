// The Jobs screen's operations: jobs by state, and retryJob for failed ones.
import { graphql } from '../../gql/index.ts';

export const JOBS_QUERY = graphql(`
  query Jobs($state: JobListState!, $name: String, $pageQuery: PageQuery) {
    jobs(state: $state, name: $name, pageQuery: $pageQuery) {
      totalCount
      edges {
        node {
          id
          name
          state
          dataSummary
          attempts
          retryLimit
          createdAt
          startedAt
          completedAt
          error
        }
      }
    }
  }
`);

export const RETRY_JOB_MUTATION = graphql(`
  mutation RetryJob($id: ID!) {
    retryJob(id: $id) {
      id
      state
    }
  }
`);
