// Super regions, region schemes and regions through GraphQL, and the point lookup the quote uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { priceSchemes } from '../pricing/pricing.tables.ts';
import { findRegionAt } from './regions.service.ts';

const CREATE_SUPER = `mutation C($input: CreateSuperRegionInput!) { createSuperRegion(input: $input) { id name state googleBusinessPageUrl slackChannelId priceScheme { id } } }`;
const UPDATE_SUPER = `mutation U($input: UpdateSuperRegionInput!) { updateSuperRegion(input: $input) { id name state googleBusinessPageUrl slackChannelId } }`;
const DELETE_SUPER = `mutation D($id: ID!) { deleteSuperRegion(id: $id) { id } }`;
const CREATE_REGION = `mutation R($input: CreateRegionInput!) { createRegion(input: $input) { id name state superRegion { id name } geometry } }`;
const UPDATE_REGION = `mutation R($input: UpdateRegionInput!) { updateRegion(input: $input) { id name geometry } }`;
const DELETE_REGION = `mutation D($id: ID!) { deleteRegion(id: $id) { id } }`;
const SCHEME = `mutation S($s: ID!, $p: ID) { updateRegionScheme(superRegionId: $s, priceSchemeId: $p) { id superRegion { id } priceScheme { id name } } }`;
const SCHEMES = `{ regionSchemes { id superRegion { name } priceScheme { name } } priceSchemeChoices { id name } }`;
const REGIONS = `query L($first: Int, $after: String) { regions(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id name state } } } }`;

let server: TestServer;
let admin: string;
let manager: string;

const square = (x0: number, y0: number, size: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [x0, y0],
      [x0 + size, y0],
      [x0 + size, y0 + size],
      [x0, y0 + size],
      [x0, y0],
    ],
  ],
});

beforeAll(async () => {
  server = await startTestServer();
  const signUp = async (email: string, roles: string[]) =>
    (
      await signUpAndSignIn(server, {
        email,
        password: 'a-long-test-password',
        name: email,
        roles: roles as never,
      })
    ).cookie;
  admin = await signUp('ada@regions.test', ['Admin']);
  manager = await signUp('rita@regions.test', ['RegionalManager']);
});

afterAll(async () => {
  await server?.stop();
});

const call = (query: string, variables: Record<string, unknown> = {}, cookie = admin) =>
  graphql(server, { query, variables }, cookie);

const createSuper = async (input: Record<string, unknown>) =>
  (await call(CREATE_SUPER, { input })).data!['createSuperRegion'];

const createRegion = async (name: string, superRegionId: string, geometry: unknown) => {
  const response = await call(CREATE_REGION, { input: { name, superRegionId, geometry } });
  expect(response.errors).toBeUndefined();
  return response.data!['createRegion'];
};

describe('super regions', () => {
  it('creates, validates and updates a super region; only Admin writes', async () => {
    const created = await createSuper({
      name: 'Bay Area',
      state: 'ca',
      googleBusinessPageUrl: 'https://g.page/bay-area',
      slackChannelId: 'C024BE91L',
    });
    expect(created).toMatchObject({ name: 'Bay Area', state: 'CA', priceScheme: null });

    const bad = await call(CREATE_SUPER, {
      input: {
        name: ' ',
        state: 'XX',
        googleBusinessPageUrl: 'http://g.page/x',
        slackChannelId: '#bay',
      },
    });
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(bad.errors![0]!.extensions!.fields!.map((field) => field.path).sort()).toEqual([
      'input.googleBusinessPageUrl',
      'input.name',
      'input.slackChannelId',
      'input.state',
    ]);
    expect(
      errorCode(await call(CREATE_SUPER, { input: { name: 'X', state: 'CA' } }, manager)),
    ).toBe('FORBIDDEN');

    const updated = await call(UPDATE_SUPER, {
      input: { id: created.id, name: 'Bay', googleBusinessPageUrl: '', slackChannelId: '' },
    });
    expect(updated.data!['updateSuperRegion']).toMatchObject({
      name: 'Bay',
      googleBusinessPageUrl: null,
      slackChannelId: null,
    });
  });

  it('refuses to delete a super region that still has regions (CONFLICT)', async () => {
    const superRegion = await createSuper({ name: 'Denver', state: 'CO' });
    const region = await createRegion('Downtown', superRegion.id, square(-105, 39.7, 0.1));
    expect(errorCode(await call(DELETE_SUPER, { id: superRegion.id }))).toBe('CONFLICT');
    await call(DELETE_REGION, { id: region.id });
    expect((await call(DELETE_SUPER, { id: superRegion.id })).data!['deleteSuperRegion']).toEqual({
      id: superRegion.id,
    });
    expect(errorCode(await call(DELETE_SUPER, { id: superRegion.id }))).toBe('NOT_FOUND');
  });
});

