// GraphQL of the coverage map: `instructorsCoverageGeoJson(state, status)` and
// `instructorZoneGeoJson(instructorId)`, both GeoJSON FeatureCollections (the GeoJSON scalar of
// the regions module).
import { builder } from '../../graphql/builder.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { instructorsCoverageGeoJson, instructorZoneGeoJson } from './coverage.service.ts';

builder.queryField('instructorsCoverageGeoJson', (t) =>
  t.field({
    type: 'GeoJSON',
    description:
      'A FeatureCollection with one feature per region (of `state`, when given): properties regionId, regionName, state, superRegion, instructorCount, instructorNames, instructorIds of the instructors with `status` (Active unless given) serving it.',
    authScopes: { permission: 'backOffice.read' },
    args: {
      state: t.arg.string({ required: false, description: 'Two-letter US state code.' }),
      status: t.arg.string({
        required: false,
        description: 'Active (default), Inactive or Retired.',
      }),
    },
    resolve: (_root, args, context) =>
      instructorsCoverageGeoJson(context.platform.db.db, {
        state: args.state ?? null,
        status: args.status ?? null,
      }),
  }),
);

builder.queryField('instructorZoneGeoJson', (t) =>
  t.field({
    type: 'GeoJSON',
    description:
      'A FeatureCollection of the instructor’s service regions (kind serviceRegion), base point (kind base) and, with a longest drive from the base, the approximate reach circle (kind reach: maxBaseTravelMinutes, radiusKm).',
    authScopes: { permission: 'instructorZones.read' },
    args: { instructorId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      instructorZoneGeoJson(context.platform.db.db, viewerOf(context), String(args.instructorId)),
  }),
);
