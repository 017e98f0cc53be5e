// The behind-the-wheel report (docs/behind-the-wheel.md "Report"): students by region with their
// progress, filtered to a region and to "within N hours of completing", exported as CSV. The
// filters and the page live in the address (?region=…&within=…&page=…), so a link shows the same
// list. The server answers the whole list; the screen pages it and the CSV takes every row.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { withinHoursProblem } from '../../../domain/behind-the-wheel/within-hours-filter.ts';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { pagingSummary, readPaging, writePaging } from '../../ui/list-paging.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { downloadCsv } from '../ledger/download.ts';
import { studentPath } from '../students/student-paths.ts';
import { BtwProgressSummary } from './btw-progress-summary.tsx';
import { btwReportCsv } from './btw-report-csv.ts';
import { BTW_REPORT_QUERY, BTW_REPORT_REGIONS_QUERY } from './btw.queries.ts';

const RESULTS_ID = 'btw-report-results';

/** The server's sentence for a field, if it named that field. */
function fieldProblem(error: unknown, path: string): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const entry of error.errors) {
    const fields = entry.extensions?.['fields'] as { path: string; message: string }[] | undefined;
    const found = fields?.find((field) => field.path === path);
    if (found) return found.message;
  }
  return null;
}

export function BtwReportPage() {
  const [params, setParams] = useSearchParams();
  const regionId = params.get('region') ?? '';
  const withinText = params.get('within') ?? '';
  const within = withinText.trim() === '' ? null : Number(withinText);
  const localProblem = within === null ? null : withinHoursProblem(within);
  const paging = readPaging(params);
  const regions = useQuery(BTW_REPORT_REGIONS_QUERY);
  const { data, previousData, loading, error, refetch } = useQuery(BTW_REPORT_QUERY, {
    variables: { regionId: regionId || null, withinHours: within },
    skip: localProblem !== null,
  });
  const rows = (data ?? previousData)?.behindTheWheelReport.rows ?? [];
  const pageRows = rows.slice(paging.page * paging.size, (paging.page + 1) * paging.size);
  /** A new filter starts at the first page. */
  const set = (name: string, value: string) => {
    const next = writePaging(new URLSearchParams(params), { ...paging, page: 0 });
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const withinError = localProblem ?? fieldProblem(error, 'withinHours');
  const regionError = fieldProblem(error, 'regionId');
  const otherError = error && !withinError && !regionError ? error : undefined;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Behind-the-wheel report
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Students whose licence state requires behind-the-wheel hours, by the region they live in,
        with the hours of attended lessons that count. To find who is close to completing, enter the
        hours to go; leave it empty to see everyone.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Region"
          value={regionError ? '' : regionId}
          onChange={(event) => set('region', event.target.value)}
          error={Boolean(regionError)}
          helperText={regionError ? 'That region is not known: choose one from the list.' : ' '}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All regions</MenuItem>
          {(regions.data?.regions.edges ?? []).map(({ node }) => (
            <MenuItem key={node.id} value={node.id}>
              {node.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Hours to go, at most"
          type="number"
          value={withinText}
          onChange={(event) => set('within', event.target.value)}
          error={Boolean(withinError)}
          helperText={
            withinError
              ? `Hours to go ${withinError}.`
              : 'e.g. 2: students not done yet with 2 hours or less to go'
          }
          slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
          sx={{ minWidth: 220, maxWidth: { sm: 320 } }}
        />
        <Box sx={{ alignSelf: { sm: 'flex-start' }, pt: { sm: 1 } }}>
          <Button
            variant="outlined"
            disabled={rows.length === 0 || withinError !== null}
            onClick={() => downloadCsv(btwReportCsv(rows), 'behind-the-wheel-report.csv')}
          >
            Export CSV
          </Button>
        </Box>
      </Stack>
      <ListResultsStatus
        headingId={RESULTS_ID}
        heading="Students"
        summary={
          withinError || regionError
            ? 'Correct the filter to see the students.'
            : data || previousData
              ? pagingSummary(paging, pageRows.length, rows.length, {
                  one: 'student',
                  many: 'students',
                })
              : 'Loading the report…'
        }
        loading={loading}
        rowsName="the report"
        errorText="The report could not be loaded."
        error={otherError}
        onRetry={() => void refetch()}
      />
      {!withinError && !regionError && (
        <>
          <Stack
            component="ul"
            spacing={2}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
            aria-labelledby={RESULTS_ID}
          >
            {pageRows.map((row) => (
              <Paper component="li" key={row.progress.studentId} variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
                  <Link component={RouterLink} to={studentPath(row.progress.studentId)}>
                    {row.progress.studentName}
                  </Link>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {row.regionName ? `${row.regionName} (${row.superRegionName})` : 'No region'}
                </Typography>
                <BtwProgressSummary progress={row.progress} />
              </Paper>
            ))}
          </Stack>
          <ListPagination
            paging={paging}
            total={rows.length}
            rowsName="students"
            onChange={(next) => setParams(writePaging(new URLSearchParams(params), next))}
          />
        </>
      )}
    </>
  );
}
