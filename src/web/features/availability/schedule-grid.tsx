// A lean day or week view (CSS grid, no calendar library; docs/availability.md): one column per
// local day of the instructor, blocks placed by their local minutes. Each day is a list of its
// blocks with a readable time, so screen readers get the same as the picture.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  dayToIsoDate,
  epochMinuteOf,
  epochToLocal,
  isoDateToDay,
} from '../../../domain/scheduling/time-zone.ts';
import { formatMinuteOfDay } from '../../../domain/scheduling/weekly-hours-rules.ts';
import { BLOCK_LAYER, BLOCK_STYLES, type BlockType } from './schedule-legend.ts';

export interface GridBlock {
  type: BlockType;
  start: string;
  end: string;
  referenceId?: string | null;
  /** Extra words for a lesson: its type and students. */
  detail?: string;
}

const FIRST_MINUTE = 6 * 60;
const LAST_MINUTE = 22 * 60;
const PIXELS_PER_MINUTE = 0.9;
const HEIGHT = (LAST_MINUTE - FIRST_MINUTE) * PIXELS_PER_MINUTE;
const dayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

interface Placed extends GridBlock {
  startMinute: number;
  endMinute: number;
}

/** Splits blocks into the local days they cover (a block past midnight continues next day). */
function placeByDay(blocks: readonly GridBlock[], timeZone: string, days: string[]) {
  const byDay = new Map<string, Placed[]>(days.map((day) => [day, []]));
  for (const block of blocks) {
    const start = epochToLocal(timeZone, epochMinuteOf(new Date(block.start)));
    const end = epochToLocal(timeZone, epochMinuteOf(new Date(block.end)));
    for (let day = start.day; day <= end.day; day += 1) {
      const startMinute = day === start.day ? start.minuteOfDay : 0;
      const endMinute = day === end.day ? end.minuteOfDay : 1440;
      if (endMinute > startMinute) {
        byDay.get(dayToIsoDate(day))?.push({ ...block, startMinute, endMinute });
      }
    }
  }
  return byDay;
}

export function ScheduleGrid(props: {
  days: string[];
  timeZone: string;
  blocks: readonly GridBlock[];
}) {
  const byDay = placeByDay(props.blocks, props.timeZone, props.days);
  const hours = Array.from(
    { length: (LAST_MINUTE - FIRST_MINUTE) / 60 + 1 },
    (_, index) => FIRST_MINUTE + index * 60,
  );
  return (
    // A week is wider than a phone: the grid scrolls sideways, so it takes the focus and its arrow
    // keys like any scrolling region.
    <Box
      role="region"
      aria-label={props.days.length > 1 ? 'Week calendar' : 'Day calendar'}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `3.5rem repeat(${props.days.length}, minmax(${props.days.length > 1 ? '7.5rem' : '12rem'}, 1fr))`,
          minWidth: props.days.length > 1 ? 900 : 0,
        }}
      >
        <Box aria-hidden sx={{ position: 'relative', height: HEIGHT, mt: '2rem' }}>
          {hours.map((minute) => (
            <Typography
              key={minute}
              variant="caption"
              sx={{
                position: 'absolute',
                top: (minute - FIRST_MINUTE) * PIXELS_PER_MINUTE - 8,
                right: 6,
              }}
            >
              {formatMinuteOfDay(minute)}
            </Typography>
          ))}
        </Box>
        {props.days.map((day) => {
          const placed = (byDay.get(day) ?? []).sort(
            (a, b) => a.startMinute - b.startMinute || BLOCK_LAYER[a.type] - BLOCK_LAYER[b.type],
          );
          const headingId = `schedule-day-${day}`;
          return (
            <Box key={day} sx={{ borderLeft: 1, borderColor: 'divider', minWidth: 0 }}>
              <Typography
                id={headingId}
                component="h3"
                sx={{ height: '2rem', fontWeight: 600, textAlign: 'center', fontSize: '0.9rem' }}
              >
                {dayName.format(new Date(`${day}T00:00:00Z`))}
              </Typography>
              <Box
                component="ul"
                aria-labelledby={headingId}
                sx={{
                  position: 'relative',
                  height: HEIGHT,
                  m: 0,
                  p: 0,
                  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${60 * PIXELS_PER_MINUTE - 1}px, #e0e0e0 ${60 * PIXELS_PER_MINUTE - 1}px, #e0e0e0 ${60 * PIXELS_PER_MINUTE}px)`,
                }}
              >
                {placed.length === 0 && (
                  <Typography component="li" variant="body2" sx={{ listStyle: 'none', p: 1 }}>
                    Not working
                  </Typography>
                )}
                {placed.map((block, index) => {
                  const style = BLOCK_STYLES[block.type];
                  const top = Math.max(block.startMinute - FIRST_MINUTE, 0);
                  const bottom = Math.min(block.endMinute, LAST_MINUTE) - FIRST_MINUTE;
                  const time = `${formatMinuteOfDay(block.startMinute)}–${formatMinuteOfDay(block.endMinute)}`;
                  const narrow = block.type === 'TIME_LOG' || block.type === 'DRIVE';
                  return (
                    <Box
                      component="li"
                      key={`${block.type}-${block.start}-${index}`}
                      sx={{
                        listStyle: 'none',
                        position: 'absolute',
                        top: top * PIXELS_PER_MINUTE,
                        height: Math.max((bottom - top) * PIXELS_PER_MINUTE, 14),
                        left: narrow ? '55%' : 2,
                        right: 2,
                        zIndex: BLOCK_LAYER[block.type],
                        overflow: 'hidden',
                        bgcolor: style.fill,
                        borderLeft: `4px solid ${style.border}`,
                        borderRadius: 0.5,
                        px: 0.5,
                        color: '#1a1a1a',
                        fontSize: '0.75rem',
                        // Two lines fit a 30-minute block (27 px), so a meal break reads whole.
                        lineHeight: 1.1,
                        backgroundImage: style.striped
                          ? `repeating-linear-gradient(45deg, transparent 0 6px, rgba(0,0,0,0.06) 6px 12px)`
                          : undefined,
                      }}
                    >
                      <strong>{style.label}</strong> {time}
                      {block.detail ? ` · ${block.detail}` : ''}
                    </Box>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** The local dates of a week starting on `monday`, or that one day. */
export function daysOf(start: string, count: number): string[] {
  const first = isoDateToDay(start);
  return Array.from({ length: count }, (_, index) => dayToIsoDate(first + index));
}
