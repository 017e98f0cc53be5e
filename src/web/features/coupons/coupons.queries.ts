// The coupons screen's GraphQL operations (SPEC §7: coupons with a filter; createCoupon,
// updateCoupon, deleteCoupon).
import { graphql } from '../../gql/index.ts';

export const COUPONS_QUERY = graphql(`
  query Coupons($filter: CouponFilter, $pageQuery: PageQuery, $sort: CouponSort) {
    coupons(filter: $filter, pageQuery: $pageQuery, sort: $sort) {
      totalCount
      edges {
        cursor
        node {
          id
          code
          scope
          title
          type
          discount
          expiration
          courseId
          state
          isDailyCoupon
          regionIds
          displayInLandingPages
          onlyFirstPurchase
        }
      }
    }
  }
`);

export const COUPON_REGION_OPTIONS_QUERY = graphql(`
  query CouponRegionOptions {
    couponRegionOptions {
      id
      name
    }
  }
`);

export const CREATE_COUPON_MUTATION = graphql(`
  mutation CreateCoupon($input: CreateCouponInput!) {
    createCoupon(input: $input) {
      id
      code
    }
  }
`);

export const UPDATE_COUPON_MUTATION = graphql(`
  mutation UpdateCoupon($input: UpdateCouponInput!) {
    updateCoupon(input: $input) {
      id
      code
    }
  }
`);

export const DELETE_COUPON_MUTATION = graphql(`
  mutation DeleteCoupon($id: ID!) {
    deleteCoupon(id: $id)
  }
`);
