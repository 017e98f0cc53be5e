// Vehicles (Scheduling): the school's cars, their telematics id and the instructors who drive
// them. Regional managers and Admins add, edit and remove them; every change is in the audit log.
import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { can } from '../../../domain/permissions.ts';
import { CardList, EditDeleteButtons, RecordCard } from '../../ui/card-list.tsx';
import { useConfirmedDeleteById } from '../../ui/confirmed-delete.tsx';
import { NO_FILTERS } from '../../ui/list-address.ts';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { pageQueryOf } from '../../ui/list-paging.ts';
import { PagedListResults } from '../../ui/list-paged-results.tsx';
import { pageOf } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useListAddress } from '../../ui/use-list-address.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import type { VehicleView } from './vehicle-dialog.tsx';
import { DELETE_VEHICLE_MUTATION, VEHICLES_QUERY } from './vehicles.queries.ts';

// The form loads when the dialog opens, not with the list.
const VehicleDialog = lazyDialog(() => import('./vehicle-dialog.tsx'), 'VehicleDialog');

export function VehiclesPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'vehicles.write');
  const address = useListAddress(NO_FILTERS);
  const paging = address.view;
  const list = useQuery(VEHICLES_QUERY, { variables: { pageQuery: pageQueryOf(paging) } });
  const connection = (list.data ?? list.previousData)?.vehicles;
  const { rows: vehicles, total } = pageOf(connection);
  const editing = useEditing<VehicleView>(list.refetch);
  const deletion = useConfirmedDeleteById({
    what: 'vehicle',
    verb: 'Remove',
    nameOf: (vehicle: VehicleView) => vehicle.name,
    mutation: DELETE_VEHICLE_MUTATION,
    explanation: 'The vehicle leaves the list. The audit log keeps what it was.',
    onDeleted: list.refetch,
  });

  return (
    <>
      <ListPageHeader
        title="Vehicles"
        description="The school's cars and the instructors who drive them. Changes are kept in the audit log."
        create={canWrite && { label: 'New vehicle', onClick: () => editing.open('new') }}
      />
      <PagedListResults
        noun={{ one: 'vehicle', many: 'vehicles' }}
        query={list}
        rows={vehicles}
        paging={paging}
        total={total}
        onPage={address.page}
      >
        <CardList single>
          {vehicles?.map((vehicle) => (
            <RecordCard
              key={vehicle.id}
              side
              title={vehicle.name}
              actions={
                canWrite && (
                  <EditDeleteButtons
                    side
                    deleteLabel="Remove"
                    name={vehicle.name}
                    onEdit={() => editing.open(vehicle)}
                    onDelete={() => deletion.ask(vehicle)}
                  />
                )
              }
            >
              <Typography variant="body2" color="text.secondary">
                {vehicle.samsaraId ? `Telematics id ${vehicle.samsaraId}` : 'No telematics id'}
                {' · '}
                {vehicle.instructors.length > 0
                  ? `Driven by ${vehicle.instructors.map((instructor) => instructor.name).join(', ')}`
                  : 'No instructor yet'}
              </Typography>
            </RecordCard>
          ))}
        </CardList>
      </PagedListResults>
      {editing.dialog((vehicle, handlers) => (
        <VehicleDialog vehicle={vehicle} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
