// The brand theme of SPEC §9: navy primary, turquoise secondary, three accents, Poppins.
// The accents are palette colours of their own so components can say color="pink" etc.
import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    pink: Palette['primary'];
    lime: Palette['primary'];
    sage: Palette['primary'];
  }
  interface PaletteOptions {
    pink?: PaletteOptions['primary'];
    lime?: PaletteOptions['primary'];
    sage?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    pink: true;
    lime: true;
    sage: true;
  }
}

export const BRAND_COLORS = {
  navy: '#1E2631',
  turquoise: '#0BD1C2',
  pink: '#FF70A6',
  lime: '#9EF62E',
  sage: '#77AEAB',
} as const;

/** Grey text that keeps WCAG AA contrast on white. */
const SECONDARY_TEXT = '#4A5563';

const fontFamily = '"Poppins", "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_COLORS.navy, contrastText: '#FFFFFF' },
    // The bright accents fail contrast under white text, so they carry navy text instead.
    secondary: { main: BRAND_COLORS.turquoise, contrastText: BRAND_COLORS.navy },
    pink: { main: BRAND_COLORS.pink, contrastText: BRAND_COLORS.navy },
    lime: { main: BRAND_COLORS.lime, contrastText: BRAND_COLORS.navy },
    sage: { main: BRAND_COLORS.sage, contrastText: BRAND_COLORS.navy },
    text: { primary: BRAND_COLORS.navy, secondary: SECONDARY_TEXT },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontWeight: 700, fontSize: '2.25rem', lineHeight: 1.15, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.2, letterSpacing: '-0.01em' },
    h3: { fontWeight: 600, fontSize: '1.125rem', lineHeight: 1.3 },
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 22 } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // A disabled field's hint often says how to enable it ("Choose the state first"): it stays
    // readable (MUI greys it below WCAG's contrast minimum).
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: SECONDARY_TEXT } } },
    },
  },
});
