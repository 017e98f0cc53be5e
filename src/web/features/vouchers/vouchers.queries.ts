// The vouchers screen's GraphQL operations: the list, batches, (de)activation and redemption.
import { graphql } from '../../gql/index.ts';

export const VOUCHERS_QUERY = graphql(`
  query Vouchers($filter: VoucherFilter, $pageQuery: PageQuery, $sort: VoucherSort) {
    vouchers(filter: $filter, pageQuery: $pageQuery, sort: $sort) {
      totalCount
      edges {
        cursor
        node {
          id
          code
          isActive
          redeemedAt
          createdAt
          createdByName
          note
          product {
            id
            name
          }
          redeemedBy {
            id
            name
          }
        }
      }
    }
  }
`);

/** Products a batch can be for, and the product filter's choices. */
export const VOUCHER_PRODUCT_OPTIONS_QUERY = graphql(`
  query VoucherProductOptions($pageQuery: PageQuery) {
    products(pageQuery: $pageQuery) {
      edges {
        node {
          id
          name
          type
        }
      }
    }
  }
`);

export const CREATE_VOUCHERS_MUTATION = graphql(`
  mutation CreateVouchers($input: CreateVouchersInput!) {
    createVouchers(input: $input) {
      id
      code
      product {
        id
        name
      }
    }
  }
`);

export const UPDATE_VOUCHER_MUTATION = graphql(`
  mutation UpdateVoucher($input: UpdateVoucherInput!) {
    updateVoucher(input: $input) {
      id
      isActive
    }
  }
`);

export const REDEEM_VOUCHER_MUTATION = graphql(`
  mutation RedeemVoucher($code: String!, $studentId: ID!) {
    redeemVoucher(code: $code, studentId: $studentId) {
      id
      code
      ledgerEntryId
      product {
        id
        name
      }
      redeemedBy {
        id
        name
      }
    }
  }
`);
