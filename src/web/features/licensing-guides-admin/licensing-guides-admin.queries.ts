import { graphql } from '../../gql/gql.ts';

export const STAFF_ARTICLES_QUERY = graphql(`
  query StaffArticles {
    staffArticles {
      id
      slug
      path
      state
      title
      description
      body
      isPublished
      updatedAt
    }
  }
`);

export const UPDATE_ARTICLE_MUTATION = graphql(`
  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {
    updateArticle(id: $id, input: $input) {
      id
      title
      description
      body
      isPublished
      updatedAt
    }
  }
`);

export const ADMIN_GUIDE_QUERY = graphql(`
  query AdminLicensingGuide($state: String!, $audience: String!) {
    licensingGuide(state: $state, audience: $audience) {
      id
      state
      audience
      label
      articleSlug
      steps {
        id
        title
        description
        link
        linkText
      }
    }
  }
`);

export const UPDATE_GUIDE_MUTATION = graphql(`
  mutation UpdateLicensingGuide($state: String!, $audience: String!, $input: LicensingGuideInput!) {
    updateLicensingGuide(state: $state, audience: $audience, input: $input) {
      id
      label
      articleSlug
      steps {
        id
        title
        description
        link
        linkText
      }
    }
  }
`);
