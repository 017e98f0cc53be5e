// The GraphQL-over-HTTP conformance audit of graphql-http against the real /api/graphql: every
// MUST and SHOULD of the spec passes (no errors, no warnings). docs/reliability.md records the run.
//
// - The audit runs signed in as a staff member: one of its checks queries `__type`, and outside
//   development introspection is for staff only (src/server/graphql/introspection.ts).
// - The MAY checks that use GET stay "notice": /api/graphql is POST only (ADR 0002), so a link or
//   an image on another site can never run an operation with the visitor's cookie.
import { auditServer, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../auth-client.ts';
import { startTestServer, type TestServer } from '../test-server.ts';

/** The MAY checks we decline on purpose (ADR 0002: no GET endpoint). */
const DECLINED_NOTICES = ['5A70', 'D6D5', '6A70'];

let server: TestServer;
let results: AuditResult[];

beforeAll(async () => {
  server = await startTestServer();
  const { cookie } = await signUpAndSignIn(server, {
    email: 'audit@reliability.test',
    password: 'a-long-test-password',
    name: 'Audie Tor',
    roles: ['Trainee'],
  });
  results = await auditServer({
    url: `${server.url}/api/graphql`,
    fetchFn: (input: string, init: RequestInit = {}) =>
      fetch(input, { ...init, headers: { ...(init.headers as object), cookie } }),
  });
});

afterAll(async () => {
  await server?.stop();
});

const summary = (status: AuditResult['status']) =>
  results
    .filter((result) => result.status === status)
    .map((result) => ({
      id: result.id,
      name: result.name,
      reason: result.status === 'ok' ? '' : result.reason,
    }));

describe('GraphQL over HTTP audit (graphql-http)', () => {
  it('ran every audit', () => {
    expect(results.length).toBeGreaterThan(50);
  });

  it('has no errors (MUST) and no warnings (SHOULD)', () => {
    expect(summary('error')).toEqual([]);
    expect(summary('warn')).toEqual([]);
  });

  it('declines only the GET checks (MAY)', () => {
    expect(summary('notice').map((notice) => notice.id)).toEqual(DECLINED_NOTICES);
  });

  it('answers a GET with 4xx and runs nothing', async () => {
    const url = `${server.url}/api/graphql?query=${encodeURIComponent('{ __typename }')}`;
    const response = await fetch(url);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
