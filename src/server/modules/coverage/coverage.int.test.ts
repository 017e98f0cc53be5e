// The coverage map's GeoJSON: per region the count and names of the instructors serving it,
// filtered by state and status; an instructor's zone with base and reach circle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundingBoxOf, type AreaGeometry } from '../../../domain/geo/geometry.ts';
import type { StaffRole } from '../../../domain/roles.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { addInstructor } from '../driving-skills/testing/lesson-fixtures.ts';
import { regions, superRegions } from '../regions/regions.tables.ts';

const COVERAGE = `query C($state: String, $status: String) { instructorsCoverageGeoJson(state: $state, status: $status) }`;
const ZONE = `query Z($id: ID!) { instructorZoneGeoJson(instructorId: $id) }`;
const PASSWORD = 'coverage-test-password';

const square = (longitude: number, latitude: number): AreaGeometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [longitude, latitude],
      [longitude + 0.1, latitude],
      [longitude + 0.1, latitude + 0.1],
      [longitude, latitude + 0.1],
      [longitude, latitude],
    ],
  ],
});

let server: TestServer;
let regional: string;
let trainee: string;
let priya: string;
let ids: Record<string, string>;
let priyaId: string;
let benId: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  const account = async (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  regional = (await account('luis@school.test', ['RegionalManager'])).cookie;
  trainee = (await account('tyler@school.test', ['Trainee'])).cookie;
  const priyaAccount = await account('priya@school.test', ['Instructor']);
  priya = priyaAccount.cookie;
  const [denver, bay] = await db
    .insert(superRegions)
    .values([
      { name: 'Denver metro', state: 'CO' },
      { name: 'Bay Area', state: 'CA' },
    ])
    .returning();
  const add = async (name: string, superRegionId: string, geometry: AreaGeometry) => {
    const [row] = await db
      .insert(regions)
      .values({ name, superRegionId, geometry, boundingBox: boundingBoxOf(geometry) })
      .returning({ id: regions.id });
    return row!.id;
  };
  ids = {
    downtown: await add('Downtown Denver', denver!.id, square(-105, 39.7)),
    aurora: await add('Aurora', denver!.id, square(-104.8, 39.7)),
    oakland: await add('Oakland', bay!.id, square(-122.3, 37.8)),
  };
  priyaId = await addInstructor(db, {
    name: 'Priya Raman',
    userId: priyaAccount.userId,
    serviceRegionIds: [ids['downtown']!, ids['aurora']!],
    baseLatitude: 39.74,
    baseLongitude: -104.99,
    baseAddress: '1 Main St, Denver',
    maxBaseTravelMinutes: 39,
  });
  benId = await addInstructor(db, { name: 'Ben Novak', serviceRegionIds: [ids['downtown']!] });
  await addInstructor(db, {
    name: 'Retired Rita',
    status: 'Retired',
    serviceRegionIds: [ids['downtown']!, ids['oakland']!],
  });
});

afterAll(async () => {
  await server?.stop();
});

const summary = (collection: { features: { properties: Record<string, unknown> }[] }) =>
  Object.fromEntries(
    collection.features.map((feature) => [
      feature.properties['regionName'],
      [feature.properties['instructorCount'], feature.properties['instructorNames']],
    ]),
  );

describe('instructorsCoverageGeoJson', () => {
  it('counts the Active instructors of each region, uncovered regions included', async () => {
    const answer = await graphql(server, { query: COVERAGE }, trainee);
    expect(answer.errors).toBeUndefined();
    expect(summary(answer.data!['instructorsCoverageGeoJson'])).toEqual({
      'Downtown Denver': [2, ['Ben Novak', 'Priya Raman']],
      Aurora: [1, ['Priya Raman']],
      Oakland: [0, []],
    });
  });

  it('filters by state and status, and names a bad filter', async () => {
    const colorado = await graphql(server, { query: COVERAGE, variables: { state: 'co' } }, regional);
    expect(Object.keys(summary(colorado.data!['instructorsCoverageGeoJson']))).toEqual([
      'Aurora',
      'Downtown Denver',
    ]);
    const retired = await graphql(server, { query: COVERAGE, variables: { status: 'Retired' } }, regional);
    expect(summary(retired.data!['instructorsCoverageGeoJson'])['Oakland']).toEqual([1, ['Retired Rita']]);
    const bad = await graphql(server, { query: COVERAGE, variables: { state: 'XX', status: 'Gone' } }, regional);
    expect(bad.errors![0]!.extensions!.fields!.map((field) => field.path)).toEqual(['state']);
    const badStatus = await graphql(server, { query: COVERAGE, variables: { status: 'Gone' } }, regional);
    expect(badStatus.errors![0]!.extensions!.fields!.map((field) => field.path)).toEqual(['status']);
  });
});

describe('instructorZoneGeoJson', () => {
  it('has the service regions, the base and a reach circle of the travel model’s radius', async () => {
    const answer = await graphql(server, { query: ZONE, variables: { id: priyaId } }, regional);
    const features = answer.data!['instructorZoneGeoJson'].features;
    expect(features.map((feature: { properties: { kind: string } }) => feature.properties.kind)).toEqual([
      'serviceRegion',
      'serviceRegion',
      'base',
      'reach',
    ]);
    expect(features[2].geometry).toEqual({ type: 'Point', coordinates: [-104.99, 39.74] });
    expect(features[3].properties).toEqual({ kind: 'reach', maxBaseTravelMinutes: 39, radiusKm: 20 });
    expect(features[3].geometry.coordinates[0]).toHaveLength(65);
  });

  it('gives an instructor their own zone only, and a trainee none', async () => {
    expect(errorCode(await graphql(server, { query: ZONE, variables: { id: priyaId } }, priya))).toBeUndefined();
    expect(errorCode(await graphql(server, { query: ZONE, variables: { id: benId } }, priya))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(server, { query: ZONE, variables: { id: priyaId } }, trainee))).toBe('FORBIDDEN');
    const lone = await graphql(server, { query: ZONE, variables: { id: benId } }, regional);
    expect(lone.data!['instructorZoneGeoJson'].features).toHaveLength(1);
  });
});
