import { graphql, type DocumentType } from '../../gql/index.ts';

export const PUBLIC_GUIDE_FIELDS = graphql(`
  fragment PublicGuideFields on LicensingGuide {
    id
    state
    audience
    audienceLabel
    label
    updatedAt
    article {
      slug
      path
      title
    }
    steps {
      id
      title
      description
      link
      linkText
    }
  }
`);

export type PublicGuide = DocumentType<typeof PUBLIC_GUIDE_FIELDS>;

export const LicensingGuidePageQuery = graphql(`
  query LicensingGuidePage($state: String!, $audience: String!) {
    licensingGuide(state: $state, audience: $audience) {
      ...PublicGuideFields
    }
    licensingGuides(state: $state) {
      audience
      audienceLabel
    }
  }
`);

export const LicensingGuidesIndexQuery = graphql(`
  query LicensingGuidesIndex {
    licensingGuides {
      state
      audience
      audienceLabel
      label
      article {
        path
      }
    }
  }
`);

export const ArticlePageQuery = graphql(`
  query ArticlePage($slug: String!) {
    article(slug: $slug) {
      id
      slug
      path
      state
      title
      description
      body
      updatedAt
    }
  }
`);

export const TeenGuideQuery = graphql(`
  query TeenGuide($state: String!) {
    licensingGuide(state: $state, audience: "teen") {
      ...PublicGuideFields
    }
  }
`);
