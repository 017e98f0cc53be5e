// State configs and meeting points through GraphQL, and the late-cancellation policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { lateCancellationPolicy } from './state-configs.service.ts';

const FIELDS = `id state longName hasHomePickup hasMeetingPoints hasFixedLocations isShareableByDefault cmsId lateCancellationWindowHours lateCancellationFeeCents`;
const CREATE = `mutation C($input: CreateStateConfigInput!) { createStateConfig(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($input: UpdateStateConfigInput!) { updateStateConfig(input: $input) { ${FIELDS} } }`;
const LIST = `{ stateConfigs { state longName } }`;
const POINT = `id state address label description restrictedLessonTypes latitude longitude`;
const CREATE_POINT = `mutation C($input: CreateStateMeetingPointInput!) { createStateMeetingPoint(input: $input) { ${POINT} } }`;
const UPDATE_POINT = `mutation U($input: UpdateStateMeetingPointInput!) { updateStateMeetingPoint(input: $input) { ${POINT} } }`;
const DELETE_POINT = `mutation D($id: ID!) { deleteStateMeetingPoint(id: $id) { id } }`;
const POINTS = `query P($state: String!) { stateMeetingPoints(state: $state) { label } }`;

let server: TestServer;
let admin: string;
let manager: string;
let trainee: string;

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
  admin = await signUp('ada@states.test', ['Admin']);
  manager = await signUp('rita@states.test', ['RegionalManager']);
  trainee = await signUp('tom@states.test', ['Trainee']);
});

afterAll(async () => {
  await server?.stop();
});

const call = (query: string, variables: Record<string, unknown> = {}, cookie = admin) =>
  graphql(server, { query, variables }, cookie);

describe('state configs', () => {
  it('creates one config per state with defaults, and refuses a second (CONFLICT)', async () => {
    const created = await call(CREATE, { input: { state: 'ca', longName: 'California' } });
    expect(created.data!['createStateConfig']).toMatchObject({
      state: 'CA',
      longName: 'California',
      hasHomePickup: false,
      cmsId: null,
      lateCancellationWindowHours: 48,
      lateCancellationFeeCents: 0,
    });
    expect(errorCode(await call(CREATE, { input: { state: 'CA', longName: 'Again' } }))).toBe(
      'CONFLICT',
    );
    // Any US state may have a config, not only the states the public site sells in.
    expect(
      (await call(CREATE, { input: { state: 'NY', longName: 'New York' } })).errors,
    ).toBeUndefined();
    expect(errorCode(await call(CREATE, { input: { state: 'ZZ', longName: 'Nowhere' } }))).toBe(
      'VALIDATION_ERROR',
    );
    expect((await call(LIST, {}, trainee)).data!['stateConfigs']).toEqual([
      { state: 'CA', longName: 'California' },
      { state: 'NY', longName: 'New York' },
    ]);
  });

  it('updates flags and the late-cancellation window and fee; only Admin writes', async () => {
    const created = (
      await call(CREATE, {
        input: { state: 'TX', longName: 'Texas', hasMeetingPoints: true, cmsId: 'cms-tx' },
      })
    ).data!['createStateConfig'];
    const updated = await call(UPDATE, {
      input: {
        id: created.id,
        hasHomePickup: true,
        lateCancellationWindowHours: 24,
        lateCancellationFeeCents: 3500,
        cmsId: '',
      },
    });
    expect(updated.data!['updateStateConfig']).toMatchObject({
      hasHomePickup: true,
      hasMeetingPoints: true,
      cmsId: null,
      lateCancellationWindowHours: 24,
      lateCancellationFeeCents: 3500,
    });
    const bad = await call(UPDATE, {
      input: { id: created.id, lateCancellationFeeCents: -1, lateCancellationWindowHours: 400 },
    });
    expect(bad.errors![0]!.extensions!.fields!.map((f) => f.path).sort()).toEqual([
      'input.lateCancellationFeeCents',
      'input.lateCancellationWindowHours',
    ]);
    expect(
      errorCode(await call(UPDATE, { input: { id: created.id, longName: 'X' } }, manager)),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await call(UPDATE, { input: { id: crypto.randomUUID(), longName: 'X' } })),
    ).toBe('NOT_FOUND');

    const db = server.platform.db.db;
    expect(await lateCancellationPolicy(db, 'TX')).toEqual({ windowHours: 24, feeCents: 3500 });
    expect(await lateCancellationPolicy(db, 'WA')).toEqual({ windowHours: 48, feeCents: 0 });
  });
});

describe('state configs at the same time', () => {
  // Both requests pass the service's checks; the unique key on state decides.
  it('lets only one of two simultaneous creates for a state succeed', async () => {
    const answers = await Promise.all(
      [1, 2].map((n) => call(CREATE, { input: { state: 'PA', longName: `Pennsylvania ${n}` } })),
    );
    expect(answers.map((answer) => errorCode(answer) ?? 'ok').sort()).toEqual(['CONFLICT', 'ok']);
    const configs = (await call(LIST)).data!['stateConfigs'] as { state: string }[];
    expect(configs.filter((config) => config.state === 'PA')).toHaveLength(1);
  });
});

