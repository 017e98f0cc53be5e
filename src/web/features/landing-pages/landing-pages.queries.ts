import { graphql, type DocumentType } from '../../gql/index.ts';

export const LandingPageQuery = graphql(`
  query LandingPage($state: String!, $slug: String!) {
    publicLocationLandingPage(state: $state, slug: $slug) {
      id
      name
      state
      path
      centerAddress
      googleMyBusinessUrl
      metro {
        name
        path
      }
      prices {
        productId
        name
        description
        priceCents
        perMinute
      }
      meetingPoints {
        id
        label
        address
        description
      }
      instructors {
        id
        name
        title
        about
        languages
        portraitImage
      }
      coupons {
        id
        code
        title
        type
        discount
        expiration
      }
    }
  }
`);

export type PublicLandingPage = NonNullable<
  DocumentType<typeof LandingPageQuery>['publicLocationLandingPage']
>;

export const MetroPageQuery = graphql(`
  query MetroPage($state: String!, $slug: String!) {
    publicMetro(state: $state, slug: $slug) {
      id
      name
      state
      path
      pages {
        name
        centerAddress
        path
      }
    }
  }
`);

export type PublicMetroPage = NonNullable<DocumentType<typeof MetroPageQuery>['publicMetro']>;

export const PublishedLandingPathsQuery = graphql(`
  query PublishedLandingPaths {
    publishedLandingPaths
  }
`);
