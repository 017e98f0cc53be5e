// Layout of the public, server-rendered pages: skip link, header, main landmark, footer.
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { SkipLink } from '../../ui/app-shell-parts.tsx';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { PublicOutletContext } from '../../features/site/public-outlet-context.ts';
import { SiteFooter } from '../../features/site/site-footer.tsx';
import { SiteHeader } from '../../features/site/site-header.tsx';
import { readSiteViewer } from '../../features/site/site-viewer.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import type { Route } from './+types/layout';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { bookingPhone, publicUrl, cardPayments } = context.get(publicSettingsContext);
  // Null for everyone without a session cookie: their page is the one the page cache shares.
  const viewer = await readSiteViewer(request, context.get(publicDataContext));
  return { bookingPhone, publicUrl, viewer, cardInBrowser: Boolean(cardPayments) };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const outletContext: PublicOutletContext = {
    bookingPhone: loaderData.bookingPhone,
    cardInBrowser: loaderData.cardInBrowser,
  };
  return (
    // A column as tall as the window, so the footer sits at the bottom of short pages.
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink position="absolute" />
      <SiteHeader bookingPhone={loaderData.bookingPhone} viewer={loaderData.viewer} />
      <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none', flexGrow: 1 }}>
        <Outlet context={outletContext} />
      </Box>
      <SiteFooter bookingPhone={loaderData.bookingPhone} />
    </Box>
  );
}
