// Vehicles (Scheduling): the school's cars, their telematics id and the instructors who drive
// them. Regional managers and Admins add, edit and remove them; every change is in the audit log.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { pageQueryOf, pagingSummary, readPaging, writePaging } from '../../ui/list-paging.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { VehicleDialog, type VehicleView } from './vehicle-dialog.tsx';
import { DELETE_VEHICLE_MUTATION, VEHICLES_QUERY } from './vehicles.queries.ts';

const RESULTS_HEADING_ID = 'vehicles-results';

export function VehiclesPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'vehicles.write');
  const { reportMutation } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const { data, previousData, loading, error, refetch } = useQuery(VEHICLES_QUERY, {
    variables: { pageQuery: pageQueryOf(paging) },
  });
  const [deleteVehicle, deleteState] = useMutation(DELETE_VEHICLE_MUTATION);
  const [editing, setEditing] = useState<VehicleView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VehicleView | null>(null);
  const connection = (data ?? previousData)?.vehicles;
  const vehicles = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;

  async function remove(vehicle: VehicleView) {
    const done = await reportMutation(deleteVehicle({ variables: { id: vehicle.id } }), {
      success: `${vehicle.name} was removed.`,
    });
    setDeleting(null);
    if (done) void refetch();
  }

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
        <Typography variant="h1">Vehicles</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            New vehicle
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        The school&apos;s cars and the instructors who drive them. Changes are kept in the audit
        log.
      </Typography>

      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading="All vehicles"
        summary={
          connection
            ? pagingSummary(paging, vehicles.length, total, { one: 'vehicle', many: 'vehicles' })
            : 'Loading vehicles…'
        }
        loading={loading}
        rowsName="vehicles"
        errorText="The vehicles could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />

      <Stack component="ul" aria-labelledby={RESULTS_HEADING_ID} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {vehicles.map((vehicle) => (
          <Paper
            key={vehicle.id}
            component="li"
            variant="outlined"
            sx={{
              listStyle: 'none',
              p: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {vehicle.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {vehicle.samsaraId ? `Telematics id ${vehicle.samsaraId}` : 'No telematics id'}
                {' · '}
                {vehicle.instructors.length > 0
                  ? `Driven by ${vehicle.instructors.map((instructor) => instructor.name).join(', ')}`
                  : 'No instructor yet'}
              </Typography>
            </Box>
            {canWrite && (
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  size="small"
                  aria-label={`Edit ${vehicle.name}`}
                  onClick={() => setEditing(vehicle)}
                >
                  Edit
                </Button>
                <Button
                  color="error"
                  size="small"
                  aria-label={`Remove ${vehicle.name}`}
                  onClick={() => setDeleting(vehicle)}
                >
                  Remove
                </Button>
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>

      <ListPagination
        paging={paging}
        total={total}
        rowsName="vehicles"
        onChange={(next) => setParams(writePaging(new URLSearchParams(params), next))}
      />

      {editing && (
        <VehicleDialog
          vehicle={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Remove ${deleting?.name ?? 'this vehicle'}?`}
        confirmLabel="Remove vehicle"
        busy={deleteState.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        The vehicle leaves the list. The audit log keeps what it was.
      </ConfirmDialog>
    </>
  );
}
