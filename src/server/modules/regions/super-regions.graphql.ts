// GraphQL for super regions, region schemes and parking hubs. Staff read; Admin writes.
import { builder } from '../../graphql/builder.ts';
import type { ParkingHubRow, SuperRegionRow } from './regions.tables.ts';
import {
  parkingHubsRepository,
  regionSchemesRepository,
  superRegionsRepository,
  type PriceSchemeSummary,
} from './super-regions.repository.ts';
import {
  createParkingHub,
  createSuperRegion,
  deleteParkingHub,
  deleteSuperRegion,
  listRegionSchemes,
  updateParkingHub,
  updateRegionScheme,
  updateSuperRegion,
  type RegionScheme as RegionSchemeRecord,
} from './super-regions.service.ts';

/** Loaded by id, once per request (regions, hubs and schemes all point at one). */
export const SuperRegion = builder.loadableObjectRef<SuperRegionRow, string>('SuperRegion', {
  load: async (ids, context) => {
    const rows = await superRegionsRepository.findByIds(context.platform.db.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? new Error(`Super region ${id} not found`));
  },
});

/**
 * A price scheme as places see it (id and name). The pricing module owns the full PriceScheme
 * type; this small one lets staff pick a scheme for a super region.
 */
export const PriceSchemeSummaryRef = builder
  .objectRef<PriceSchemeSummary>('PriceSchemeSummary')
  .implement({
    description: 'A price scheme by id and name, for choosing one.',
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

SuperRegion.implement({
  description: 'A group of regions in one state that sells at one price scheme.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    state: t.exposeString('state', { description: 'Two-letter US state code.' }),
    googleBusinessPageUrl: t.exposeString('googleBusinessPageUrl', { nullable: true }),
    slackChannelId: t.exposeString('slackChannelId', { nullable: true }),
    priceScheme: t.field({
      type: PriceSchemeSummaryRef,
      nullable: true,
      description: 'The price scheme of its region scheme; null while none is assigned.',
      resolve: async (superRegion, _args, context) =>
        (await regionSchemesRepository.schemesOf(context.platform.db.db, [superRegion.id])).get(
          superRegion.id,
        ) ?? null,
    }),
  }),
});

const RegionScheme = builder.objectRef<RegionSchemeRecord>('RegionScheme').implement({
  description:
    'The price scheme a super region sells at. One per super region; its id is the super region id.',
  fields: (t) => ({
    id: t.id({ resolve: (scheme) => scheme.superRegion.id }),
    superRegion: t.field({ type: SuperRegion, resolve: (scheme) => scheme.superRegion }),
    priceScheme: t.field({
      type: PriceSchemeSummaryRef,
      nullable: true,
      resolve: (scheme) => scheme.priceScheme,
    }),
  }),
});

const ParkingHub = builder.objectRef<ParkingHubRow>('ParkingHub').implement({
  description: 'A place where school cars are parked between lessons.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    superRegion: t.field({ type: SuperRegion, resolve: (hub) => hub.superRegionId }),
  }),
});

builder.queryField('superRegions', (t) =>
  t.field({
    type: [SuperRegion],
    description: 'Every super region, by name.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) => superRegionsRepository.list(context.platform.db.db),
  }),
);

builder.queryField('regionSchemes', (t) =>
  t.field({
    type: [RegionScheme],
    description: 'Every super region with the price scheme it sells at, or none.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) => listRegionSchemes(context.platform),
  }),
);

builder.queryField('priceSchemeChoices', (t) =>
  t.field({
    type: [PriceSchemeSummaryRef],
    description: 'Every price scheme by name, to pick one for a super region.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) =>
      regionSchemesRepository.listPriceSchemes(context.platform.db.db),
  }),
);

builder.queryField('parkingHubs', (t) =>
  t.field({
    type: [ParkingHub],
    description: 'Every parking hub, by name.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) => parkingHubsRepository.list(context.platform.db.db),
  }),
);

