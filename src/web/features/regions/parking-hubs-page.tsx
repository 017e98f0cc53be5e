// Parking hubs (Places): where school cars are kept between lessons, each serving a super
// region. Admins (regions.write) add, edit and delete them; other staff read.
import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { can } from '../../../domain/permissions.ts';
import { CardList, EditDeleteButtons, RecordCard } from '../../ui/card-list.tsx';
import { useConfirmedDeleteById } from '../../ui/confirmed-delete.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { ListResults } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import type { ParkingHubView } from './parking-hub-form.ts';
import { DELETE_PARKING_HUB_MUTATION, PARKING_HUBS_QUERY } from './regions.queries.ts';

// The form and its rules load when the dialog opens, not with the list.
const ParkingHubDialog = lazyDialog(() => import('./parking-hub-dialog.tsx'), 'ParkingHubDialog');

export function ParkingHubsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'regions.write');
  const list = useQuery(PARKING_HUBS_QUERY);
  const hubs = list.data?.parkingHubs ?? [];
  const editing = useEditing<ParkingHubView>(list.refetch);
  const deletion = useConfirmedDeleteById({
    what: 'parking hub',
    nameOf: (hub: ParkingHubView) => hub.name,
    mutation: DELETE_PARKING_HUB_MUTATION,
    explanation: 'The parking hub is removed for good.',
    onDeleted: list.refetch,
  });

  return (
    <>
      <ListPageHeader
        title="Parking hubs"
        description="Where the school's cars are kept between lessons, and the super region each serves."
        create={canWrite && { label: 'New parking hub', onClick: () => editing.open('new') }}
      />
      <ListResults
        noun={{ one: 'parking hub', many: 'parking hubs' }}
        query={list}
        rows={list.data && hubs}
      >
        <CardList>
          {hubs.map((hub) => (
            <RecordCard
              key={hub.id}
              title={hub.name}
              actions={
                canWrite && (
                  <EditDeleteButtons
                    name={hub.name}
                    onEdit={() => editing.open(hub)}
                    onDelete={() => deletion.ask(hub)}
                  />
                )
              }
            >
              <Typography variant="body2">{hub.address}</Typography>
              <Typography variant="body2" color="text.secondary">
                {hub.superRegion.name} ({hub.superRegion.state}) · {hub.latitude}, {hub.longitude}
              </Typography>
            </RecordCard>
          ))}
        </CardList>
      </ListResults>
      {editing.dialog((hub, handlers) => (
        <ParkingHubDialog hub={hub} superRegions={list.data?.superRegions ?? []} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
