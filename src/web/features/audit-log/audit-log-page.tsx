// The audit log screen (Operations, Admin only): filters, one page of entries newest first, paging,
// the entries shown downloadable as CSV. The search lives in the address, so the back button and
// bookmarks restore a view.
import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { AUDIT_LOG_COLUMNS } from './audit-log-entries.tsx';
import { AuditLogFilters } from './audit-log-filters.tsx';
import { AUDIT_LOGS_QUERY } from './audit-log.queries.ts';
import {
  auditLogVariables,
  readAuditLogSearch,
  writeAuditLogSearch,
  type AuditLogSearch,
} from './audit-log-search.ts';
import { ListGrid } from '../../ui/list-grid.tsx';

const RESULTS_HEADING_ID = 'audit-log-entries';

export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const search = readAuditLogSearch(params);
  const { data, previousData, loading, error, refetch } = useQuery(AUDIT_LOGS_QUERY, {
    variables: auditLogVariables(search),
  });
  // While the next page loads, keep showing the last one instead of an empty table.
  const connection = (data ?? previousData)?.auditLogs;
  const entries = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;

  const show = (next: AuditLogSearch) =>
    setParams(writeAuditLogSearch(next), { preventScrollReset: true });

  const first = search.page * search.size + 1;
  const last = search.page * search.size + entries.length;
  const summary =
    total === 0
      ? 'No entries match these filters.'
      : entries.length === 0
        ? `This page is past the last entry (${total} in all).`
        : `Showing ${first}–${last} of ${total} ${total === 1 ? 'entry' : 'entries'}, newest first.`;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Audit log
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Every change to an audited record: who made it, when (Pacific time) and which fields
        changed, with the old value in red and the new one in green.
      </Typography>

      <AuditLogFilters
        value={search}
        onChange={(filters) => show({ ...search, ...filters, page: 0 })}
      />

      <ListGrid
        headingId={RESULTS_HEADING_ID}
        heading="Entries"
        summary={summary}
        noun={{ one: 'entry', many: 'entries' }}
        rows={entries}
        total={connection?.totalCount}
        columns={AUDIT_LOG_COLUMNS}
        paging={search}
        onPagingChange={(paging) => show({ ...search, ...paging })}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        csvName="audit-log"
      />
    </>
  );
}
