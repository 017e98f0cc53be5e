// GraphQL for state configs (Admin writes) and state meeting points (Admin, RegionalManager).
import { builder } from '../../graphql/builder.ts';
import { stateConfigsRepository } from './state-configs.repository.ts';
import {
  createStateConfig,
  createStateMeetingPoint,
  deleteStateMeetingPoint,
  listStateMeetingPoints,
  updateStateConfig,
  updateStateMeetingPoint,
} from './state-configs.service.ts';
import type { StateConfigRow, StateMeetingPointRow } from './state-configs.tables.ts';

const StateConfig = builder.objectRef<StateConfigRow>('StateConfig').implement({
  description: 'What the school offers in one state, and its late-cancellation policy.',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.exposeString('state', { description: 'Two-letter US state code.' }),
    longName: t.exposeString('longName'),
    hasHomePickup: t.exposeBoolean('hasHomePickup'),
    hasMeetingPoints: t.exposeBoolean('hasMeetingPoints'),
    hasFixedLocations: t.exposeBoolean('hasFixedLocations'),
    isShareableByDefault: t.exposeBoolean('isShareableByDefault'),
    cmsId: t.exposeString('cmsId', { nullable: true }),
    lateCancellationWindowHours: t.exposeInt('lateCancellationWindowHours', {
      description: "A student's cancellation this many hours or less before the start is late.",
    }),
    lateCancellationFeeCents: t.exposeInt('lateCancellationFeeCents', {
      description: 'Fee for a late cancellation, in US cents.',
    }),
    behindTheWheelCertificateTypeId: t.exposeID('behindTheWheelCertificateTypeId', {
      nullable: true,
      description:
        "The certificate type issued on meeting the state's behind-the-wheel requirement; null: none.",
    }),
  }),
});

const StateMeetingPoint = builder.objectRef<StateMeetingPointRow>('StateMeetingPoint').implement({
  description: 'A fixed place in a state where lessons can start.',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.exposeString('state'),
    address: t.exposeString('address'),
    label: t.exposeString('label'),
    description: t.exposeString('description'),
    restrictedLessonTypes: t.exposeStringList('restrictedLessonTypes', {
      description: 'Lesson type names (e.g. RoadTest) that cannot start here.',
    }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
  }),
});

builder.queryField('stateConfigs', (t) =>
  t.field({
    type: [StateConfig],
    description: 'Every state config, by state code.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) => stateConfigsRepository.list(context.platform.db.db),
  }),
);

builder.queryField('stateMeetingPoints', (t) =>
  t.field({
    type: [StateMeetingPoint],
    description: 'The meeting points of one state, by label.',
    authScopes: { permission: 'backOffice.read' },
    args: { state: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => listStateMeetingPoints(context.platform, args.state),
  }),
);

const CreateStateConfigInput = builder.inputType('CreateStateConfigInput', {
  fields: (t) => ({
    state: t.string({ required: true }),
    longName: t.string({ required: true }),
    hasHomePickup: t.boolean({ required: false }),
    hasMeetingPoints: t.boolean({ required: false }),
    hasFixedLocations: t.boolean({ required: false }),
    isShareableByDefault: t.boolean({ required: false }),
    cmsId: t.string({ required: false }),
    lateCancellationWindowHours: t.int({ required: false, description: 'Default 48.' }),
    lateCancellationFeeCents: t.int({ required: false, description: 'Default 0.' }),
    behindTheWheelCertificateTypeId: t.id({
      required: false,
      description: 'A certificate type of the same state; default none.',
    }),
  }),
});

const UpdateStateConfigInput = builder.inputType('UpdateStateConfigInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    longName: t.string({ required: false }),
    hasHomePickup: t.boolean({ required: false }),
    hasMeetingPoints: t.boolean({ required: false }),
    hasFixedLocations: t.boolean({ required: false }),
    isShareableByDefault: t.boolean({ required: false }),
    cmsId: t.string({ required: false, description: 'Empty string: none.' }),
    lateCancellationWindowHours: t.int({ required: false }),
    lateCancellationFeeCents: t.int({ required: false }),
    behindTheWheelCertificateTypeId: t.string({
      required: false,
      description: 'A certificate type of the same state; empty string: none.',
    }),
  }),
});

