// Upload of the legacy system's balances: a CSV or JSON file, the valid records stored, the
// rejected ones listed with their line and reason.
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ImportLegacyBalancesMutation } from '../../gql/graphql.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { IMPORT_LEGACY_BALANCES_MUTATION } from './sync.queries.ts';

/** The server takes up to 1,900,000 characters per upload (the request limit is 2,000,000 bytes). */
const MAX_CHARACTERS = 1_900_000;

type Result = ImportLegacyBalancesMutation['importLegacyBalances'];

export function LegacyImportForm() {
  const { reportMutation, showMessage } = useSnackbar();
  const [importBalances, { loading }] = useMutation(IMPORT_LEGACY_BALANCES_MUTATION);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  async function upload() {
    if (!file) return;
    const content = await file.text();
    if (content.length > MAX_CHARACTERS) {
      showMessage(
        `${file.name} is too large for one upload: split it into files under 1.9 million characters.`,
        'error',
      );
      return;
    }
    const format = file.name.toLowerCase().endsWith('.json') ? 'JSON' : 'CSV';
    const answer = await reportMutation(importBalances({ variables: { format, content } }));
    if (!answer?.data) return;
    setResult(answer.data.importLegacyBalances);
  }

  return (
    <Box component="section" aria-labelledby="legacy-import-heading" sx={{ mt: 4 }}>
      <Typography id="legacy-import-heading" variant="h2" sx={{ mb: 1 }}>
        Import legacy balances
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        A CSV file with the columns student_id, driving_minutes, observation_minutes, funds_cents,
        expired_minutes and an optional day (a row with a day is that day’s net change), or a JSON
        list of records. Each import replaces the balances of the students it names.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button variant="outlined" component="label">
          Choose file
          <input
            hidden
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-label="Legacy balances file"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </Button>
        <Typography>{file ? file.name : 'No file chosen'}</Typography>
        <Button variant="contained" disabled={!file || loading} onClick={() => void upload()}>
          {loading ? 'Importing…' : 'Import'}
        </Button>
      </Box>
      {result && (
        <Box sx={{ mt: 2 }}>
          <Alert severity={result.rejected.length ? 'warning' : 'success'} role="status">
            Imported the balances of {result.importedCount} students
            {result.importedDaysCount ? ` and ${result.importedDaysCount} days of log` : ''}.
            {result.rejected.length ? ` ${result.rejected.length} rejected (below).` : ''}
          </Alert>
          {result.rejected.length > 0 && (
            <Table size="small" aria-label="Rejected records" sx={{ mt: 1, maxWidth: 900 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell>Reason</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.rejected.map((row) => (
                  <TableRow key={`${row.line}-${row.reason}`}>
                    <TableCell>{row.line}</TableCell>
                    <TableCell>{row.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Box>
  );
}
