import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch } from '../testing/auth-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// A stand-in identity provider that only serves its discovery document.
let issuerServer: Server;
let issuer: string;
let server: TestServer;

beforeAll(async () => {
  issuerServer = createServer((req, res) => {
    if (req.url === '/realms/staff/.well-known/openid-configuration') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}/realms/staff`;
  server = await startTestServer({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'roadready-web',
    OIDC_CLIENT_SECRET: 'shh',
  });
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => issuerServer?.close(resolve));
});

describe('OIDC sign-in', () => {
  it('sends the browser to the provider found through discovery', async () => {
    const response = await authFetch(server, '/sign-in/social', {
      provider: 'oidc',
      callbackURL: '/',
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const target = new URL(url);
    expect(`${target.origin}${target.pathname}`).toBe(`${issuer}/authorize`);
    expect(target.searchParams.get('client_id')).toBe('roadready-web');
    expect(target.searchParams.get('redirect_uri')).toBe(`${server.origin}/api/auth/callback/oidc`);
    expect(target.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
  });
});