/** GraphQL sends null for an omitted optional field; the services want "not given". */
const given = <T extends Record<string, unknown>>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value != null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

builder.mutationField('createStateConfig', (t) =>
  t.field({
    type: StateConfig,
    description: 'Creates the config of a state (CONFLICT when the state already has one).',
    authScopes: { permission: 'stateConfigs.write' },
    args: { input: t.arg({ type: CreateStateConfigInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createStateConfig(context.platform, {
        ...given(input),
        behindTheWheelCertificateTypeId: input.behindTheWheelCertificateTypeId
          ? String(input.behindTheWheelCertificateTypeId)
          : null,
        state: input.state,
        longName: input.longName,
      }),
  }),
);

builder.mutationField('updateStateConfig', (t) =>
  t.field({
    type: StateConfig,
    authScopes: { permission: 'stateConfigs.write' },
    args: { input: t.arg({ type: UpdateStateConfigInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updateStateConfig(context.platform, { ...given(input), id: String(input.id) }),
  }),
);

const CreateStateMeetingPointInput = builder.inputType('CreateStateMeetingPointInput', {
  fields: (t) => ({
    state: t.string({ required: true }),
    address: t.string({ required: true }),
    label: t.string({ required: true }),
    description: t.string({ required: false }),
    restrictedLessonTypes: t.stringList({ required: false }),
    latitude: t.float({ required: false }),
    longitude: t.float({ required: false }),
  }),
});

const UpdateStateMeetingPointInput = builder.inputType('UpdateStateMeetingPointInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    state: t.string({ required: false }),
    address: t.string({ required: false }),
    label: t.string({ required: false }),
    description: t.string({ required: false }),
    restrictedLessonTypes: t.stringList({ required: false }),
    clearCoordinates: t.boolean({
      required: false,
      description: 'True removes latitude and longitude.',
    }),
    latitude: t.float({ required: false }),
    longitude: t.float({ required: false }),
  }),
});

builder.mutationField('createStateMeetingPoint', (t) =>
  t.field({
    type: StateMeetingPoint,
    authScopes: { permission: 'meetingPoints.write' },
    args: { input: t.arg({ type: CreateStateMeetingPointInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createStateMeetingPoint(context.platform, {
        ...given(input),
        state: input.state,
        address: input.address,
        label: input.label,
        restrictedLessonTypes: (input.restrictedLessonTypes ?? []) as never,
      }),
  }),
);

builder.mutationField('updateStateMeetingPoint', (t) =>
  t.field({
    type: StateMeetingPoint,
    authScopes: { permission: 'meetingPoints.write' },
    args: { input: t.arg({ type: UpdateStateMeetingPointInput, required: true }) },
    resolve: (_root, { input }, context) => {
      const { clearCoordinates, restrictedLessonTypes, ...rest } = given(input);
      return updateStateMeetingPoint(context.platform, {
        ...rest,
        id: String(input.id),
        ...(restrictedLessonTypes ? { restrictedLessonTypes: restrictedLessonTypes as never } : {}),
        ...(clearCoordinates ? { latitude: null, longitude: null } : {}),
      });
    },
  }),
);

builder.mutationField('deleteStateMeetingPoint', (t) =>
  t.field({
    type: builder.objectRef<{ id: string }>('StateMeetingPointDeleted').implement({
      fields: (f) => ({ id: f.exposeID('id') }),
    }),
    authScopes: { permission: 'meetingPoints.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteStateMeetingPoint(context.platform, String(args.id)),
  }),
);
