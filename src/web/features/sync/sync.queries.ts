// The sync screens' GraphQL operations (SPEC §7: syncChecks, syncCheck, syncConflicts,
// syncConflict, lastCompletedSyncCheck; startSyncCheck, cancelSyncCheck; the live progress).
import { graphql } from '../../gql/index.ts';

// The fields both sync check pages show; its type (SyncCheckFieldsFragment) types the summary.
graphql(`
  fragment SyncCheckFields on SyncCheck {
    id
    startTime
    endTime
    isRunning
    cancelRequested
    isCancelled
    startedByName
    studentsCount
    checkedStudentsCount
    ignoredStudentsCount
    ledgerStudentsCount
    outOfSyncStudentsCount
    conflictsCount
    errorsCount
  }
`);

/** SPEC §9: the status page reads the single most recent check (first 1). */
export const SYNC_STATUS_QUERY = graphql(`
  query SyncStatus {
    syncChecks(pageQuery: { first: 1 }) {
      totalCount
      edges {
        node {
          ...SyncCheckFields
        }
      }
    }
    lastCompletedSyncCheck {
      id
      endTime
      conflictsCount
    }
  }
`);

export const SYNC_CHECK_QUERY = graphql(`
  query SyncCheck($id: ID!, $kind: SyncConflictKind, $pageQuery: PageQuery) {
    syncCheck(id: $id) {
      ...SyncCheckFields
      errors {
        message
        fromStudentId
        toStudentId
      }
      conflicts(kind: $kind, pageQuery: $pageQuery) {
        totalCount
        edges {
          node {
            id
            studentId
            studentName
            kind
            productType
            syncIndicator
            nextValue
            legacyValue
          }
        }
      }
    }
  }
`);

export const SYNC_CONFLICT_QUERY = graphql(`
  query SyncConflict($id: ID!) {
    syncConflict(id: $id) {
      id
      lastSyncCheckId
      studentId
      studentName
      kind
      productType
      syncIndicator
      nextValue
      legacyValue
      breakdown {
        day
        nextChange
        legacyChange
        nextTotal
        legacyTotal
        diverges
      }
    }
  }
`);

export const START_SYNC_CHECK_MUTATION = graphql(`
  mutation StartSyncCheck {
    startSyncCheck {
      id
    }
  }
`);

export const CANCEL_SYNC_CHECK_MUTATION = graphql(`
  mutation CancelSyncCheck($id: ID!) {
    cancelSyncCheck(id: $id) {
      id
      cancelRequested
    }
  }
`);

export const IMPORT_LEGACY_BALANCES_MUTATION = graphql(`
  mutation ImportLegacyBalances($format: LegacyImportFormat!, $content: String!) {
    importLegacyBalances(format: $format, content: $content) {
      importedCount
      importedDaysCount
      rejected {
        line
        reason
      }
    }
  }
`);

export const SYNC_CHECK_PROGRESS_SUBSCRIPTION = graphql(`
  subscription SyncCheckProgress($syncCheckId: ID!) {
    syncCheckProgress(syncCheckId: $syncCheckId) {
      kind
      syncCheckId
      studentsCount
      processedCount
      conflictsCount
      conflictId
    }
  }
`);
