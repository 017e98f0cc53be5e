// GraphQL operations of driving-skill reports (drivingSkills, lessonsDrivingSkillsReportsByStudent,
// lessonDrivingSkillsReportByStudentAndLesson, updateLessonReportForStudent, emailStudentReport), shared by the student tab and the
// instructor's lesson page.
import { graphql, type DocumentType } from '../../gql/index.ts';

export const DRIVING_SKILLS_QUERY = graphql(`
  query DrivingSkills {
    drivingSkills {
      id
      label
    }
  }
`);

export const SKILL_REPORT_FIELDS = graphql(`
  fragment SkillReportFields on DrivingSkillReport {
    id
    studentId
    lastEmailSent
    lesson {
      id
      startTime
      timeZone
      instructorName
      lessonTypeLabel
      cancelled
    }
    ratings {
      drivingSkillId
      label
      rating
      value
    }
  }
`);

export const STUDENT_SKILL_REPORTS_QUERY = graphql(`
  query StudentSkillReports($studentId: ID!) {
    lessonsDrivingSkillsReportsByStudent(studentId: $studentId) {
      ...SkillReportFields
    }
  }
`);

export const LESSON_SKILL_REPORT_QUERY = graphql(`
  query LessonSkillReport($studentId: ID!, $lessonId: ID!) {
    lessonDrivingSkillsReportByStudentAndLesson(studentId: $studentId, lessonId: $lessonId) {
      ...SkillReportFields
    }
  }
`);

export const UPDATE_SKILL_REPORT_MUTATION = graphql(`
  mutation UpdateSkillReport(
    $lessonId: ID!
    $studentId: ID!
    $ratings: [DrivingSkillRatingInput!]!
  ) {
    updateLessonReportForStudent(lessonId: $lessonId, studentId: $studentId, ratings: $ratings) {
      ...SkillReportFields
    }
  }
`);

export const EMAIL_SKILL_REPORT_MUTATION = graphql(`
  mutation EmailSkillReport(
    $studentId: ID!
    $lessonId: ID!
    $emails: [String!]!
    $comments: String
  ) {
    emailStudentReport(
      studentId: $studentId
      lessonId: $lessonId
      emails: $emails
      comments: $comments
    ) {
      ...SkillReportFields
    }
  }
`);

export type SkillReportView = DocumentType<typeof SKILL_REPORT_FIELDS>;
export type DrivingSkillView = DocumentType<typeof DRIVING_SKILLS_QUERY>['drivingSkills'][number];