describe('deleting a super region while a region is drawn in it', () => {
  // The super region row is locked by both, so either the region lands first (and the delete is
  // a CONFLICT) or the delete does (and the region finds no super region); never an orphan.
  it('never leaves a region without its super region', async () => {
    for (let round = 0; round < 5; round++) {
      const superRegion = await createSuper({ name: `Race ${round}`, state: 'CO' });
      const [created, deleted] = await Promise.all([
        call(CREATE_REGION, {
          input: {
            name: `Race ${round}`,
            superRegionId: superRegion.id,
            geometry: square(0, 0, 1),
          },
        }),
        call(DELETE_SUPER, { id: superRegion.id }),
      ]);
      const outcome = [errorCode(created) ?? 'ok', errorCode(deleted) ?? 'ok'];
      expect([
        ['ok', 'CONFLICT'],
        ['NOT_FOUND', 'ok'],
      ]).toContainEqual(outcome);
      if (outcome[0] === 'ok') {
        await call(DELETE_REGION, { id: created.data!['createRegion'].id });
        await call(DELETE_SUPER, { id: superRegion.id });
      }
    }
  });
});

describe('region schemes', () => {
  it('lists every super region with its scheme, assigns and removes one', async () => {
    const [scheme] = await server.platform.db.db
      .insert(priceSchemes)
      .values({ name: 'Premium' })
      .returning();
    const superRegion = await createSuper({ name: 'Austin', state: 'TX' });
    const assigned = await call(SCHEME, { s: superRegion.id, p: scheme!.id });
    expect(assigned.data!['updateRegionScheme']).toEqual({
      id: superRegion.id,
      superRegion: { id: superRegion.id },
      priceScheme: { id: scheme!.id, name: 'Premium' },
    });
    const listed = (await call(SCHEMES, {}, manager)).data!;
    expect(listed['regionSchemes']).toContainEqual({
      id: superRegion.id,
      superRegion: { name: 'Austin' },
      priceScheme: { name: 'Premium' },
    });
    expect(listed['regionSchemes']).toContainEqual(
      expect.objectContaining({ superRegion: { name: 'Bay' }, priceScheme: null }),
    );
    expect(listed['priceSchemeChoices']).toEqual([{ id: scheme!.id, name: 'Premium' }]);
    expect(errorCode(await call(SCHEME, { s: superRegion.id, p: crypto.randomUUID() }))).toBe(
      'NOT_FOUND',
    );
    const removed = await call(SCHEME, { s: superRegion.id, p: null });
    expect(removed.data!['updateRegionScheme'].priceScheme).toBeNull();
  });
});

