// Vehicles through GraphQL: who may write them, validation that writes nothing, and one audit
// entry per change in the Vehicles collection with the old and new values.
import type { StaffRole } from '../../../domain/roles.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { instructors } from '../instructors/instructors.tables.ts';

const PUT = `mutation P($input: PutVehicleInput!) { putVehicle(input: $input) { id name samsaraId instructors { id name } } }`;
const DELETE = `mutation D($id: ID!) { deleteVehicle(id: $id) { id } }`;
const LIST = `{ vehicles { totalCount edges { node { id name instructorIds } } } vehicleInstructorOptions { id name } }`;
const AUDIT = `query A($query: AuditLogQuery) { auditLogs(query: $query) { totalCount edges { node { action collection { name path } changes { path oldValue newValue } } } } }`;

const PASSWORD = 'vehicles-test-password';

let server: TestServer;
let regional: string;
let trainee: string;
let instructorId: string;
let retiredId: string;

beforeAll(async () => {
  server = await startTestServer();
  const account = async (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  regional = (await account('luis@school.test', ['RegionalManager'])).cookie;
  trainee = (await account('tyler@school.test', ['Trainee'])).cookie;
  const priya = (await account('priya@school.test', ['Instructor'])).userId;
  // Vehicles name instructor records (not accounts); a retired one cannot be given a car.
  const [record, retired] = await server.platform.db.db
    .insert(instructors)
    .values([
      {
        name: 'Priya R.',
        firstName: 'Priya',
        lastName: 'Raman',
        userId: priya,
        timeZone: 'America/Los_Angeles',
        usStateId: 'CA',
      },
      {
        name: 'Old T.',
        firstName: 'Old',
        lastName: 'Timer',
        status: 'Retired' as const,
        timeZone: 'America/Los_Angeles',
        usStateId: 'CA',
      },
    ])
    .returning();
  instructorId = record!.id;
  retiredId = retired!.id;
});

afterAll(async () => {
  await server?.stop();
});

describe('vehicles', () => {
  it('a regional manager adds and renames a vehicle, and each change is audited', async () => {
    const added = await graphql(
      server,
      {
        query: PUT,
        variables: {
          input: { name: 'Corolla 7', samsaraId: 'S-1', instructorIds: [instructorId] },
        },
      },
      regional,
    );
    expect(added.errors).toBeUndefined();
    const vehicle = added.data!['putVehicle'];
    expect(vehicle.instructors).toEqual([{ id: instructorId, name: 'Priya R.' }]);

    const renamed = await graphql(
      server,
      {
        query: PUT,
        variables: { input: { id: vehicle.id, name: 'Corolla 8', instructorIds: [] } },
      },
      regional,
    );
    expect(renamed.data!['putVehicle']).toMatchObject({ name: 'Corolla 8', samsaraId: null });

    const admin = (
      await signUpAndSignIn(server, {
        email: 'dana@school.test',
        password: PASSWORD,
        name: 'Dana',
        roles: ['Admin'],
      })
    ).cookie;
    const audit = await graphql(
      server,
      { query: AUDIT, variables: { query: { collectionName: 'Vehicles' } } },
      admin,
    );
    expect(audit.errors).toBeUndefined();
    const entries = audit.data!['auditLogs'].edges.map((edge: { node: unknown }) => edge.node);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'Update',
      collection: { path: `Vehicles/${vehicle.id}` },
    });
    expect(entries[0].changes).toContainEqual({
      path: 'name',
      oldValue: 'Corolla 7',
      newValue: 'Corolla 8',
    });
  });

  it('refuses a clashing name, an unknown instructor and a trainee, writing nothing', async () => {
    const before = (await graphql(server, { query: LIST }, regional)).data!['vehicles'];
    const attempts: [Record<string, unknown>, string, string | null][] = [
      [{ name: 'corolla 8', instructorIds: [] }, regional, 'input.name'],
      [{ name: 'Civic 2', instructorIds: ['no-such-user'] }, regional, 'input.instructorIds.0'],
      [
        { name: 'Civic 2', instructorIds: [instructorId, retiredId] },
        regional,
        'input.instructorIds.1',
      ],
      [{ name: '   ', instructorIds: [] }, regional, 'input.name'],
      [{ name: 'Civic 3', instructorIds: [] }, trainee, null],
    ];
    for (const [input, cookie, field] of attempts) {
      const answer = await graphql(server, { query: PUT, variables: { input } }, cookie);
      expect(errorCode(answer)).toBe(field ? 'VALIDATION_ERROR' : 'FORBIDDEN');
      if (field) {
        const fields = answer.errors![0]!.extensions!['fields'] as { path: string }[];
        expect(fields.map((problem) => problem.path)).toContain(field);
      }
    }
    expect((await graphql(server, { query: LIST }, regional)).data!['vehicles']).toEqual(before);
  });

  it('deletes a vehicle once; a second delete is NOT_FOUND', async () => {
    const { data } = await graphql(server, { query: LIST }, regional);
    const id = data!['vehicles'].edges[0].node.id;
    expect(data!['vehicleInstructorOptions']).toEqual([{ id: instructorId, name: 'Priya R.' }]);
    expect(
      (await graphql(server, { query: DELETE, variables: { id } }, regional)).errors,
    ).toBeUndefined();
    expect(errorCode(await graphql(server, { query: DELETE, variables: { id } }, regional))).toBe(
      'NOT_FOUND',
    );
  });
});