const CreateSuperRegionInput = builder.inputType('CreateSuperRegionInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    state: t.string({ required: true }),
    googleBusinessPageUrl: t.string({ required: false }),
    slackChannelId: t.string({ required: false }),
  }),
});

const UpdateSuperRegionInput = builder.inputType('UpdateSuperRegionInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: false }),
    state: t.string({ required: false }),
    googleBusinessPageUrl: t.string({ required: false, description: 'Empty string: none.' }),
    slackChannelId: t.string({ required: false, description: 'Empty string: none.' }),
  }),
});

export const DeletedId = builder.objectRef<{ id: string }>('PlaceDeleted').implement({
  description: 'The id of the place record that was deleted.',
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.mutationField('createSuperRegion', (t) =>
  t.field({
    type: SuperRegion,
    authScopes: { permission: 'regions.write' },
    args: { input: t.arg({ type: CreateSuperRegionInput, required: true }) },
    resolve: (_root, { input }, context) => createSuperRegion(context.platform, input),
  }),
);

builder.mutationField('updateSuperRegion', (t) =>
  t.field({
    type: SuperRegion,
    authScopes: { permission: 'regions.write' },
    args: { input: t.arg({ type: UpdateSuperRegionInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updateSuperRegion(context.platform, {
        id: String(input.id),
        name: input.name ?? undefined,
        state: input.state ?? undefined,
        googleBusinessPageUrl: input.googleBusinessPageUrl ?? undefined,
        slackChannelId: input.slackChannelId ?? undefined,
      }),
  }),
);

builder.mutationField('deleteSuperRegion', (t) =>
  t.field({
    type: DeletedId,
    description: 'Deletes a super region without regions or parking hubs (CONFLICT otherwise).',
    authScopes: { permission: 'regions.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteSuperRegion(context.platform, String(args.id)),
  }),
);

builder.mutationField('updateRegionScheme', (t) =>
  t.field({
    type: RegionScheme,
    description: 'Sets the price scheme of a super region; a null priceSchemeId removes it.',
    authScopes: { permission: 'regions.write' },
    args: {
      superRegionId: t.arg.id({ required: true }),
      priceSchemeId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, context) =>
      updateRegionScheme(
        context.platform,
        String(args.superRegionId),
        args.priceSchemeId == null ? null : String(args.priceSchemeId),
      ),
  }),
);

const CreateParkingHubInput = builder.inputType('CreateParkingHubInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    address: t.string({ required: true }),
    latitude: t.float({ required: true }),
    longitude: t.float({ required: true }),
    superRegionId: t.id({ required: true }),
  }),
});

const UpdateParkingHubInput = builder.inputType('UpdateParkingHubInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: false }),
    address: t.string({ required: false }),
    latitude: t.float({ required: false }),
    longitude: t.float({ required: false }),
    superRegionId: t.id({ required: false }),
  }),
});

builder.mutationField('createParkingHub', (t) =>
  t.field({
    type: ParkingHub,
    authScopes: { permission: 'regions.write' },
    args: { input: t.arg({ type: CreateParkingHubInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createParkingHub(context.platform, { ...input, superRegionId: String(input.superRegionId) }),
  }),
);

builder.mutationField('updateParkingHub', (t) =>
  t.field({
    type: ParkingHub,
    authScopes: { permission: 'regions.write' },
    args: { input: t.arg({ type: UpdateParkingHubInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updateParkingHub(context.platform, {
        id: String(input.id),
        name: input.name ?? undefined,
        address: input.address ?? undefined,
        latitude: input.latitude ?? undefined,
        longitude: input.longitude ?? undefined,
        superRegionId: input.superRegionId == null ? undefined : String(input.superRegionId),
      }),
  }),
);

builder.mutationField('deleteParkingHub', (t) =>
  t.field({
    type: DeletedId,
    authScopes: { permission: 'regions.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteParkingHub(context.platform, String(args.id)),
  }),
);
