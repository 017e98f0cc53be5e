// GraphQL of vehicles (SPEC §3, §7): `vehicles`, `putVehicle`, `deleteVehicle`, and the
// instructors a vehicle can be given (`vehicleInstructorOptions`).
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { Instructor } from '../instructors/instructors.graphql.ts';
import { vehiclesRepository } from './vehicles.repository.ts';
import { deleteVehicle, putVehicle } from './vehicles.service.ts';
import type { VehicleRow } from './vehicles.tables.ts';

const Vehicle = builder.objectRef<VehicleRow>('Vehicle').implement({
  description: 'A school car.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    samsaraId: t.exposeString('samsaraId', {
      nullable: true,
      description: 'Its id in the telematics service.',
    }),
    instructorIds: t.exposeStringList('instructorIds', {
      description: 'Instructor record ids of the instructors who drive it.',
    }),
    instructors: t.field({
      type: [Instructor],
      description: 'The instructors who drive it.',
      resolve: (vehicle) => vehicle.instructorIds,
    }),
  }),
});

const VehicleConnection = connectionOf('Vehicle', Vehicle);

builder.queryField('vehicles', (t) =>
  t.field({
    type: VehicleConnection,
    description: 'Vehicles by name, 40 a page unless pageQuery.first says otherwise.',
    authScopes: { permission: 'backOffice.read' },
    args: { pageQuery: t.arg({ type: PageQuery, required: false }) },
    resolve: async (_root, args, context) => {
      const window = pageWindow(toPageArgs(args.pageQuery));
      const { rows, totalCount } = await vehiclesRepository.list(context.platform.db.db, window);
      return toPage(rows, totalCount, window);
    },
  }),
);

const VehicleInstructorOption = builder
  .objectRef<{ id: string; name: string }>('VehicleInstructorOption')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

builder.queryField('vehicleInstructorOptions', (t) =>
  t.field({
    type: [VehicleInstructorOption],
    description: 'Instructors not retired, by name: who can be given a vehicle.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) => vehiclesRepository.instructors(context.platform.db.db),
  }),
);

const PutVehicleInput = builder.inputType('PutVehicleInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Absent: a new vehicle.' }),
    name: t.string({ required: true }),
    samsaraId: t.string({ required: false }),
    instructorIds: t.idList({ required: true }),
  }),
});

builder.mutationField('putVehicle', (t) =>
  t.field({
    type: Vehicle,
    description: 'Adds a vehicle, or changes the one with this id. Audited (Vehicles).',
    authScopes: { permission: 'vehicles.write' },
    args: { input: t.arg({ type: PutVehicleInput, required: true }) },
    resolve: (_root, { input }, context) =>
      putVehicle(context.platform, viewerOf(context), {
        id: input.id == null ? null : String(input.id),
        name: input.name,
        samsaraId: input.samsaraId,
        instructorIds: input.instructorIds.map(String),
      }),
  }),
);

const DeletedVehicle = builder.objectRef<{ id: string }>('DeletedVehicle').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.mutationField('deleteVehicle', (t) =>
  t.field({
    type: DeletedVehicle,
    description: 'Removes a vehicle. Audited (Vehicles).',
    authScopes: { permission: 'vehicles.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteVehicle(context.platform, viewerOf(context), String(args.id)),
  }),
);
