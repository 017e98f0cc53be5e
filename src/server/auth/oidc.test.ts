import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { buildAuthOptions, trustedOrigins } from './auth-options.ts';
import { discoveryUrl, isOidcConfigured, oidcPlugins } from './oidc.ts';

const oidcEnv = {
  OIDC_ISSUER: 'https://login.school.example/realms/staff',
  OIDC_CLIENT_ID: 'roadready',
  OIDC_CLIENT_SECRET: 'client-secret',
};

function pluginIds(env: Record<string, string>): string[] {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const options = buildAuthOptions({ config, db: {} as Executor, log: createLogger(config) });
  return options.plugins.map((plugin) => plugin.id);
}

describe('OIDC sign-in', () => {
  it('is off unless issuer, client id and secret are configured', () => {
    const config = loadConfig({});
    expect(isOidcConfigured(config)).toBe(false);
    expect(oidcPlugins(config)).toEqual([]);
    expect(pluginIds({})).not.toContain('generic-oauth');
  });

  it('adds the generic OAuth plugin when configured', () => {
    expect(isOidcConfigured(loadConfig(oidcEnv))).toBe(true);
    expect(pluginIds(oidcEnv)).toEqual(
      expect.arrayContaining(['admin', 'two-factor', 'roadready-sign-in-guard', 'generic-oauth']),
    );
  });

  it('refuses a partial OIDC configuration at start-up', () => {
    expect(() => loadConfig({ OIDC_ISSUER: oidcEnv.OIDC_ISSUER })).toThrow(/OIDC_CLIENT_ID/);
  });

  it('reads the provider from the issuer discovery document', () => {
    expect(discoveryUrl('https://idp.example/realms/staff')).toBe(
      'https://idp.example/realms/staff/.well-known/openid-configuration',
    );
    expect(discoveryUrl('https://idp.example/')).toBe(
      'https://idp.example/.well-known/openid-configuration',
    );
  });
});

describe('trusted origins', () => {
  it('are PUBLIC_URL plus TRUSTED_ORIGINS, once each', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://school.example/app',
      TRUSTED_ORIGINS: 'https://admin.school.example, https://school.example',
    });
    expect(trustedOrigins(config)).toEqual([
      'https://school.example',
      'https://admin.school.example',
    ]);
  });
});
