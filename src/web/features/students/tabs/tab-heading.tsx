// The heading and action row at the top of a tab panel: an h2 (the page's h1 is the student's
// name) and, for staff who may change things, the tab's main action.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function TabHeading(props: {
  id: string;
  title: string;
  action?: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <Box sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography id={props.id} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {props.title}
        </Typography>
        {props.action}
      </Box>
      {props.intro && (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, maxWidth: 720 }}>
          {props.intro}
        </Typography>
      )}
    </Box>
  );
}
