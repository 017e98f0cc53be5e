// Feature flags: anyone reads them, Admin creates, changes and deletes them; values are checked
// against the flag's type (VALIDATION_ERROR on `value`) and every change is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const LIST = `query Flags { featureFlags { id key type value description } }`;
const CREATE = `mutation Create($input: CreateFeatureFlagInput!) { createFeatureFlag(input: $input) { key type value } }`;
const SET = `mutation Set($key: String!, $value: String!, $description: String) { setFeatureFlag(key: $key, value: $value, description: $description) { key value description } }`;
const DELETE = `mutation Delete($key: String!) { deleteFeatureFlag(key: $key) { key } }`;
const AUDIT = `query Audit($query: AuditLogQuery) { auditLogs(query: $query) { edges { node { action collection { name path } updatedBy { name } changes { path oldValue newValue } } } } }`;

let server: TestServer;
let admin: string;
let trainee: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await signUpAndSignIn(server, {
      email: 'ada@flags.test',
      password: 'a-long-test-password',
      name: 'Ada',
      roles: ['Admin'],
    })
  ).cookie;
  trainee = (
    await signUpAndSignIn(server, {
      email: 'tom@flags.test',
      password: 'a-long-test-password',
      name: 'Tom',
      roles: ['Trainee'],
    })
  ).cookie;
});

afterAll(async () => {
  await server?.stop();
});

const create = (input: Record<string, unknown>, cookie: string | null = admin) =>
  graphql(server, { query: CREATE, variables: { input } }, cookie);
const set = (variables: Record<string, unknown>, cookie: string | null = admin) =>
  graphql(server, { query: SET, variables }, cookie);

describe('feature flags', () => {
  it('creates flags of each type that everyone, even signed out, reads', async () => {
    expect(
      (await create({ key: 'home.tips', type: 'boolean', value: 'true' })).errors,
    ).toBeUndefined();
    expect((await create({ key: 'booking.maxDays', type: 'integer', value: '030' })).data).toEqual({
      createFeatureFlag: { key: 'booking.maxDays', type: 'integer', value: '30' },
    });
    await create({
      key: 'site.banner',
      type: 'string',
      value: 'Open Saturday',
      description: 'Top of the site',
    });
    const read = await graphql(server, { query: LIST });
    expect(read.data!['featureFlags']).toEqual([
      {
        id: 'booking.maxDays',
        key: 'booking.maxDays',
        type: 'integer',
        value: '30',
        description: '',
      },
      { id: 'home.tips', key: 'home.tips', type: 'boolean', value: 'true', description: '' },
      {
        id: 'site.banner',
        key: 'site.banner',
        type: 'string',
        value: 'Open Saturday',
        description: 'Top of the site',
      },
    ]);
  });

  it('checks the value against the type and the key', async () => {
    const wrongBoolean = await set({ key: 'home.tips', value: 'yes' });
    expect(errorCode(wrongBoolean)).toBe('VALIDATION_ERROR');
    expect(wrongBoolean.errors![0]!.extensions!.fields).toEqual([
      { path: 'value', message: 'must be true or false' },
    ]);
    const wrongInteger = await create({ key: 'x.limit', type: 'integer', value: '1.5' });
    expect(wrongInteger.errors![0]!.extensions!.fields).toEqual([
      { path: 'input.value', message: 'must be a whole number' },
    ]);
    const badKey = await create({ key: '1 bad key', type: 'string', value: '' });
    expect(badKey.errors![0]!.extensions!.fields![0]!.path).toBe('input.key');
    expect(errorCode(await create({ key: 'home.tips', type: 'boolean', value: 'false' }))).toBe(
      'CONFLICT',
    );
    expect(errorCode(await set({ key: 'no.such', value: 'x' }))).toBe('NOT_FOUND');
  });

  it('creates a key once when two Admins create it at the same moment', async () => {
    const results = await Promise.all([
      create({ key: 'race.flag', type: 'integer', value: '1' }),
      create({ key: 'race.flag', type: 'integer', value: '2' }),
    ]);
    expect(results.map((result) => errorCode(result) ?? 'ok').sort()).toEqual(['CONFLICT', 'ok']);
  });

  it('lets only Admin write', async () => {
    expect(errorCode(await set({ key: 'home.tips', value: 'false' }, trainee))).toBe('FORBIDDEN');
    expect(errorCode(await set({ key: 'home.tips', value: 'false' }, null))).toBe('NOT_SIGNED_IN');
    expect(errorCode(await create({ key: 'a.b', type: 'boolean', value: 'true' }, trainee))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(await graphql(server, { query: DELETE, variables: { key: 'home.tips' } }, trainee)),
    ).toBe('FORBIDDEN');
  });

  it('audits create, change and delete in the FeatureFlags collection', async () => {
    await create({ key: 'audit.me', type: 'boolean', value: 'false' });
    expect((await set({ key: 'audit.me', value: 'true' })).data).toEqual({
      setFeatureFlag: { key: 'audit.me', value: 'true', description: '' },
    });
    await set({ key: 'audit.me', value: 'true' }); // no change: no entry
    expect(
      (await graphql(server, { query: DELETE, variables: { key: 'audit.me' } }, admin)).errors,
    ).toBeUndefined();
    const audit = await graphql(
      server,
      { query: AUDIT, variables: { query: { collectionPath: 'FeatureFlags/audit.me' } } },
      admin,
    );
    const entries = audit.data!['auditLogs'].edges.map((edge: { node: unknown }) => edge.node);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'Delete',
      'Update',
      'Create',
    ]);
    expect(entries[1]).toMatchObject({
      collection: { name: 'FeatureFlags', path: 'FeatureFlags/audit.me' },
      updatedBy: { name: 'Ada' },
      changes: [{ path: 'value', oldValue: 'false', newValue: 'true' }],
    });
    const flags = (await graphql(server, { query: LIST })).data!['featureFlags'];
    expect(flags.map((flag: { key: string }) => flag.key)).not.toContain('audit.me');
  });
});
