// The board on a phone: the day as a list per instructor, each block with its times, so it reads
// at 390 px where a grid of columns cannot.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BLOCK_STYLES } from '../availability/schedule-legend.ts';
import type { BoardEvent, BoardResource } from './dispatch-events.ts';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function DispatchList(props: { events: BoardEvent[]; resources: BoardResource[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {props.resources.map((resource) => {
        const own = props.events
          .filter((event) => event.resourceId === resource.id)
          .sort((a, b) => a.start.getTime() - b.start.getTime());
        const headingId = `dispatch-${resource.id}`;
        return (
          <Paper
            key={resource.id}
            variant="outlined"
            component="section"
            aria-labelledby={headingId}
            sx={{ p: 2 }}
          >
            <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
              {resource.title}
            </Typography>
            {own.length === 0 ? (
              <Typography color="text.secondary">Nothing booked.</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                {own.map((event) => (
                  <Box
                    component="li"
                    key={event.id}
                    sx={{
                      px: 1.5,
                      py: 1,
                      borderRadius: 1,
                      bgcolor: BLOCK_STYLES[event.type].fill,
                      borderLeft: `4px solid ${BLOCK_STYLES[event.type].border}`,
                    }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {time.format(event.start)}–{time.format(event.end)}
                    </Typography>
                    <Typography variant="body2">{event.title}</Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
