// Feature flags (Operations): every flag with its value; Admin creates, switches booleans in
// place, edits text and numbers in a dialog, and deletes. Everyone's client reads the flags
// through useFeatureFlag (src/web/lib/feature-flags.ts); changes are in the audit log.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { FeatureFlagsQuery } from '../../lib/feature-flags.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FeatureFlagDialog, TYPE_LABELS, type FlagView } from './feature-flag-dialog.tsx';
import {
  DELETE_FEATURE_FLAG_MUTATION,
  SET_FEATURE_FLAG_MUTATION,
} from './feature-flags.queries.ts';

const HEADING_ID = 'feature-flags-heading';
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function FeatureFlagsPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { reportMutation } = useSnackbar();
  // The same query as the hook: this screen is always fresh, other screens reuse the cache.
  const { data, loading, error, refetch } = useQuery(FeatureFlagsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [setFlag] = useMutation(SET_FEATURE_FLAG_MUTATION);
  const [deleteFlag, deleteState] = useMutation(DELETE_FEATURE_FLAG_MUTATION, {
    refetchQueries: [FeatureFlagsQuery],
  });
  const [editing, setEditing] = useState<FlagView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FlagView | null>(null);
  const flags: FlagView[] = data?.featureFlags ?? [];

  const toggle = (flag: FlagView, on: boolean) =>
    reportMutation(setFlag({ variables: { key: flag.key, value: String(on) } }), {
      success: `${flag.key} is ${on ? 'on' : 'off'}.`,
    });

  async function remove(flag: FlagView) {
    await reportMutation(deleteFlag({ variables: { key: flag.key } }), {
      success: `${flag.key} was deleted.`,
    });
    setDeleting(null);
  }

  const valueControl = (flag: FlagView) =>
    flag.type === 'boolean' ? (
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Switch
          checked={flag.value === 'true'}
          onChange={(event) => void toggle(flag, event.target.checked)}
          slotProps={{ input: { 'aria-label': `${flag.key} on` } }}
        />
        <span aria-hidden>{flag.value === 'true' ? 'On' : 'Off'}</span>
      </Box>
    ) : (
      <Box component="span" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
        {flag.value === '' ? <em>(empty)</em> : flag.value}
      </Box>
    );

  const actions = (flag: FlagView) => (
    <Stack direction="row" spacing={1}>
      <Button size="small" onClick={() => setEditing(flag)} aria-label={`Edit ${flag.key}`}>
        Edit
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => setDeleting(flag)}
        aria-label={`Delete ${flag.key}`}
      >
        Delete
      </Button>
    </Stack>
  );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Feature flags
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          New flag
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Switches and settings that change the product without a release. Every page reads them, also
        before sign-in; each change is kept in the audit log.
      </Typography>
      <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {flags.length === 1 ? '1 flag' : `${flags.length} flags`}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {loading && <LinearProgress aria-label="Loading flags" />}
      </Box>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          The feature flags could not be loaded.
        </Alert>
      )}
      {!loading && flags.length === 0 && !error && (
        <Typography>No feature flags yet. Code that reads one uses its own default.</Typography>
      )}
      {flags.length > 0 &&
        (wide ? (
          <Table aria-labelledby={HEADING_ID}>
            <TableHead>
              <TableRow>
                <TableCell>Key</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Value</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {flags.map((flag) => (
                <TableRow key={flag.key}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{flag.key}</TableCell>
                  <TableCell>{TYPE_LABELS[flag.type]}</TableCell>
                  <TableCell>{valueControl(flag)}</TableCell>
                  <TableCell>{flag.description}</TableCell>
                  <TableCell align="right">{actions(flag)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Stack
            component="ul"
            spacing={2}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-labelledby={HEADING_ID}
          >
            {flags.map((flag) => (
              <li key={flag.key}>
                <Card variant="outlined">
                  <CardContent>
                    <Typography
                      variant="h3"
                      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', fontSize: '1rem' }}
                    >
                      {flag.key}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {TYPE_LABELS[flag.type]}
                      {flag.description ? ` · ${flag.description}` : ''}
                    </Typography>
                    {valueControl(flag)}
                    <Box sx={{ mt: 1 }}>{actions(flag)}</Box>
                  </CardContent>
                </Card>
              </li>
            ))}
          </Stack>
        ))}
      {editing && (
        <FeatureFlagDialog
          flag={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.key ?? ''}?`}
        confirmLabel="Delete"
        busy={deleteState.loading}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        Pages that read this flag go back to their built-in default.
      </ConfirmDialog>
    </>
  );
}
