// The wide board: react-big-calendar's day or week view with one column per instructor
// (resources), drag and drop from its addon. Events are wall-clock Dates (wall-clock.ts), so the
// library's browser-zone drawing shows the region's zone. Only lessons can be dragged, never
// resized: a lesson's length is changed in its edit dialog.
import Box from '@mui/material/Box';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { Calendar, luxonLocalizer, type EventPropGetter } from 'react-big-calendar';
import dragAndDropAddon, {
  type EventInteractionArgs,
} from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { BLOCK_STYLES } from '../availability/schedule-legend.ts';
import type { BoardEvent, BoardResource } from './dispatch-events.ts';
import type { BoardView } from './dispatch-board-page.tsx';

// Luxon's localizer reads Dates in the browser's zone, as the wall-clock Dates are meant; the
// dayjs one converts through UTC once the app has loaded dayjs's utc plugin.
const localizer = luxonLocalizer(DateTime, { firstDayOfWeek: 1 });
// The addon is CommonJS: the production build's interop hands over its module object (whose
// `default` is the function), the development server the function itself.
const withDragAndDrop =
  (dragAndDropAddon as unknown as { default?: typeof dragAndDropAddon }).default ??
  dragAndDropAddon;
const DragAndDropCalendar = withDragAndDrop<BoardEvent, BoardResource>(Calendar);

const eventStyle: EventPropGetter<BoardEvent> = (event) => {
  const look = BLOCK_STYLES[event.type];
  return {
    style: {
      backgroundColor: look.fill,
      color: '#1E2631',
      border: 0,
      borderLeft: `4px solid ${look.border}`,
      borderRadius: 4,
      cursor: event.lessonId ? 'grab' : 'default',
      ...(look.striped
        ? {
            backgroundImage:
              'repeating-linear-gradient(135deg, transparent 0 6px, rgba(0,0,0,0.06) 6px 12px)',
          }
        : {}),
    },
  };
};

/** The day's hours the grid shows: 6 am to 10 pm, where a school's lessons are. */
const dayBound = (date: string, hour: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, hour, 0);
};

export function DispatchCalendar(props: {
  date: string;
  view: BoardView;
  events: BoardEvent[];
  resources: BoardResource[];
  onMove: (event: BoardEvent, start: Date, resourceId: string) => void;
}) {
  const { date } = props;
  const bounds = useMemo(() => ({ min: dayBound(date, 6), max: dayBound(date, 22) }), [date]);
  const drop = ({ event, start, resourceId }: EventInteractionArgs<BoardEvent>) => {
    const to = typeof resourceId === 'string' ? resourceId : event.resourceId;
    const at = new Date(start);
    if (at.getTime() === event.start.getTime() && to === event.resourceId) return;
    props.onMove(event, at, to);
  };
  return (
    <Box
      sx={{
        height: 760,
        // The library's defaults, tuned to the theme and to 4.5:1 text contrast.
        '& .rbc-time-header-content .rbc-header': { fontWeight: 600, py: 0.5 },
        '& .rbc-timeslot-group': { minHeight: 48 },
        '& .rbc-label': { color: '#4A5563' },
        '& .rbc-event-label': { fontSize: '0.75rem' },
        '& .rbc-event-content': { fontSize: '0.8125rem', lineHeight: 1.3 },
        '& .rbc-today': { bgcolor: '#F4FBF6' },
        // No all-day events on a board: the library's empty all-day row is a table row with no
        // cells to assistive technology, so it is not drawn at all.
        '& .rbc-allday-cell': { display: 'none' },
      }}
    >
      <DragAndDropCalendar
        localizer={localizer}
        date={dayBound(date, 12)}
        onNavigate={() => {}}
        view={props.view}
        onView={() => {}}
        views={['day', 'week']}
        toolbar={false}
        events={props.events}
        resources={props.resources}
        resourceIdAccessor={(resource) => resource.id}
        resourceTitleAccessor={(resource) => resource.title}
        resourceAccessor={(event) => event.resourceId}
        titleAccessor={(event) => event.title}
        tooltipAccessor={(event) => event.title}
        draggableAccessor={(event) => event.lessonId !== null}
        resizable={false}
        step={15}
        timeslots={4}
        min={bounds.min}
        max={bounds.max}
        eventPropGetter={eventStyle}
        onEventDrop={drop}
      />
    </Box>
  );
}
