// The top of a back-office list page: its title, one line on what it holds, and the "New …"
// button for those who may write (the screen passes `create` only to them).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface CreateAction {
  label: string;
  onClick: () => void;
  disabled?: boolean | undefined;
  /** Id of the text that says why the button is disabled. */
  describedBy?: string | undefined;
}

export function ListPageHeader(props: {
  title: string;
  description: ReactNode;
  /** The "New …" button; false or absent for those who only read. */
  create?: CreateAction | false | null | undefined;
  /** Shown between the title and the description (a note about the button). */
  children?: ReactNode;
}) {
  const { create } = props;
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography variant="h1">{props.title}</Typography>
        {create && (
          <Button
            variant="contained"
            disabled={create.disabled}
            aria-describedby={create.describedBy}
            onClick={create.onClick}
          >
            {create.label}
          </Button>
        )}
      </Box>
      {props.children}
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {props.description}
      </Typography>
    </>
  );
}
