// Parking hubs (Places): where school cars are kept between lessons, each serving a super
// region. Admins (regions.write) add, edit and delete them; other staff read.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { can } from '../../../domain/permissions.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useEditing } from '../../ui/use-editing.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { useConfirmedDelete } from '../../ui/confirmed-delete.tsx';
import type { ParkingHubView } from './parking-hub-form.ts';
import { DELETE_PARKING_HUB_MUTATION, PARKING_HUBS_QUERY } from './regions.queries.ts';
import { CardList, EditDeleteButtons } from '../../ui/card-list.tsx';

// The form and its rules load when the dialog opens, not with the list.
const ParkingHubDialog = lazy(() =>
  import('./parking-hub-dialog.tsx').then((module) => ({ default: module.ParkingHubDialog })),
);

const HEADING_ID = 'parking-hubs-results';

export function ParkingHubsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'regions.write');
  const { data, loading, error, refetch } = useQuery(PARKING_HUBS_QUERY);
  const [deleteHub] = useMutation(DELETE_PARKING_HUB_MUTATION);
  const editing = useEditing<ParkingHubView>(refetch);
  const hubs = data?.parkingHubs ?? [];
  const deletion = useConfirmedDelete({
    what: 'parking hub',
    nameOf: (hub: ParkingHubView) => hub.name,
    remove: (hub) => deleteHub({ variables: { id: hub.id } }),
    explanation: 'The parking hub is removed for good.',
    onDeleted: refetch,
  });

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
        <Typography variant="h1">Parking hubs</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => editing.open('new')}>
            New parking hub
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Where the school&apos;s cars are kept between lessons, and the super region each serves.
      </Typography>
      <ListResultsStatus
        headingId={HEADING_ID}
        heading="All parking hubs"
        summary={
          data
            ? `${hubs.length} ${hubs.length === 1 ? 'parking hub' : 'parking hubs'}`
            : 'Loading parking hubs…'
        }
        loading={loading}
        rowsName="parking hubs"
        errorText="The parking hubs could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      <CardList labelledBy={HEADING_ID}>
        {hubs.map((hub) => (
          <Paper component="li" key={hub.id} variant="outlined" sx={{ p: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {hub.name}
            </Typography>
            <Typography variant="body2">{hub.address}</Typography>
            <Typography variant="body2" color="text.secondary">
              {hub.superRegion.name} ({hub.superRegion.state}) · {hub.latitude}, {hub.longitude}
            </Typography>
            {canWrite && (
              <EditDeleteButtons
                name={hub.name}
                onEdit={() => editing.open(hub)}
                onDelete={() => deletion.ask(hub)}
              />
            )}
          </Paper>
        ))}
      </CardList>
      {editing.dialog((item, handlers) => (
        <ParkingHubDialog hub={item} superRegions={data?.superRegions ?? []} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
