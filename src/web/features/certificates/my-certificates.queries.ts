// The account's own certificates, apart from the back-office's documents (certificates.queries.ts),
// so the portal's first screen loads only this one. CertificateFields is spread by name.
import { graphql } from '../../gql/gql.ts';

export const MY_CERTIFICATES_QUERY = graphql(`
  query MyCertificates {
    myCertificates {
      ...CertificateFields
    }
  }
`);
