// The pricing screens' GraphQL operations (SPEC §7: priceScheme, priceSchemes,
// priceSchemeFragments; create/update/delete of both), plus the fragment preview.
import { graphql } from '../../gql/index.ts';

export const PRICE_SCHEMES_QUERY = graphql(`
  query PriceSchemes {
    priceSchemes {
      id
      name
      canonicalPrice
      products {
        price
        product {
          id
          name
          type
          isArchived
        }
      }
      effectivePrices {
        price
        product {
          id
        }
        steps {
          fragmentName
          before
          after
        }
      }
    }
  }
`);

/** The products a price list can name: the live ones, by name (the first 100). */
export const PRICEABLE_PRODUCTS_QUERY = graphql(`
  query PriceableProducts {
    products(pageQuery: { first: 100 }) {
      totalCount
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

export const CREATE_PRICE_SCHEME_MUTATION = graphql(`
  mutation CreatePriceScheme($input: CreatePriceSchemeInput!) {
    createPriceScheme(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_PRICE_SCHEME_MUTATION = graphql(`
  mutation UpdatePriceScheme($input: UpdatePriceSchemeInput!) {
    updatePriceScheme(input: $input) {
      id
      name
    }
  }
`);

export const DELETE_PRICE_SCHEME_MUTATION = graphql(`
  mutation DeletePriceScheme($id: ID!) {
    deletePriceScheme(id: $id) {
      id
    }
  }
`);

export const PRICE_SCHEME_FRAGMENTS_QUERY = graphql(`
  query PriceSchemeFragments($pageQuery: PageQuery) {
    priceSchemeFragments(pageQuery: $pageQuery) {
      totalCount
      edges {
        cursor
        node {
          id
          name
          priceSchemes {
            id
            name
          }
          productPrices {
            product {
              id
              name
            }
            priceAlgorithm {
              kind
              amountCents
              percentBasisPoints
              rounding
              roundingDigit
            }
          }
        }
      }
    }
  }
`);

export const PRICE_SCHEME_OPTIONS_QUERY = graphql(`
  query PriceSchemeOptions {
    priceSchemes {
      id
      name
    }
  }
`);

export const PREVIEW_FRAGMENT_QUERY = graphql(`
  query PreviewPriceSchemeFragment($input: PriceSchemeFragmentPreviewInput!) {
    previewPriceSchemeFragment(input: $input) {
      priceScheme {
        id
        name
      }
      prices {
        currentPrice
        previewPrice
        product {
          id
          name
        }
      }
    }
  }
`);

export const CREATE_FRAGMENT_MUTATION = graphql(`
  mutation CreatePriceSchemeFragment($input: CreatePriceSchemeFragmentInput!) {
    createPriceSchemeFragment(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_FRAGMENT_MUTATION = graphql(`
  mutation UpdatePriceSchemeFragment($input: UpdatePriceSchemeFragmentInput!) {
    updatePriceSchemeFragment(input: $input) {
      id
      name
    }
  }
`);

export const DELETE_FRAGMENT_MUTATION = graphql(`
  mutation DeletePriceSchemeFragment($id: ID!) {
    deletePriceSchemeFragment(id: $id) {
      id
    }
  }
`);

/** The quote (docs/pricing.md "The quote"): the breakdown of a product picked up somewhere. */
export const QUOTE_QUERY = graphql(`
  query Quote($input: QuoteInput!) {
    quote(input: $input) {
      status
      quantity
      unitPrice
      subtotal
      discount
      total
      couponCheckedAgainAtCheckout
      steps {
        kind
        id
        name
        price
        algorithm
        before
        after
        quantity
        unitPrice
        subtotal
        code
        applied
        reason
        discount
        total
      }
    }
  }
`);
