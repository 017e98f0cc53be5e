import { graphql } from '../../gql/gql.ts';

graphql(`
  fragment BtwProgressFields on BehindTheWheelProgress {
    studentId
    studentName
    status
    text
    remainingText
    ageRemark
    rule {
      stateName
      summary
      ageCondition
      officialSource
      isConfirmed
    }
    parts {
      part
      label
      doneMinutes
      requiredMinutes
    }
  }
`);

export const ISSUE_BTW_CERTIFICATE = graphql(`
  mutation IssueBehindTheWheelCertificate($studentId: ID!) {
    issueBehindTheWheelCertificate(studentId: $studentId) {
      replayed
      certificate {
        id
        certNumber
      }
    }
  }
`);

export const BTW_REPORT_QUERY = graphql(`
  query BehindTheWheelReport($regionId: ID, $withinHours: Float) {
    behindTheWheelReport(regionId: $regionId, withinHours: $withinHours) {
      totalCount
      rows {
        regionId
        regionName
        superRegionName
        progress {
          usStateId
          remainingMinutes
          countedLessons
          ...BtwProgressFields
        }
      }
    }
  }
`);

export const BTW_REPORT_REGIONS_QUERY = graphql(`
  query BehindTheWheelReportRegions {
    regions(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);
