// The timesheets screen's operations (docs/timesheets.md).
import { graphql } from '../../gql/index.ts';

export const PAY_PERIODS_QUERY = graphql(`
  query PayPeriods($count: Int) {
    payPeriods(count: $count) {
      start
      end
      isComplete
      approval {
        approvedAt
      }
    }
    timesheetSettings {
      periodLength
      anchorDate
      paidBlockTypes
      timeZone
    }
  }
`);

export const TIMESHEET_PERIOD_QUERY = graphql(`
  query TimesheetPeriod($start: String!, $end: String!) {
    timesheetPeriod(start: $start, end: $end) {
      start
      end
      isComplete
      totalPayCents
      approval {
        approvedAt
        approvedByName
      }
      timesheets {
        instructorId
        instructorName
        teachingRateCents
        nonTeachingRateCents
        teachingMinutes
        nonTeachingMinutes
        teachingPayCents
        nonTeachingPayCents
        totalPayCents
        lines {
          key
          kind
          blockType
          date
          description
          minutes
          rateCents
          payCents
          correctsPeriodStart
          reason
        }
      }
    }
  }
`);

export const APPROVE_TIMESHEET_PERIOD_MUTATION = graphql(`
  mutation ApproveTimesheetPeriod($input: ApproveTimesheetPeriodInput!) {
    approveTimesheetPeriod(input: $input) {
      start
      approval {
        approvedAt
        approvedByName
      }
    }
  }
`);

export const UPDATE_TIMESHEET_SETTINGS_MUTATION = graphql(`
  mutation UpdateTimesheetSettings($input: TimesheetSettingsInput!) {
    updateTimesheetSettings(input: $input) {
      periodLength
      anchorDate
      paidBlockTypes
    }
  }
`);
