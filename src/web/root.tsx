// The document shell shared by every audience: html/head/body, theme, fonts and scripts.
// Poppins is self-hosted (no font CDN). Each face declares its unicode-range, so browsers only
// download the subsets a page uses (Latin on our pages).
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import { shouldHydrate } from './lib/hydration.ts';
import { publicSettingsContext, shellSettings } from './lib/public-settings.ts';
import { ShellServices } from './lib/shell-services.tsx';
import { ErrorPage } from './ui/error-page.tsx';
import { BRAND_COLORS, theme } from './ui/theme.ts';

export function Layout({ children }: { children: ReactNode }) {
  // The server leaves the scripts out of a static page's document. In the browser the app is
  // already running: a client-side move to a static page (after sign-out, say) keeps them, so the
  // document does not change under React.
  const staticOnServer = !shouldHydrate(useMatches());
  const hydrate = typeof document !== 'undefined' || !staticOnServer;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLORS.navy} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
        {hydrate && <ScrollRestoration />}
        {hydrate && <Scripts />}
      </body>
    </html>
  );
}

// Analytics, error reporting and client-log settings for the shell's services.
export function loader({ context }: Route.LoaderArgs) {
  return { shell: shellSettings(context.get(publicSettingsContext)) };
}

// The settings never change while the server runs: no refetch on navigation.
export const shouldRevalidate = () => false;

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ShellServices settings={loaderData.shell} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="Page not found" message="We could not find the page you asked for." />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorPage
      title="Something went wrong"
      message="Please try again in a moment. If it keeps happening, call us and we will help."
    />
  );
}
