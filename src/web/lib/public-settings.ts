// Settings the server hands to the web app through React Router's load context. The web app
// never reads server configuration itself; the server fills these from its own config.
import { createContext, RouterContextProvider } from 'react-router';

export interface PublicSettings {
  /** The booking phone number as shown to people, e.g. "(855) 762-3732". */
  bookingPhone: string;
  /** Absolute origin the site is served from, for canonical links. */
  publicUrl: string;
}

export const publicSettingsContext = createContext<PublicSettings>();

/** Builds the load context of one request; exported by the server build for the HTTP server. */
export function createLoadContext(settings: PublicSettings): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(publicSettingsContext, settings);
  return context;
}
