import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrlPortWarning } from './config.ts';

describe('loadConfig', () => {
  it('runs with no settings at all, on the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./data');
    expect(config.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('names the variable whose value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ RUN_WORKERS: 'maybe' })).toThrow(/RUN_WORKERS/);
    expect(() => loadConfig({ SENTRY_DSN: 'https://errors.example.com/' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('requires a real secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) }).AUTH_SECRET).toBe(
      'p'.repeat(40),
    );
  });

  it('wants the identity provider settings together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC/);
  });

  it('treats empty strings as unset and splits lists', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      TRUSTED_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TRUSTED_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
      'http://127.0.0.1:3000',
    ]);
  });

  it('puts the site where the server listens when PUBLIC_URL is unset', () => {
    const config = loadConfig({ PORT: '3100' });
    expect(config.PUBLIC_URL).toBe('http://localhost:3100');
    expect(config.TRUSTED_ORIGINS).toEqual(['http://127.0.0.1:3100']);
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '0' }).PUBLIC_URL).toBe('http://localhost:3000');
    const set = loadConfig({ PORT: '3100', PUBLIC_URL: 'https://school.example' });
    expect([set.PUBLIC_URL, set.TRUSTED_ORIGINS]).toEqual(['https://school.example', []]);
  });
});

describe('publicUrlPortWarning', () => {
  it('warns when PUBLIC_URL names this machine on another port', () => {
    expect(publicUrlPortWarning({ PUBLIC_URL: 'http://localhost:3000' }, 3100)).toContain(
      'listens on port 3100',
    );
    expect(publicUrlPortWarning({ PUBLIC_URL: 'http://localhost:3100' }, 3100)).toBeNull();
    expect(publicUrlPortWarning({ PUBLIC_URL: 'https://school.example' }, 3100)).toBeNull();
  });
});
