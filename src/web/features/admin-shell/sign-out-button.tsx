// The sign-out action of the back-office and the portal (app bar, staff-only page); the gate does the work.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { LogoutIcon } from './admin-icons.tsx';
import { useSignOutAction } from './sign-out-context.ts';

// A ring in the secondary colour shows on the navy app bar.
const appBarFocus = {
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '3px solid',
    outlineColor: 'secondary.main',
    outlineOffset: 2,
  },
} as const;

/**
 * `app-bar`: a labelled outlined button on the navy bar; `icon`: the phone-width icon button
 * (named "Sign out" for assistive technology); `page`: an outlined button on a light page.
 */
export function SignOutButton({ appearance }: { appearance: 'app-bar' | 'icon' | 'page' }) {
  const signOut = useSignOutAction();
  const [busy, setBusy] = useState(false);

  function handleClick() {
    setBusy(true);
    // On success the page leaves; on failure the gate shows why and the button works again.
    void signOut().finally(() => setBusy(false));
  }

  if (appearance === 'icon') {
    return (
      // The browser's own hint (title), not MUI's Tooltip: on the portal's phone-width bar it is
      // the only tooltip, and Tooltip brings its positioning engine (about 12 kB gzipped).
      <IconButton
        color="inherit"
        edge="end"
        aria-label="Sign out"
        title="Sign out"
        disabled={busy}
        onClick={handleClick}
        sx={appBarFocus}
      >
        <LogoutIcon />
      </IconButton>
    );
  }
  return (
    <Button
      color={appearance === 'app-bar' ? 'inherit' : 'primary'}
      variant="outlined"
      startIcon={<LogoutIcon />}
      disabled={busy}
      onClick={handleClick}
      sx={appearance === 'app-bar' ? { borderColor: 'rgba(255,255,255,0.6)', ...appBarFocus } : {}}
    >
      Sign out
    </Button>
  );
}