describe('regions', () => {
  it('validates drawn shapes and names the bad part', async () => {
    const superRegion = await createSuper({ name: 'Chicago', state: 'IL' });
    const open = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
      ],
    };
    const response = await call(CREATE_REGION, {
      input: { name: 'Open', superRegionId: superRegion.id, geometry: open },
    });
    expect(errorCode(response)).toBe('VALIDATION_ERROR');
    expect(response.errors![0]!.extensions!.fields![0]!.path).toBe('input.geometry.coordinates.0');
    const bowTie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    expect(
      errorCode(
        await call(CREATE_REGION, {
          input: { name: 'Tie', superRegionId: superRegion.id, geometry: bowTie },
        }),
      ),
    ).toBe('VALIDATION_ERROR');
    expect(
      errorCode(
        await call(CREATE_REGION, {
          input: { name: 'Lost', superRegionId: crypto.randomUUID(), geometry: square(0, 0, 1) },
        }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('finds the region holding a point: overlapping picks the smaller, adjacent settles an edge', async () => {
    const superRegion = await createSuper({ name: 'Seattle', state: 'WA' });
    const metro = await createRegion('Metro', superRegion.id, square(-123, 47, 1));
    const core = await createRegion('Core', superRegion.id, square(-122.5, 47.5, 0.2));
    const east = await createRegion('East', superRegion.id, square(-122, 47, 1));
    const db = server.platform.db.db;

    expect((await findRegionAt(db, { longitude: -122.4, latitude: 47.6 }))?.regionId).toBe(core.id);
    expect(await findRegionAt(db, { longitude: -122.9, latitude: 47.1 })).toMatchObject({
      regionId: metro.id,
      superRegionId: superRegion.id,
      superRegionName: 'Seattle',
      state: 'WA',
      priceSchemeId: null,
    });
    expect((await findRegionAt(db, { longitude: -121.5, latitude: 47.5 }))?.regionId).toBe(east.id);
    // On the shared edge both hold the point; equal areas, so the older region (Metro) wins.
    expect((await findRegionAt(db, { longitude: -122, latitude: 47.2 }))?.regionId).toBe(metro.id);
    expect(await findRegionAt(db, { longitude: -100, latitude: 47.5 })).toBeNull();

    // Redrawing a region moves the lookup with it (the bounding box follows the geometry).
    await call(UPDATE_REGION, { input: { id: core.id, geometry: square(-110, 40, 1) } });
    expect((await findRegionAt(db, { longitude: -109.5, latitude: 40.5 }))?.regionId).toBe(core.id);
    expect((await findRegionAt(db, { longitude: -122.4, latitude: 47.6 }))?.regionId).toBe(
      metro.id,
    );
  });

  it('finds a point in any part of a multipolygon and not in its hole', async () => {
    const superRegion = await createSuper({ name: 'Islands', state: 'MD' });
    const islands = await createRegion('Islands', superRegion.id, {
      type: 'MultiPolygon',
      coordinates: [
        [square(10, 10, 4).coordinates[0], square(11, 11, 1).coordinates[0]],
        square(20, 10, 1).coordinates,
      ],
    });
    const db = server.platform.db.db;
    expect((await findRegionAt(db, { longitude: 20.5, latitude: 10.5 }))?.regionId).toBe(
      islands.id,
    );
    expect((await findRegionAt(db, { longitude: 10.5, latitude: 10.5 }))?.regionId).toBe(
      islands.id,
    );
    expect(await findRegionAt(db, { longitude: 11.5, latitude: 11.5 })).toBeNull();
    expect(await findRegionAt(db, { longitude: 17, latitude: 10.5 })).toBeNull();
  });

  it('pages regions by first and after, and serves the map as GeoJSON', async () => {
    const first = await call(REGIONS, { first: 2 }, manager);
    const page = first.data!['regions'];
    expect(page.edges).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const rest = (await call(REGIONS, { first: 100, after: page.pageInfo.endCursor })).data![
      'regions'
    ];
    expect(rest.edges.length + 2).toBe(page.totalCount);
    expect(rest.edges.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(
      page.edges[0].node.id,
    );

    const geo = (await call('{ regionsGeoJson }', {}, manager)).data!['regionsGeoJson'];
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features).toHaveLength(page.totalCount);
    expect(
      geo.features.find((f: { properties: { name: string } }) => f.properties.name === 'Metro'),
    ).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Polygon' },
      properties: { superRegion: 'Seattle', state: 'WA', pricePerMinuteCents: null },
    });
  });

  it('updates and deletes a region; only Admin draws', async () => {
    const superRegion = await createSuper({ name: 'Reno', state: 'NV' });
    const region = await createRegion('North', superRegion.id, square(-120, 39.5, 0.1));
    expect(
      (await call(UPDATE_REGION, { input: { id: region.id, name: 'North Reno' } })).data![
        'updateRegion'
      ].name,
    ).toBe('North Reno');
    expect(
      errorCode(
        await call(
          CREATE_REGION,
          { input: { name: 'X', superRegionId: superRegion.id, geometry: square(0, 0, 1) } },
          manager,
        ),
      ),
    ).toBe('FORBIDDEN');
    await call(DELETE_REGION, { id: region.id });
    expect(errorCode(await call(DELETE_REGION, { id: region.id }))).toBe('NOT_FOUND');
  });
});

describe('editing a region', () => {
  const EDIT = `mutation R($input: UpdateRegionInput!) { updateRegion(input: $input) { id name state superRegion { name } } }`;
  const AUDIT = `query A($query: AuditLogQuery) { auditLogs(query: $query) { edges { node { action collection { path label } changes { path label oldValue newValue oldText newText } } } } }`;

  it('renames a region and moves it to another super region, audited; only Admin edits', async () => {
    const reno = await createSuper({ name: 'Reno area', state: 'NV' });
    const tahoe = await createSuper({ name: 'Tahoe', state: 'NV' });
    const region = await createRegion('South', reno.id, square(-119.9, 39, 0.1));
    const edited = await call(EDIT, {
      input: { id: region.id, name: 'South Lake', superRegionId: tahoe.id },
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!['updateRegion']).toEqual({
      id: region.id,
      name: 'South Lake',
      state: 'NV',
      superRegion: { name: 'Tahoe' },
    });

    const blank = await call(EDIT, { input: { id: region.id, name: '  ' } });
    expect(errorCode(blank)).toBe('VALIDATION_ERROR');
    expect(blank.errors?.[0]?.extensions?.fields?.map((f) => f.path)).toEqual(['input.name']);
    expect(errorCode(await call(EDIT, { input: { id: region.id, name: 'X' } }, manager))).toBe(
      'FORBIDDEN',
    );

    const audit = await call(AUDIT, {
      query: { collectionName: 'Regions', collectionPath: `Regions/${region.id}` },
    });
    const entries = audit.data!['auditLogs'].edges.map(
      (edge: { node: { action: string; changes: unknown[] } }) => edge.node,
    );
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['Update', 'Create']);
    // Field names in words and the super regions by name, not their ids.
    expect(entries[0].collection).toEqual({
      path: `Regions/${region.id}`,
      label: 'Region: South Lake',
    });
    expect(entries[0].changes).toEqual([
      {
        path: 'name',
        label: 'Name',
        oldValue: 'South',
        newValue: 'South Lake',
        oldText: 'South',
        newText: 'South Lake',
      },
      {
        path: 'superRegionId',
        label: 'Super region',
        oldValue: reno.id,
        newValue: tahoe.id,
        oldText: 'Reno area',
        newText: 'Tahoe',
      },
    ]);
  });
});

describe('parking hubs', () => {
  const HUB = `id name address latitude longitude superRegion { name }`;
  it('creates, lists, moves and deletes a hub; its super region cannot go while it stays', async () => {
    const superRegion = await createSuper({ name: 'Pittsburgh', state: 'PA' });
    const created = await call(
      `mutation C($input: CreateParkingHubInput!) { createParkingHub(input: $input) { ${HUB} } }`,
      {
        input: {
          name: 'Strip District lot',
          address: '2100 Smallman St',
          latitude: 40.45,
          longitude: -79.98,
          superRegionId: superRegion.id,
        },
      },
    );
    const hub = created.data!['createParkingHub'];
    expect(hub).toMatchObject({ name: 'Strip District lot', superRegion: { name: 'Pittsburgh' } });
    expect(errorCode(await call(DELETE_SUPER, { id: superRegion.id }))).toBe('CONFLICT');
    const moved = await call(
      `mutation U($input: UpdateParkingHubInput!) { updateParkingHub(input: $input) { ${HUB} } }`,
      { input: { id: hub.id, latitude: 40.46, longitude: 200 } },
    );
    expect(moved.errors![0]!.extensions!.fields![0]!.path).toBe('input.longitude');
    const listed = (await call(`{ parkingHubs { name } }`, {}, manager)).data!['parkingHubs'];
    expect(listed).toEqual([{ name: 'Strip District lot' }]);
    await call(`mutation D($id: ID!) { deleteParkingHub(id: $id) { id } }`, { id: hub.id });
    expect(errorCode(await call(DELETE_SUPER, { id: superRegion.id }))).toBeUndefined();
  });
});

describe('regionAt', () => {
  it('answers the region of a point or a ZIP code, as a quote finds it', async () => {
    const superRegion = await createSuper({ name: 'Los Angeles', state: 'CA' });
    // A box around Beverly Hills (ZIP 90210 lies at about -118.41, 34.09).
    const region = await createRegion('Westside', superRegion.id, square(-118.6, 33.9, 0.4));
    const AT = `query A($zip: String, $longitude: Float, $latitude: Float) { regionAt(zip: $zip, longitude: $longitude, latitude: $latitude) { region { id } superRegion { name } state priceSchemeId } }`;
    expect((await call(AT, { zip: '90210' }, manager)).data!['regionAt']).toEqual({
      region: { id: region.id },
      superRegion: { name: 'Los Angeles' },
      state: 'CA',
      priceSchemeId: null,
    });
    expect((await call(AT, { longitude: -118.3, latitude: 34 })).data!['regionAt'].region.id).toBe(
      region.id,
    );
    expect((await call(AT, { zip: '10001' })).data!['regionAt']).toBeNull();
    expect(errorCode(await call(AT, { zip: '00000' }))).toBe('VALIDATION_ERROR');
    expect(errorCode(await call(AT, { longitude: 10 }))).toBe('VALIDATION_ERROR');
  });
});
