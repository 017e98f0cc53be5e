// Styles of the practice test's native buttons and button-like links (the page ships no
// JavaScript, so it uses plain elements rather than interactive MUI components).
import type { SxProps, Theme } from '@mui/material/styles';

export const primaryButtonSx: SxProps<Theme> = {
  display: 'inline-block',
  px: 3,
  py: 1.5,
  border: 0,
  borderRadius: 999,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { bgcolor: '#36404D' },
  '&:focus-visible': { outline: '3px solid #0BD1C2', outlineOffset: 2 },
};
