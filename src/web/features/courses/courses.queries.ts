import { graphql, type DocumentType } from '../../gql/index.ts';

export const PUBLIC_COURSE_FIELDS = graphql(`
  fragment PublicCourseFields on Course {
    id
    state
    category
    audience
    name
    summary
    description
    requiredSeconds
    dailyCapSeconds
    minimumDays
    priceCents
    isSoldOnline
    path
    offerings {
      id
      format
      location
    }
  }
`);

/** A course as the public pages read it. */
export type PublicCourse = DocumentType<typeof PUBLIC_COURSE_FIELDS>;

export const CoursePageQuery = graphql(`
  query CoursePage($state: String!, $category: String!) {
    coursePage(state: $state, category: $category) {
      ...PublicCourseFields
    }
  }
`);

export const OtherStateCoursesQuery = graphql(`
  query OtherStateCourses($state: String!, $courseId: ID!) {
    otherStateCourses(state: $state, courseId: $courseId) {
      id
      state
      name
      path
    }
  }
`);

export const StateCoursesQuery = graphql(`
  query StateCourses($state: String) {
    courses(state: $state) {
      ...PublicCourseFields
    }
  }
`);
