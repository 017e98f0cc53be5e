// Serves the built web app from the same Express process as the API: hashed assets with a
// one-year cache, other static files briefly cached, then React Router's server rendering.
// The build (npm run build) must exist: without it the process refuses to start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import express from 'express';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import type { AccountService } from '../../web/lib/account-service.ts';
import type { PublicData } from '../../web/lib/public-data.ts';
import type { PublicSettings } from '../../web/lib/public-settings.ts';
import type { Config } from '../config.ts';
import type { Platform } from '../platform.ts';
import type { PageCache } from './page-cache.ts';
import { pickPageVariant, PUBLIC_PAGE_VARIANTS } from './page-variants.ts';
import { createAccountService } from './account-service.ts';
import { createPublicData } from './public-data.ts';

/** build/ at the project root, wherever the process was started from. */
export const DEFAULT_BUILD_DIRECTORY = fileURLToPath(new URL('../../../build/', import.meta.url));

/** What src/web/server-build.ts exports: React Router's server build plus the context factory. */
export interface WebServerBuild extends ServerBuild {
  createLoadContext(
    settings: PublicSettings,
    publicData: PublicData,
    accounts: AccountService,
  ): RouterContextProvider;
}

export interface MountWebOptions {
  buildDirectory: string;
  settings: PublicSettings;
  mode: Config['NODE_ENV'];
  /** What a public page's loader reads its data through, per request. */
  publicData: (req: express.Request) => PublicData;
  /** What the sign-in page's action signs the visitor in through, per request. */
  accounts: (req: express.Request) => AccountService;
  /** Keeps pages that may be shared; none when absent. */
  pageCache?: PageCache;
}

export class WebBuildMissingError extends Error {
  override name = 'WebBuildMissingError';
}

export async function mountWeb(app: express.Express, platform: Platform): Promise<void> {
  await mountWebBuild(app, {
    buildDirectory: DEFAULT_BUILD_DIRECTORY,
    settings: publicSettingsFromConfig(platform.config),
    mode: platform.config.NODE_ENV,
    publicData: (req) => createPublicData(platform, req),
    accounts: (req) => createAccountService(platform, req),
    pageCache: platform.pageCache,
  });
  platform.log.debug({ buildDirectory: DEFAULT_BUILD_DIRECTORY }, 'web app mounted');
}

/** The part of the configuration the web app may see. Never put secrets here. */
export function publicSettingsFromConfig(config: Config): PublicSettings {
  return {
    bookingPhone: config.BOOKING_PHONE,
    publicUrl: config.PUBLIC_URL,
    // Browser-side keys, public by design: the analytics project key and the DSN's public key.
    analyticsKey: config.ANALYTICS_KEY,
    analyticsHost: config.ANALYTICS_HOST,
    sentryDsn: config.SENTRY_DSN,
    // Tile addresses are fetched by the browser: public by nature.
    mapTileUrl: config.MAP_TILE_URL,
    // Paying in the browser needs both Stripe keys; the publishable one is public by design.
    cardPayments:
      config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY
        ? { publishableKey: config.STRIPE_PUBLISHABLE_KEY, scriptUrl: config.STRIPE_JS_URL }
        : undefined,
  };
}

export async function mountWebBuild(app: express.Express, options: MountWebOptions): Promise<void> {
  const build = await loadWebBuild(options.buildDirectory);
  serveClientFiles(app, path.join(options.buildDirectory, 'client'));
  // Unknown API paths answer like the API does, not with an HTML page.
  app.use('/api', (_req, res) => {
    res
      .status(404)
      .json({ errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] });
  });
  app.use(pickPageVariant(PUBLIC_PAGE_VARIANTS));
  if (options.pageCache) app.use(options.pageCache.middleware);
  app.use(
    createRequestHandler({
      build,
      mode: options.mode,
      getLoadContext: (req) =>
        build.createLoadContext(options.settings, options.publicData(req), options.accounts(req)),
    }),
  );
}

export async function loadWebBuild(buildDirectory: string): Promise<WebServerBuild> {
  const serverFile = path.join(buildDirectory, 'server', 'index.js');
  const clientDirectory = path.join(buildDirectory, 'client');
  if (!existsSync(serverFile) || !existsSync(clientDirectory)) {
    throw new WebBuildMissingError(
      `The web app is not built (${path.relative(process.cwd(), serverFile) || serverFile} is missing): run npm run build, then start again.`,
    );
  }
  const build = (await import(pathToFileURL(serverFile).href)) as Partial<WebServerBuild>;
  if (typeof build.createLoadContext !== 'function' || !build.routes) {
    throw new WebBuildMissingError(
      `${serverFile} is not a RoadReady web build (no createLoadContext): run npm run build again.`,
    );
  }
  return build as WebServerBuild;
}

/**
 * Static files of the client build. Files under /assets have a content hash in their name, so
 * browsers may keep them for a year; a missing asset is a plain 404, never a rendered page.
 */
export function serveClientFiles(app: express.Express, clientDirectory: string): void {
  app.use(
    '/assets',
    express.static(path.join(clientDirectory, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
    }),
    (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    },
  );
  app.use(express.static(clientDirectory, { maxAge: '1h', index: false, redirect: false }));
}
