// Settings the server hands to the web app through React Router's load context. The web app
// never reads server configuration itself; the server fills these from its own config.
import { createContext, RouterContextProvider } from 'react-router';
import { accountServiceContext, type AccountService } from './account-service.ts';
import { publicDataContext, type PublicData } from './public-data.ts';

export interface PublicSettings {
  /** The booking phone number as shown to people, e.g. "(855) 762-3732". */
  bookingPhone: string;
  /** Absolute origin the site is served from, for canonical links. */
  publicUrl: string;
  /** PostHog project key (ANALYTICS_KEY); analytics are off without it and a host. */
  analyticsKey?: string | undefined;
  /** Where PostHog's script and API are served (ANALYTICS_HOST); nothing else is contacted. */
  analyticsHost?: string | undefined;
  /** Browser error reporting's DSN (SENTRY_DSN, public by design); off without it. */
  sentryDsn?: string | undefined;
  /** Raster tiles under the back-office maps' offline basemap (MAP_TILE_URL); none when unset. */
  mapTileUrl?: string | undefined;
  /**
   * Card payments in the browser with Stripe's Payment Element (docs/payments.md): Stripe's
   * publishable key (public by design) and where Stripe.js is loaded from. Unset: the pay forms
   * post a card number the test provider turns into a token, with no JavaScript.
   */
  cardPayments?: CardPaymentSettings | undefined;
}

export interface CardPaymentSettings {
  publishableKey: string;
  scriptUrl: string;
}

/** What the document shell's services read (root.tsx loader → ShellServices). */
export interface ShellSettings {
  analyticsKey: string | null;
  analyticsHost: string | null;
  sentryDsn: string | null;
  mapTileUrl: string | null;
}

export function shellSettings(settings: PublicSettings): ShellSettings {
  return {
    analyticsKey: settings.analyticsKey ?? null,
    analyticsHost: settings.analyticsHost ?? null,
    sentryDsn: settings.sentryDsn ?? null,
    mapTileUrl: settings.mapTileUrl ?? null,
  };
}

export const publicSettingsContext = createContext<PublicSettings>();

/** Builds the load context of one request; exported by the server build for the HTTP server. */
export function createLoadContext(
  settings: PublicSettings,
  publicData: PublicData,
  accounts: AccountService,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(publicSettingsContext, settings);
  context.set(publicDataContext, publicData);
  context.set(accountServiceContext, accounts);
  return context;
}
