import { describe, expect, it } from 'vitest';
import { envelopeUrl, parseDsn } from './sentry-dsn.ts';

const CONFIGURED = parseDsn('https://abc123@o99.ingest.sentry.io/4505')!;

describe('parseDsn', () => {
  it('reads protocol, host, path prefix and project id', () => {
    expect(CONFIGURED).toEqual({
      protocol: 'https:',
      host: 'o99.ingest.sentry.io',
      pathPrefix: '',
      projectId: '4505',
    });
    expect(parseDsn('http://key:secret@Errors.School.Example:9000/reports/7')).toEqual({
      protocol: 'http:',
      host: 'errors.school.example:9000',
      pathPrefix: '/reports',
      projectId: '7',
    });
  });

  it('treats the default port as no port', () => {
    expect(parseDsn('https://key@o99.ingest.sentry.io:443/4505')?.host).toBe(
      'o99.ingest.sentry.io',
    );
  });

  it('refuses what is not a DSN', () => {
    for (const text of [
      'not a url',
      'https://o99.ingest.sentry.io/4505', // no public key
      'https://key@o99.ingest.sentry.io/', // no project
      'https://key@o99.ingest.sentry.io/abc',
      'ftp://key@o99.ingest.sentry.io/4505',
      'https://key@o99.ingest.sentry.io/4505?x=1',
    ]) {
      expect(parseDsn(text), text).toBeNull();
    }
  });
});

describe('envelopeUrl', () => {
  it('is the project envelope endpoint on the DSN host, keeping scheme, port and path prefix', () => {
    expect(envelopeUrl(CONFIGURED)).toBe('https://o99.ingest.sentry.io/api/4505/envelope/');
    expect(envelopeUrl(parseDsn('http://k@127.0.0.1:8080/sub/42')!)).toBe(
      'http://127.0.0.1:8080/sub/api/42/envelope/',
    );
  });
});
