// The ledger tab's GraphQL operations. Operation names start with "Ledger" so they stay unique in
// the app's one set of typed documents.
import { graphql } from '../../gql/index.ts';

export const LEDGER_QUERY = graphql(`
  query LedgerTab($studentId: ID!, $pageQuery: PageQuery) {
    studentLedger(studentId: $studentId) {
      studentId
      version
      fundsCents
      balances {
        quantity
        product {
          id
          name
          type
        }
      }
      typeBalances {
        productType
        quantity
      }
      lots {
        lotId
        quantity
        expiresAt
        product {
          id
          name
          type
        }
      }
      entries(filter: All, pageQuery: $pageQuery) {
        totalCount
        edges {
          node {
            id
            version
            kind
            logType
            origin
            createdAt
            createdByName
            referenceEntryId
            counterpartStudentId
            lessonId
            paymentMethod
            paymentReference
            amountCents
            note
            items {
              quantity
              product {
                id
                name
                type
              }
            }
            lines {
              lotId
              quantity
              productType
              expiresAt
              product {
                id
                name
                type
              }
            }
          }
        }
      }
    }
  }
`);

export const LEDGER_STUDENT_NAMES_QUERY = graphql(`
  query LedgerStudentNames($ids: [ID!]!) {
    students(ids: $ids, includeDeleted: true, pageQuery: { first: 100 }) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);

export const LEDGER_STUDENT_SEARCH_QUERY = graphql(`
  query LedgerStudentSearch($term: String!) {
    students(term: $term, pageQuery: { first: 10 }) {
      edges {
        node {
          id
          name
          email
          parentName
        }
      }
    }
  }
`);

export const LEDGER_PRODUCTS_QUERY = graphql(`
  query LedgerProducts {
    products(pageQuery: { first: 100 }) {
      edges {
        node {
          id
          name
          type
          isArchived
          components {
            quantity
            product {
              id
              name
              type
            }
          }
        }
      }
    }
  }
`);

export const PURCHASE_MUTATION = graphql(`
  mutation LedgerPurchase($input: PurchaseInput!) {
    purchase(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);

export const CHARGE_MUTATION = graphql(`
  mutation LedgerCharge($input: ChargeInput!) {
    charge(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);

export const REFUND_MUTATION = graphql(`
  mutation LedgerRefund($input: RefundInput!) {
    refund(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);

export const TRANSFER_PURCHASE_MUTATION = graphql(`
  mutation LedgerTransferPurchase($input: TransferPurchaseInput!) {
    transferPurchase(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);

export const VOID_PURCHASE_MUTATION = graphql(`
  mutation LedgerVoidPurchase($input: VoidPurchaseInput!) {
    voidPurchase(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);

export const VOID_REFUND_MUTATION = graphql(`
  mutation LedgerVoidRefund($input: VoidRefundInput!) {
    voidRefund(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);

export const EXPIRE_PRODUCTS_MUTATION = graphql(`
  mutation LedgerExpireProducts($input: ExpireProductsInput!) {
    expireProducts(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);

export const VOID_EXPIRATION_MUTATION = graphql(`
  mutation LedgerVoidExpiration($input: VoidExpirationInput!) {
    voidExpiration(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);

export const EDIT_PURCHASE_MUTATION = graphql(`
  mutation LedgerEditPurchase($input: EditPurchaseInput!) {
    editPurchase(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);

export const TRANSFER_ACCOUNT_MUTATION = graphql(`
  mutation LedgerTransferAccount($input: TransferAccountInput!) {
    transferAccount(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);

export const TRANSFER_EXPIRATION_MUTATION = graphql(`
  mutation LedgerTransferExpiration($input: TransferExpirationInput!) {
    transferExpiration(input: $input) {
      replayed
      entries {
        id
      }
    }
  }
`);
