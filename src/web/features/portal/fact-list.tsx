// Facts about one record as a description list: a label in grey and its value, side by side from
// the sm breakpoint (the labels in a column `labelWidth` wide), one under the other on a phone.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function FactList(props: { labelWidth: string; spaced?: boolean; children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 0.75,
        m: 0,
        mb: props.spaced ? 2 : 0,
        // Read by each Fact: one column for every label.
        '--fact-label-width': props.labelWidth,
      }}
    >
      {props.children}
    </Box>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'var(--fact-label-width) 1fr' },
        gap: 0.25,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