describe('state meeting points', () => {
  it('lets a regional manager add, change, list and delete meeting points of a state', async () => {
    const created = (
      await call(
        CREATE_POINT,
        {
          input: {
            state: 'co',
            address: '1 Main St, Denver, CO 80202',
            label: 'Union Station',
            restrictedLessonTypes: ['RoadTest', 'RoadTest', 'DmvTest'],
            latitude: 39.75,
            longitude: -105,
          },
        },
        manager,
      )
    ).data!['createStateMeetingPoint'];
    expect(created).toMatchObject({
      state: 'CO',
      description: '',
      restrictedLessonTypes: ['RoadTest', 'DmvTest'],
      latitude: 39.75,
    });
    await call(
      CREATE_POINT,
      { input: { state: 'CO', address: '2 Elm St, Aurora, CO 80012', label: 'Aurora Mall' } },
      manager,
    );
    expect((await call(POINTS, { state: 'CO' }, trainee)).data!['stateMeetingPoints']).toEqual([
      { label: 'Aurora Mall' },
      { label: 'Union Station' },
    ]);

    const updated = await call(
      UPDATE_POINT,
      { input: { id: created.id, description: 'By the fountain', clearCoordinates: true } },
      manager,
    );
    // Cleared coordinates are placed again from the address (its ZIP's centre).
    const placed = updated.data!['updateStateMeetingPoint'];
    expect(placed).toMatchObject({ description: 'By the fountain' });
    expect(placed.latitude).toBeCloseTo(39.75, 1);
    expect(placed.longitude).toBeCloseTo(-104.99, 1);
    expect(
      (await call(DELETE_POINT, { id: created.id }, manager)).data!['deleteStateMeetingPoint'],
    ).toEqual({ id: created.id });
    expect(errorCode(await call(DELETE_POINT, { id: created.id }, manager))).toBe('NOT_FOUND');
    expect(
      errorCode(
        await call(
          CREATE_POINT,
          { input: { state: 'CO', address: '1 Main St, Denver, CO 80202', label: 'b' } },
          trainee,
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('validates lesson types, state and half coordinates', async () => {
    const bad = await call(CREATE_POINT, {
      input: {
        state: 'QQ',
        address: '',
        label: 'x',
        restrictedLessonTypes: ['Parallel'],
        latitude: 10,
      },
    });
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(bad.errors![0]!.extensions!.fields!.map((f) => f.path).sort()).toEqual([
      'input.address',
      'input.restrictedLessonTypes.0',
      'input.state',
    ]);
    const half = await call(CREATE_POINT, {
      input: { state: 'CO', address: 'a', label: 'b', latitude: 10 },
    });
    expect(half.errors![0]!.extensions!.fields![0]!.path).toBe('input.longitude');
    expect(errorCode(await call(POINTS, { state: 'Colorado' }))).toBe('VALIDATION_ERROR');
  });

  it('places a point saved without coordinates at its ZIP centre, and refuses one it cannot place', async () => {
    const created = (
      await call(CREATE_POINT, {
        input: { state: 'TX', address: '1100 Congress Ave, Austin, TX 78701', label: 'Capitol' },
      })
    ).data!['createStateMeetingPoint'];
    expect(created.latitude).toBeCloseTo(30.27, 1);
    expect(created.longitude).toBeCloseTo(-97.74, 1);

    // No ZIP, no coordinates: refused on the address, and nothing is written.
    const unplaced = await call(CREATE_POINT, {
      input: { state: 'TX', address: '5 Elm St, Austin', label: 'Nowhere' },
    });
    expect(errorCode(unplaced)).toBe('VALIDATION_ERROR');
    expect(unplaced.errors![0]!.extensions!.fields).toEqual([
      {
        path: 'input.address',
        message: 'cannot be placed on the map: end it with its ZIP code, or place the pin by hand',
      },
    ]);
    // With the pin placed by hand the same address is accepted where the pin is.
    const pinned = (
      await call(CREATE_POINT, {
        input: {
          state: 'TX',
          address: '5 Elm St, Austin',
          label: 'Pinned',
          latitude: 30.3,
          longitude: -97.7,
        },
      })
    ).data!['createStateMeetingPoint'];
    expect(pinned).toMatchObject({ latitude: 30.3, longitude: -97.7 });
    expect((await call(POINTS, { state: 'TX' })).data!['stateMeetingPoints']).toEqual([
      { label: 'Capitol' },
      { label: 'Pinned' },
    ]);

    // A pin moved by hand stays where it was put.
    const moved = await call(UPDATE_POINT, {
      input: { id: created.id, latitude: 30.2747, longitude: -97.7404 },
    });
    expect(moved.data!['updateStateMeetingPoint']).toMatchObject({
      latitude: 30.2747,
      longitude: -97.7404,
    });
    // A new address with the pin left alone is placed again; one that cannot be placed is
    // refused and the point keeps its address and position.
    const readdressed = (
      await call(UPDATE_POINT, {
        input: { id: created.id, address: '1701 Wynkoop St, Denver, CO 80202' },
      })
    ).data!['updateStateMeetingPoint'];
    expect(readdressed.latitude).toBeCloseTo(39.75, 1);
    const refused = await call(UPDATE_POINT, {
      input: { id: created.id, address: 'Somewhere else' },
    });
    expect(refused.errors![0]!.extensions!.fields![0]!.path).toBe('input.address');
    const after = await call(UPDATE_POINT, { input: { id: created.id } });
    expect(after.data!['updateStateMeetingPoint']).toMatchObject({
      address: '1701 Wynkoop St, Denver, CO 80202',
      latitude: readdressed.latitude,
    });
  });
});
