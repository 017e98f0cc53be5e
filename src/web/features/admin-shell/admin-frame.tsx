// The back-office frame: app bar (product, signed-in email, sign-out), the navigation drawer
// (permanent from the md breakpoint, a temporary drawer behind a menu button on phones) and the
// main landmark the screens render into.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import type { StaffRole } from '../../../domain/roles.ts';
import { AppBarEmail, AppBrandLink, SkipLink, focusRing } from '../../ui/app-shell-parts.tsx';
import { ADMIN_HOME_PATH } from './admin-areas.ts';
import { MenuIcon } from './admin-icons.tsx';
import { AdminNav } from './admin-nav.tsx';
import { SignOutButton } from './sign-out-button.tsx';

export const DRAWER_WIDTH = 264;
const DRAWER_ID = 'admin-navigation';

export function AdminFrame(props: {
  email: string;
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  const theme = useTheme();
  // The back-office renders only in the browser, so the media query can be read at once.
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  // The landmark is inside the drawer: a temporary drawer lives in a portal at the end of <body>.
  const navigation = (
    <Box component="nav" aria-label="Back-office">
      {/* The permanent drawer runs under the fixed app bar; this keeps its content below it. */}
      {desktop && <Toolbar />}
      {!desktop && (
        <>
          <Box sx={{ px: 2, py: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              Signed in as
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {props.email}
            </Typography>
          </Box>
          <Divider />
        </>
      )}
      <AdminNav roles={props.roles} onNavigate={desktop ? undefined : close} />
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        elevation={0}
        // The permanent drawer runs under the app bar; the phone drawer opens over it.
        sx={{ zIndex: desktop ? theme.zIndex.drawer + 1 : undefined }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!desktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation"
              aria-controls={DRAWER_ID}
              aria-expanded={open}
              onClick={() => setOpen(!open)}
              sx={focusRing}
            >
              <MenuIcon />
            </IconButton>
          )}
          <AppBrandLink to={ADMIN_HOME_PATH} area="Back-office" hideAreaOnPhones />
          <AppBarEmail email={props.email} />
          <SignOutButton appearance={desktop ? 'app-bar' : 'icon'} />
        </Toolbar>
      </AppBar>

      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: 0 }}>
        {desktop ? (
          <Drawer
            variant="permanent"
            open
            slotProps={{ paper: { id: DRAWER_ID, sx: { width: DRAWER_WIDTH } } }}
          >
            {navigation}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={open}
            onClose={close}
            // Kept in the page while closed, so the menu button's aria-controls always resolves.
            ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { id: DRAWER_ID, sx: { width: DRAWER_WIDTH } } }}
          >
            {navigation}
          </Drawer>
        )}
      </Box>

      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none', bgcolor: '#F6F7F9' }}
      >
        <Toolbar />
        <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1280 }}>
          {props.children}
        </Box>
      </Box>
    </Box>
  );
}
