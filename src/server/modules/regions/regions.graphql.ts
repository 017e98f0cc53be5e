// GraphQL for regions: the paged list, the map's GeoJSON, and drawing regions (Admin).
import { builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { validationError } from '../../graphql/errors.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { regionsRepository, type RegionRecord } from './regions.repository.ts';
import type { GeoPoint } from '../../../domain/geo/geometry.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import {
  createRegion,
  deleteRegion,
  findRegionAt,
  regionsGeoJson,
  updateRegion,
  type RegionAtPoint,
} from './regions.service.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { DeletedId, SuperRegion } from './super-regions.graphql.ts';

builder.scalarType('GeoJSON', {
  description: 'A GeoJSON object (RFC 7946) as JSON; positions are [longitude, latitude].',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'object' || value === null) {
      throw validationError([{ path: 'geometry', message: 'must be a GeoJSON object' }]);
    }
    return value;
  },
});

const Region = builder.objectRef<RegionRecord>('Region').implement({
  description: 'An area drawn on the map; its super region decides state and prices.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    superRegion: t.field({ type: SuperRegion, resolve: (region) => region.superRegionId }),
    state: t.string({
      description: "The super region's state.",
      resolve: async (region, _args, context) =>
        (await SuperRegion.getDataloader(context).load(region.superRegionId)).state,
    }),
    geometry: t.field({
      type: 'GeoJSON',
      description: 'GeoJSON Polygon or MultiPolygon.',
      resolve: (region) => region.geometry,
    }),
  }),
});

const RegionConnection = connectionOf('Region', Region);

builder.queryField('regions', (t) =>
  t.field({
    type: RegionConnection,
    description: 'Regions by name, paged by first and after.',
    authScopes: { permission: 'backOffice.read' },
    args: {
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const window = pageWindow({ first: args.first, after: args.after });
      const { rows, totalCount } = await regionsRepository.list(context.platform.db.db, window);
      return toPage(rows, totalCount, window);
    },
  }),
);

builder.queryField('regionsGeoJson', (t) =>
  t.field({
    type: 'GeoJSON',
    description:
      'Every region as a FeatureCollection; properties: id, name, superRegion, superRegionId, state, pricePerMinuteCents (null when the scheme has no known price).',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) => regionsGeoJson(context.platform.db.db),
  }),
);

const CreateRegionInput = builder.inputType('CreateRegionInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    superRegionId: t.id({ required: true }),
    geometry: t.field({ type: 'GeoJSON', required: true }),
  }),
});

const UpdateRegionInput = builder.inputType('UpdateRegionInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: false }),
    superRegionId: t.id({ required: false }),
    geometry: t.field({ type: 'GeoJSON', required: false }),
  }),
});

builder.mutationField('createRegion', (t) =>
  t.field({
    type: Region,
    authScopes: { permission: 'regions.write' },
    args: { input: t.arg({ type: CreateRegionInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createRegion(context.platform, viewerOf(context), {
        name: input.name,
        superRegionId: String(input.superRegionId),
        geometry: input.geometry,
      }),
  }),
);

builder.mutationField('updateRegion', (t) =>
  t.field({
    type: Region,
    description:
      'Rename a region, move it to another super region or redraw it (fields left out stay); audited as Regions.',
    authScopes: { permission: 'regions.write' },
    args: { input: t.arg({ type: UpdateRegionInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updateRegion(context.platform, viewerOf(context), {
        id: String(input.id),
        name: input.name ?? undefined,
        superRegionId: input.superRegionId == null ? undefined : String(input.superRegionId),
        geometry: input.geometry ?? undefined,
      }),
  }),
);

builder.mutationField('deleteRegion', (t) =>
  t.field({
    type: DeletedId,
    authScopes: { permission: 'regions.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteRegion(context.platform, viewerOf(context), String(args.id)),
  }),
);

const RegionAtPointRef = builder.objectRef<RegionAtPoint>('RegionAtPoint').implement({
  description: 'The region holding a point, with its super region and price scheme.',
  fields: (t) => ({
    region: t.field({
      type: Region,
      resolve: async (found, _args, context) =>
        (await regionsRepository.findByIds(context.platform.db.db, [found.regionId]))[0]!,
    }),
    superRegion: t.field({ type: SuperRegion, resolve: (found) => found.superRegionId }),
    state: t.exposeString('state'),
    priceSchemeId: t.exposeID('priceSchemeId', { nullable: true }),
  }),
});

builder.queryField('regionAt', (t) =>
  t.field({
    type: RegionAtPointRef,
    nullable: true,
    description:
      'The region a point (longitude and latitude) or a US ZIP code lies in, as a quote finds it; null outside every region.',
    authScopes: { permission: 'backOffice.read' },
    args: {
      longitude: t.arg.float({ required: false }),
      latitude: t.arg.float({ required: false }),
      zip: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) => {
      const point = pointOf(args);
      return findRegionAt(context.platform.db.db, point);
    },
  }),
);

function pointOf(args: {
  longitude?: number | null;
  latitude?: number | null;
  zip?: string | null;
}): GeoPoint {
  if (args.zip != null) {
    const centre = coordinatesOfZip(args.zip);
    if (!centre) throw validationError([{ path: 'zip', message: 'is not a known US ZIP code' }]);
    return centre;
  }
  const { longitude, latitude } = args;
  if (longitude == null || latitude == null) {
    throw validationError([{ path: 'zip', message: 'give a ZIP code or longitude and latitude' }]);
  }
  if (Math.abs(longitude) > 180) {
    throw validationError([{ path: 'longitude', message: 'must be between -180 and 180' }]);
  }
  if (Math.abs(latitude) > 90) {
    throw validationError([{ path: 'latitude', message: 'must be between -90 and 90' }]);
  }
  return { longitude, latitude };
}
