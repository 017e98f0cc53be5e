// The behind-the-wheel report (docs/behind-the-wheel.md "Report"): students by region with their
// progress, filtered to a region and to "within N hours of completing", exported as CSV. The
// filters live in the address (?region=…&within=…), so a link shows the same list.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { withinHoursProblem } from '../../../domain/behind-the-wheel/within-hours-filter.ts';
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
  const regions = useQuery(BTW_REPORT_REGIONS_QUERY);
  const { data, previousData, loading, error } = useQuery(BTW_REPORT_QUERY, {
    variables: { regionId: regionId || null, withinHours: within },
    skip: localProblem !== null,
  });
  const rows = (data ?? previousData)?.behindTheWheelReport.rows ?? [];
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const withinError = localProblem ?? fieldProblem(error, 'withinHours');
  const regionError = fieldProblem(error, 'regionId');

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Behind-the-wheel report
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Students whose licence state requires behind-the-wheel hours, by the region they live in,
        with the hours of attended lessons that count. Leave the hours empty to see everyone.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Region"
          value={regionId}
          onChange={(event) => set('region', event.target.value)}
          error={Boolean(regionError)}
          helperText={regionError ?? ' '}
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
          label="Within hours of completing"
          type="number"
          value={withinText}
          onChange={(event) => set('within', event.target.value)}
          error={Boolean(withinError)}
          helperText={withinError ? `Hours ${withinError}` : 'e.g. 2: at most 2 hours to go'}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
          sx={{ minWidth: 220 }}
        />
        <Box sx={{ alignSelf: { sm: 'flex-start' }, pt: { sm: 1 } }}>
          <Button
            variant="outlined"
            disabled={rows.length === 0}
            onClick={() => downloadCsv(btwReportCsv(rows), 'behind-the-wheel-report.csv')}
          >
            Export CSV
          </Button>
        </Box>
      </Stack>
      {error && !withinError && !regionError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The report could not be loaded. {error.message}
        </Alert>
      )}
      <Typography id={RESULTS_ID} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {rows.length === 1 ? '1 student' : `${rows.length} students`}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {loading && <LinearProgress aria-label="Loading the report" />}
      </Box>
      <Stack
        component="ul"
        spacing={2}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
        aria-labelledby={RESULTS_ID}
      >
        {rows.map((row) => (
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
    </>
  );
}
