// State configs (Places): one row per state with what the school offers there, its
// late-cancellation policy and its behind-the-wheel certificate. Admins (stateConfigs.write) add
// and edit; everyone else reads.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy } from 'react';
import { formatCents } from '../../../domain/currency.ts';
import { can } from '../../../domain/permissions.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useEditing } from '../../ui/use-editing.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import type { StateConfigView } from './state-config-form.ts';
import { FLAG_LABELS, type StateFlag } from './state-flags.ts';
import { CERTIFICATE_TYPES_QUERY } from '../certificates/certificates.queries.ts';
import { STATE_CONFIGS_QUERY } from './state-configs.queries.ts';

// The form and its rules load when the dialog opens, not with the list.
const StateConfigDialog = lazy(() =>
  import('./state-config-dialog.tsx').then((module) => ({ default: module.StateConfigDialog })),
);

const HEADING_ID = 'state-configs-results';

const offers = (config: StateConfigView) =>
  (Object.keys(FLAG_LABELS) as StateFlag[])
    .filter((flag) => config[flag])
    .map((flag) => FLAG_LABELS[flag])
    .join(', ') || 'None';

const lateCancellation = (config: StateConfigView) =>
  `Within ${config.lateCancellationWindowHours} h; ${
    config.lateCancellationFeeCents > 0
      ? `fee ${formatCents(config.lateCancellationFeeCents)}`
      : 'no fee'
  }`;

export function StateConfigsPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'stateConfigs.write');
  const { data, loading, error, refetch } = useQuery(STATE_CONFIGS_QUERY);
  const certificateTypes = useQuery(CERTIFICATE_TYPES_QUERY).data?.certificateTypes ?? [];
  const editing = useEditing<StateConfigView>(refetch);
  const configs = data?.stateConfigs ?? [];
  const btwCertificate = (config: StateConfigView) => {
    const id = config.behindTheWheelCertificateTypeId;
    if (!id) return 'None';
    return certificateTypes.find((type) => type.id === id)?.label ?? '…';
  };

  const edit = (config: StateConfigView) => (
    <Button
      size="small"
      variant="outlined"
      onClick={() => editing.open(config)}
      aria-label={`Edit ${config.longName}`}
    >
      Edit
    </Button>
  );

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography variant="h1">State configs</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => editing.open('new')}>
            New state config
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        What the school offers in each state, when a student&apos;s cancellation counts as late (48
        hours and no fee unless a state says otherwise), and which certificate a student gets for
        the state&apos;s behind-the-wheel hours.
      </Typography>

      <ListResultsStatus
        headingId={HEADING_ID}
        heading="States"
        summary={
          data
            ? `${configs.length} ${configs.length === 1 ? 'state' : 'states'} configured`
            : 'Loading state configs…'
        }
        loading={loading}
        rowsName="state configs"
        errorText="The state configs could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />

      {configs.length > 0 &&
        (wide ? (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby={HEADING_ID}>
              <TableHead>
                <TableRow>
                  <TableCell>State</TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell>Offers</TableCell>
                  <TableCell>Late cancellation</TableCell>
                  <TableCell>Behind-the-wheel certificate</TableCell>
                  <TableCell>CMS id</TableCell>
                  {canWrite && <TableCell>Actions</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {configs.map((config) => (
                  <TableRow key={config.id}>
                    <TableCell sx={{ fontWeight: 600 }}>{config.state}</TableCell>
                    <TableCell>{config.longName}</TableCell>
                    <TableCell>{offers(config)}</TableCell>
                    <TableCell>{lateCancellation(config)}</TableCell>
                    <TableCell>{btwCertificate(config)}</TableCell>
                    <TableCell>{config.cmsId ?? '—'}</TableCell>
                    {canWrite && <TableCell>{edit(config)}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Box
            component="ul"
            aria-labelledby={HEADING_ID}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {configs.map((config) => (
              <Paper component="li" key={config.id} variant="outlined" sx={{ p: 2 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {config.longName} ({config.state})
                </Typography>
                <Typography variant="body2">Offers: {offers(config)}</Typography>
                <Typography variant="body2">
                  Late cancellation: {lateCancellation(config)}
                </Typography>
                <Typography variant="body2" sx={{ mb: canWrite ? 1 : 0 }}>
                  Behind-the-wheel certificate: {btwCertificate(config)}
                </Typography>
                {canWrite && edit(config)}
              </Paper>
            ))}
          </Box>
        ))}

      {editing.dialog((item, handlers) => (
        <StateConfigDialog
          config={item}

          takenStates={configs.map((config) => config.state)}

          certificateTypes={certificateTypes}

          {...handlers}
        />
      ))}
    </>
  );
}
