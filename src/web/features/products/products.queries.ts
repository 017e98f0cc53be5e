// The products screen's GraphQL operations (SPEC §7: products; createProduct, updateProduct,
// deleteProduct).
import { graphql } from '../../gql/index.ts';

export const PRODUCTS_QUERY = graphql(`
  query Products($filter: ProductFilter, $pageQuery: PageQuery) {
    products(filter: $filter, pageQuery: $pageQuery) {
      totalCount
      edges {
        cursor
        node {
          id
          name
          description
          type
          isArchived
          wasSold
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

/** What a package may hold: products that are sold on their own (no packages, none archived). */
export const COMPONENT_OPTIONS_QUERY = graphql(`
  query ProductComponentOptions($pageQuery: PageQuery) {
    products(pageQuery: $pageQuery) {
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

export const CREATE_PRODUCT_MUTATION = graphql(`
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_PRODUCT_MUTATION = graphql(`
  mutation UpdateProduct($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      id
      name
      isArchived
    }
  }
`);

export const DELETE_PRODUCT_MUTATION = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      id
      archived
    }
  }
`);
