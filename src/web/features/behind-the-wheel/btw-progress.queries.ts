// A student's behind-the-wheel progress, apart from the back-office's report documents
// (btw.queries.ts), so the portal's first screen loads only this one. BtwProgressFields is spread
// by name.
import { graphql } from '../../gql/gql.ts';

export const BTW_PROGRESS_QUERY = graphql(`
  query BehindTheWheelProgress($studentId: ID!) {
    behindTheWheelProgress(studentId: $studentId) {
      progress {
        ...BtwProgressFields
      }
      certificateType {
        id
        label
      }
      certificate {
        id
        certNumber
        pdfUrl
      }
    }
  }
`);
