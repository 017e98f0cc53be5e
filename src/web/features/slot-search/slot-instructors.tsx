// The second step of the slot picker: the instructors free at the chosen start time, each a
// button with their name and title. The heading takes focus when it appears, so keyboard and
// screen-reader users land on the list they just opened.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';

export interface SlotInstructorOption {
  id: string;
  name: string;
  title: string;
}

export function SlotInstructors(props: {
  /** "Tuesday, December 1, 9:00 AM" */
  when: string;
  instructors: readonly SlotInstructorOption[];
  pickedId: string | null;
  onPick: (instructor: SlotInstructorOption) => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [props.when]);

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 1 }}>
      <Typography
        id={headingId}
        ref={heading}
        tabIndex={-1}
        variant="h4"
        sx={{ fontSize: '1rem', fontWeight: 600, outline: 'none' }}
      >
        Instructors free on {props.when}
      </Typography>
      <List aria-labelledby={headingId} dense>
        {props.instructors.map((instructor) => (
          <li key={instructor.id}>
            <ListItemButton
              selected={instructor.id === props.pickedId}
              aria-current={instructor.id === props.pickedId ? 'true' : undefined}
              onClick={() => props.onPick(instructor)}
            >
              <ListItemText
                primary={instructor.name}
                secondary={instructor.title || undefined}
                slotProps={{ primary: { component: 'span' }, secondary: { component: 'span' } }}
              />
            </ListItemButton>
          </li>
        ))}
      </List>
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
        Choose an instructor to take this time.
      </Box>
    </Paper>
  );
}
