// The lessons picked so far in the schedule dialog's several-lessons mode, in the order they
// happen: day and time (in the zone of the student's state), instructor and length, each with a
// Remove button. The heading takes the focus after each pick (the picker closes the time just
// chosen), so keyboard and screen-reader users hear how many are picked.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { whenLabel } from '../slot-search/slot-picker-format.ts';
import type { SlotPick } from '../slot-search/slot-picker.tsx';

const HEADING_ID = 'picked-lessons-heading';

export const lessonCount = (count: number) => (count === 1 ? '1 lesson' : `${count} lessons`);

export function PickedLessons(props: {
  picks: readonly SlotPick[];
  timeZone: string;
  durationMinutes: number;
  headingRef: Ref<HTMLHeadingElement>;
  onRemove: (pick: SlotPick) => void;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={HEADING_ID} sx={{ p: 2 }}>
      <Typography
        id={HEADING_ID}
        ref={props.headingRef}
        tabIndex={-1}
        variant="h3"
        sx={{ fontSize: '1.05rem', fontWeight: 600, outline: 'none' }}
      >
        Picked: {lessonCount(props.picks.length)}
      </Typography>
      {props.picks.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Pick a free time and an instructor below; each pick is added here. Picks may not overlap
          each other.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {props.picks.map((pick) => {
            const when = whenLabel(pick.startTime, props.timeZone);
            return (
              <Box
                component="li"
                key={pick.startTime}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  columnGap: 2,
                  py: 0.5,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <span>
                  {when} · {pick.instructorName} · {props.durationMinutes} min
                </span>
                <Button
                  size="small"
                  color="inherit"
                  aria-label={`Remove ${when} with ${pick.instructorName}`}
                  onClick={() => props.onRemove(pick)}
                >
                  Remove
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
