// The coverage map (SPEC §2 Scheduling): which regions the instructors serve, and one
// instructor's zone (service regions, base, and how far a drive from the base may reach).
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { z } from 'zod';
import { circlePolygon, reachRadiusKm } from '../../../domain/geo/reach-radius.ts';
import { regionCoverage } from '../../../domain/geo/region-coverage.ts';
import { can } from '../../../domain/permissions.ts';
import {
  INSTRUCTOR_STATUSES,
  type InstructorStatus,
} from '../../../domain/scheduling/instructor-status.ts';
import { findUsState } from '../../../domain/us-states.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound, validationError } from '../../graphql/errors.ts';
import { coverageRepository as repository } from './coverage.repository.ts';

type Collection = FeatureCollection<Geometry, Record<string, unknown>>;

/** One feature per region (of the state, when given) with the instructors of `status` serving it. */
export async function instructorsCoverageGeoJson(
  db: Executor,
  args: { state?: string | null; status?: string | null },
): Promise<Collection> {
  const state = args.state?.trim().toUpperCase() || null;
  if (state && !findUsState(state)) {
    throw validationError([{ path: 'state', message: 'is not a US state code' }]);
  }
  const status = args.status ?? 'Active';
  if (!(INSTRUCTOR_STATUSES as readonly string[]).includes(status)) {
    throw validationError([
      { path: 'status', message: `must be one of ${INSTRUCTOR_STATUSES.join(', ')}` },
    ]);
  }
  const [regions, instructors] = await Promise.all([
    repository.regions(db, state),
    repository.instructors(db, status as InstructorStatus),
  ]);
  const coverage = regionCoverage(
    regions.map((region) => region.id),
    instructors,
  );
  return {
    type: 'FeatureCollection',
    features: regions.map((region, index) => {
      const served = coverage[index]!;
      return {
        type: 'Feature',
        id: region.id,
        // Our geometry types are read-only; the GeoJSON ones are not, and nothing changes them.
        geometry: region.geometry as unknown as Geometry,
        properties: {
          regionId: region.id,
          regionName: region.name,
          state: region.state,
          superRegion: region.superRegionName,
          instructorCount: served.instructorCount,
          instructorNames: served.instructors.map((instructor) => instructor.name),
          instructorIds: served.instructors.map((instructor) => instructor.id),
        },
      };
    }),
  };
}

/**
 * The instructor's service regions (kind "serviceRegion"), their base (kind "base") and, when a
 * longest drive from the base is set, the circle a drive of that length reaches (kind "reach",
 * straight-line km from src/domain/geo/reach-radius.ts). Staff with zones access read anyone's;
 * an Instructor without another staff role reads their own.
 */
export async function instructorZoneGeoJson(
  db: Executor,
  viewer: Viewer,
  instructorId: string,
): Promise<Collection> {
  if (!z.uuid().safeParse(instructorId).success) throw notFound('Instructor');
  const instructor = await repository.instructor(db, instructorId);
  if (!instructor) throw notFound('Instructor');
  const othersAllowed = viewer.roles.some((role) => role !== 'Instructor');
  if (!othersAllowed && instructor.userId !== viewer.userId) throw forbidden();
  if (!can(viewer.roles, 'instructorZones.read')) throw forbidden();

  const regions = await repository.regionsByIds(db, instructor.serviceRegionIds);
  const features: Feature<Geometry, Record<string, unknown>>[] = regions.map((region) => ({
    type: 'Feature',
    id: region.id,
    geometry: region.geometry as unknown as Geometry,
    properties: { kind: 'serviceRegion', regionId: region.id, regionName: region.name },
  }));
  const { baseLatitude: latitude, baseLongitude: longitude } = instructor;
  if (latitude !== null && longitude !== null) {
    features.push({
      type: 'Feature',
      id: 'base',
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
      properties: { kind: 'base', address: instructor.baseAddress ?? '' },
    });
    const minutes = instructor.maxBaseTravelMinutes;
    if (minutes !== null && minutes > 0) {
      const radiusKm = reachRadiusKm(minutes);
      features.push({
        type: 'Feature',
        id: 'reach',
        geometry: circlePolygon({ latitude, longitude }, radiusKm) as unknown as Geometry,
        properties: {
          kind: 'reach',
          maxBaseTravelMinutes: minutes,
          radiusKm: Math.round(radiusKm * 10) / 10,
        },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}
