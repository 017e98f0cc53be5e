// A list laid out as a grid: a <ul> without bullets or indent whose items fill the columns given
// (one value, or one per breakpoint). Cards, tiles and link lists on every side of the app use it.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Responsive<T> = T | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', T>>;

export function GridList(props: {
  /** gridTemplateColumns, e.g. { xs: '1fr', md: 'repeat(3, 1fr)' }. */
  columns: Responsive<string>;
  gap?: Responsive<number>;
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.labelledBy}
      aria-label={props.label}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: props.gap ?? 0,
        gridTemplateColumns: props.columns,
      }}
    >
      {props.children}
    </Box>
  );
}
