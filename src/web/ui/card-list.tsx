// The back-office's card lists: records as outlined cards in one column on a phone and two from
// medium screens, under the list heading that labels them, each with Edit and Delete for writers.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export function CardList(props: { labelledBy: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.labelledBy}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      {props.children}
    </Box>
  );
}

/** Edit and Delete for one card, named after the record for screen readers. */
export function EditDeleteButtons(props: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={props.onEdit}
        aria-label={`Edit ${props.name}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        color="error"
        onClick={props.onDelete}
        aria-label={`Delete ${props.name}`}
      >
        Delete
      </Button>
    </Box>
  );
}
