import { graphql, type DocumentType } from '../../gql/gql.ts';

export const CERTIFICATE_FIELDS = graphql(`
  fragment CertificateFields on Certificate {
    id
    certNumber
    certTypeLabel
    usStateId
    issuedAt
    issuedTo
    studentName
    createdBy
    shippingSpeed
    shippingStatus
    pdfUrl
  }
`);

export const CERTIFICATES_QUERY = graphql(`
  query Certificates($studentId: ID, $certTypeId: ID, $usStateId: String, $pageQuery: PageQuery) {
    certificates(
      studentId: $studentId
      certTypeId: $certTypeId
      usStateId: $usStateId
      pageQuery: $pageQuery
    ) {
      totalCount
      edges {
        node {
          ...CertificateFields
        }
      }
    }
  }
`);

export const CERTIFICATE_TYPES_QUERY = graphql(`
  query CertificateTypes {
    certificateTypes {
      id
      label
      prefix
      valMin
      valMax
      usStateId
      lastIssued
      remaining
    }
  }
`);

export const PUT_CERTIFICATE_MUTATION = graphql(`
  mutation PutCertificate($input: PutCertificateInput!) {
    putCertificate(input: $input) {
      replayed
      certificate {
        ...CertificateFields
      }
    }
  }
`);

export const CREATE_CERTIFICATE_TYPE_MUTATION = graphql(`
  mutation CreateCertificateType($input: CertificateTypeInput!) {
    createCertificateType(input: $input) {
      id
    }
  }
`);

export const UPDATE_CERTIFICATE_TYPE_MUTATION = graphql(`
  mutation UpdateCertificateType($id: ID!, $input: CertificateTypeInput!) {
    updateCertificateType(id: $id, input: $input) {
      id
    }
  }
`);

export const SHIPPING_ORDERS_QUERY = graphql(`
  query ShippingOrders($pageQuery: PageQuery) {
    shippingOrders(pageQuery: $pageQuery) {
      totalCount
      edges {
        node {
          id
          certNumber
          certTypeLabel
          studentId
          studentName
          speed
          status
          createdAt
        }
      }
    }
  }
`);

export const MARK_SHIPPED_MUTATION = graphql(`
  mutation MarkShippingOrderShipped($id: ID!) {
    markShippingOrderShipped(id: $id) {
      id
      status
    }
  }
`);

export type CertificateView = DocumentType<typeof CERTIFICATE_FIELDS>;
