// "Choose your state" menu built on <details>, so it opens and its links work without
// JavaScript (the public pages must work before hydration). With JavaScript, Escape and a
// click on a state close it again.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useRef, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { PUBLIC_STATES } from './public-states.ts';
import { stateCoursesPath } from './site-links.ts';

export function StateMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    close();
    details.current.querySelector('summary')?.focus();
  };

  return (
    <Box
      component="details"
      ref={details}
      onKeyDown={onKeyDown}
      sx={{ '&[open] > summary::after': { transform: 'rotate(180deg)' } }}
    >
      <Box
        component="summary"
        sx={{
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          cursor: 'pointer',
          fontWeight: 600,
          px: 1.5,
          py: 1,
          borderRadius: 999,
          border: '1px solid rgba(255,255,255,0.4)',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          '&:hover': { borderColor: 'secondary.main' },
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'secondary.main',
            outlineOffset: 2,
          },
          '&::after': { content: '"▾"', fontSize: '0.8em', transition: 'transform 120ms' },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Choose your state
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          Your state
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{
          // Set here because the content of <details> does not inherit the page's box-sizing.
          boxSizing: 'border-box',
          position: 'absolute',
          zIndex: 10,
          top: 'calc(100% - 4px)',
          right: { xs: 16, sm: 24 },
          width: { xs: 'calc(100% - 32px)', sm: 400 },
          m: 0,
          p: 1.5,
          listStyle: 'none',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 3,
          boxShadow: '0 16px 40px rgba(30, 38, 49, 0.25)',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 0.5,
        }}
      >
        {PUBLIC_STATES.map((state) => (
          <li key={state.code}>
            <Link
              component={RouterLink}
              to={stateCoursesPath(state.code)}
              onClick={close}
              underline="none"
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                color: 'text.primary',
                '&:hover, &:focus-visible': { bgcolor: '#E7FAF8' },
              }}
            >
              <span>{state.name}</span>
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                {state.code}
              </Box>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
