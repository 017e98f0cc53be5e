// Servers for the document shell's services: the whole RoadReady process on a port chosen first
// (the browser's origin must be PUBLIC_URL, or the API refuses its posts), and a stand-in for
// the outside world: an analytics host serving a fake PostHog script and an error-reporting
// service that records the envelopes the /monitoring tunnel forwards.
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { startServerAtOwnOrigin } from '../support/web-server.ts';

/** The whole process at its own origin, configured by `env` (analytics and error reporting). */
export function startShellServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startServerAtOwnOrigin(env);
}

/**
 * Replaces PostHog's array.js: takes over window.posthog like the real script (init calls from
 * `_i`, then the queued calls) and records every call in window.__analyticsCalls.
 */
const FAKE_POSTHOG_SCRIPT = `(function () {
  var stub = window.posthog;
  var calls = (window.__analyticsCalls = []);
  var record = function (name) {
    return function () { calls.push([name].concat([].slice.call(arguments))); };
  };
  var client = { capture: record('capture'), identify: record('identify'), reset: record('reset') };
  stub._i.forEach(function (init) { calls.push(['init', init[0], init[1]]); });
  for (var i = 0; i < stub.length; i++) client[stub[i][0]].apply(null, stub[i].slice(1));
  window.posthog = client;
})();`;

export interface OutsideWorld {
  /** Origin of the stand-in, e.g. http://127.0.0.1:4321. */
  origin: string;
  /** Raw envelopes the error-reporting service received, in order. */
  envelopes: string[];
  /** Paths of every request it received. */
  requests: string[];
  stop(): Promise<void>;
}

export async function startOutsideWorld(): Promise<OutsideWorld> {
  const envelopes: string[] = [];
  const requests: string[] = [];
  const app = express();
  app.use((req, _res, next) => {
    requests.push(req.path);
    next();
  });
  app.get('/static/array.js', (_req, res) => {
    // The snippet loads the script with crossorigin="anonymous", as PostHog's host allows.
    res.set('Access-Control-Allow-Origin', '*');
    res.type('text/javascript').send(FAKE_POSTHOG_SCRIPT);
  });
  app.post(
    '/api/:project/envelope/',
    express.raw({ type: () => true, limit: '5mb' }),
    (req, res) => {
      envelopes.push(Buffer.from(req.body as Buffer).toString('utf8'));
      res.json({ id: 'recorded' });
    },
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    requests,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
