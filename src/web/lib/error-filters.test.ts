import { describe, expect, it } from 'vitest';
import { eventMessages, isIgnoredError, shouldDropError } from './error-filters.ts';

describe('shouldDropError (beforeSend)', () => {
  it.each([
    'Failed to load script https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
    'Loading failed for the <script> with source “https://www.googletagmanager.com/gtag/js”',
    'TypeError: Failed to fetch',
    'NotAllowedError: No credential returned',
    'TypeError: Load failed',
    "SyntaxError: Unexpected token '<'",
    `Unexpected token '<', "<!DOCTYPE "... is not valid JSON`,
    'Firebase: Error (auth/network-request-failed).',
  ])('drops %s', (message) => {
    expect(shouldDropError([message])).toBe(true);
  });

  it.each([
    "Cannot read properties of undefined (reading 'roles')",
    "SyntaxError: Unexpected token 'x'",
    'Failed to save the lesson',
    'Download failed: certificate.pdf was not found',
  ])('keeps %s', (message) => {
    expect(shouldDropError([message])).toBe(false);
  });

  it('drops an event when any one of its messages matches', () => {
    expect(shouldDropError([undefined, 'ok so far', 'TypeError: Failed to fetch'])).toBe(true);
    expect(shouldDropError([])).toBe(false);
  });
});

describe('isIgnoredError (ignoreErrors)', () => {
  it.each([
    ['an aborted request', 'AbortError: The operation was aborted.'],
    ['an aborted fetch in Chromium', 'The user aborted a request.'],
    ['a cancelled request in Safari', 'cancelled'],
    ['a fetch failure', 'TypeError: NetworkError when attempting to fetch resource.'],
    ['a network error', 'Network Error'],
    ['an offline Safari', 'The Internet connection appears to be offline.'],
    ['a chunk-load error', 'ChunkLoadError: Loading chunk 42 failed.'],
    ['a stale dynamic import', 'Failed to fetch dynamically imported module: /assets/x-1a2b.js'],
    ['a stale module in Safari', 'Importing a module script failed.'],
    ['an unknown error', 'Unknown error'],
    ['ResizeObserver noise', 'ResizeObserver loop limit exceeded'],
    [
      'ResizeObserver noise (new wording)',
      'ResizeObserver loop completed with undelivered notifications.',
    ],
    ['an invalid sign-in token', 'The sign-in ID token is not valid.'],
    ['a timeout rejection', 'Non-Error promise rejection captured with value: Timeout'],
    ['an extension', 'Error at chrome-extension://abcdef/content.js:1:2'],
    ['an ad script', "Can't find variable: ZiteReader"],
    ['ad-blocked ads', 'adsbygoogle.push() error: No slot size for availableWidth=0'],
  ])('ignores %s', (_what, message) => {
    expect(isIgnoredError(message)).toBe(true);
  });

  it.each([
    "TypeError: Cannot read properties of null (reading 'id')",
    'RangeError: Invalid time value',
    'The lesson could not be cancelled because it already started',
    'Timeout while saving the student',
  ])('reports %s', (message) => {
    expect(isIgnoredError(message)).toBe(false);
  });
});

describe('eventMessages', () => {
  it('collects the message, exception values with and without type, and the original error', () => {
    expect(
      eventMessages(
        {
          message: 'top',
          exception: { values: [{ type: 'TypeError', value: 'Failed to fetch' }] },
        },
        new Error('original'),
      ),
    ).toEqual(['top', 'Failed to fetch', 'TypeError: Failed to fetch', 'original']);
    expect(eventMessages({}, 'a string')).toEqual(['a string']);
    expect(eventMessages({})).toEqual([]);
  });
});
