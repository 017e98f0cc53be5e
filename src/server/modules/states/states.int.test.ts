import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US_STATES } from '../../../domain/us-states.ts';
import { graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { upsertUsStates } from './states.repository.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await upsertUsStates(server.platform.db.db, US_STATES);
});

afterAll(async () => {
  await server?.stop();
});

describe('usStates', () => {
  it('lists every state and territory to anyone, with the 11 supported ones marked', async () => {
    const response = await graphql<{
      usStates: { code: string; name: string; isSupported: boolean }[];
    }>(server, {
      query: '{ usStates { code name isSupported } }',
    });
    expect(response.errors).toBeUndefined();
    const states = response.data!.usStates;
    expect(states).toHaveLength(US_STATES.length);
    expect(states.filter((state) => state.isSupported).map((state) => state.code)).toEqual([
      'CA',
      'CO',
      'IL',
      'IN',
      'MD',
      'MO',
      'NV',
      'PA',
      'TX',
      'WA',
      'WI',
    ]);
    expect(states).toContainEqual({ code: 'TX', name: 'Texas', isSupported: true });
  });
});
