// An instructor's calendar (day or week, in the instructor's time zone) with its legend, and the
// editor of their weekly hours and exceptions for those who may change them.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import {
  dateOfEpochMinute,
  dayToIsoDate,
  epochMinuteOf,
  isoDateToDay,
  localDateOf,
  localToEpoch,
  weekdayOfDay,
} from '../../../domain/scheduling/time-zone.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import {
  INSTRUCTOR_AVAILABILITY_QUERY,
  INSTRUCTOR_SCHEDULE_QUERY,
} from './availability.queries.ts';
import { ExceptionsEditor } from './exceptions-editor.tsx';
import { OpenFindings } from './open-findings.tsx';
import { daysOf, ScheduleGrid } from './schedule-grid.tsx';
import { BLOCK_STYLES, type BlockType } from './schedule-legend.ts';
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx';

function Legend() {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, my: 1 }}
    >
      {(Object.keys(BLOCK_STYLES) as BlockType[]).map((type) => (
        <Box
          component="li"
          key={type}
          sx={{
            listStyle: 'none',
            px: 1,
            py: 0.25,
            fontSize: '0.8rem',
            color: '#1a1a1a',
            bgcolor: BLOCK_STYLES[type].fill,
            borderLeft: `4px solid ${BLOCK_STYLES[type].border}`,
          }}
        >
          {BLOCK_STYLES[type].label}
        </Box>
      ))}
    </Box>
  );
}

export function InstructorSchedulePage(props: { instructorId: string }) {
  const { roles } = useStaffUser();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'day' ? 'day' : 'week';
  const availability = useQuery(INSTRUCTOR_AVAILABILITY_QUERY, {
    variables: { instructorId: props.instructorId, from: null },
  });
  const info = availability.data?.instructorAvailability;
  const timeZone = info?.timeZone ?? 'UTC';
  const today = localDateOf(timeZone, epochMinuteOf(new Date()));
  const anchor = params.get('date') ?? today;
  const anchorDay = isoDateToDay(anchor);
  const firstDay = view === 'week' ? anchorDay - (weekdayOfDay(anchorDay) - 1) : anchorDay;
  const days = daysOf(dayToIsoDate(firstDay), view === 'week' ? 7 : 1);
  const from = dateOfEpochMinute(localToEpoch(timeZone, days[0]!, 0)).toISOString();
  const to = dateOfEpochMinute(localToEpoch(timeZone, days.at(-1)!, 1440)).toISOString();
  const schedule = useQuery(INSTRUCTOR_SCHEDULE_QUERY, {
    variables: { instructorId: props.instructorId, from, to },
    skip: !info,
  });
  const lessons = new Map(
    (schedule.data?.instructorSchedule.lessons ?? []).map((lesson) => [lesson.id, lesson]),
  );
  const blocks = (schedule.data?.instructorSchedule.blocks ?? []).map((block) => {
    const lesson =
      block.type === 'LESSON' && block.referenceId ? lessons.get(block.referenceId) : undefined;
    return {
      ...block,
      start: String(block.start),
      end: String(block.end),
      detail: lesson ? [lesson.lessonTypeLabel, ...lesson.studentNames].join(', ') : undefined,
    };
  });
  const move = (step: number) => {
    const next = new URLSearchParams(params);
    next.set('date', dayToIsoDate(anchorDay + step * (view === 'week' ? 7 : 1)));
    setParams(next);
  };
  const setView = (value: 'day' | 'week' | null) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set('view', value);
    setParams(next);
  };
  const refresh = () => {
    void availability.refetch();
    void schedule.refetch();
  };
  const canWrite = can(roles, 'availability.write');
  const upcoming = (info?.exceptions ?? []).filter((exception) => exception.date >= today);

  if (availability.error) {
    return <Typography color="error">This calendar could not be loaded.</Typography>;
  }
  return (
    <>
      <Typography variant="h1">{info ? `${info.instructorName}: calendar` : 'Calendar'}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Times in {timeZone}.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={view}
          aria-label="Calendar view"
          onChange={(_event, value: 'day' | 'week' | null) => setView(value)}
        >
          {/* The theme's secondary text keeps 4.5:1 on the unselected button (MUI's default does not). */}
          <ToggleButton value="day" sx={{ px: 1.75, color: 'text.secondary' }}>
            Day
          </ToggleButton>
          <ToggleButton value="week" sx={{ px: 1.75, color: 'text.secondary' }}>
            Week
          </ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => move(-1)}>
          Previous
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            const next = new URLSearchParams(params);
            next.delete('date');
            setParams(next);
          }}
        >
          Today
        </Button>
        <Button size="small" variant="outlined" onClick={() => move(1)}>
          Next
        </Button>
        <Typography component="h2" variant="h6" sx={{ ml: 1 }}>
          {view === 'week' ? `Week of ${days[0]}` : days[0]}
        </Typography>
      </Box>
      <Legend />
      <Paper variant="outlined" sx={{ p: 1, mb: 3 }}>
        <ScheduleGrid days={days} timeZone={timeZone} blocks={blocks} />
      </Paper>

      {info && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
          {/* Four time fields a weekday need the full width to show their times. */}
          <Paper variant="outlined" sx={{ p: 2, gridColumn: '1 / -1' }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              Weekly hours
            </Typography>
            {canWrite ? (
              <WeeklyHoursEditor
                key={JSON.stringify(info.weeklyHours) + JSON.stringify(info.breaks)}
                instructorId={props.instructorId}
                weeklyHours={info.weeklyHours}
                breaks={info.breaks}
                onSaved={refresh}
              />
            ) : (
              <Typography color="text.secondary">
                {info.weeklyHours.length} working spans a week.
              </Typography>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              Days off and extra hours
            </Typography>
            <ExceptionsEditor
              instructorId={props.instructorId}
              exceptions={upcoming}
              canWrite={canWrite}
              onSaved={refresh}
            />
          </Paper>
          {can(roles, 'availabilityAudit.read') && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography id="instructor-findings" component="h2" variant="h6" sx={{ mb: 1 }}>
                Availability audit
              </Typography>
              <OpenFindings instructorId={props.instructorId} headingId="instructor-findings" />
            </Paper>
          )}
        </Box>
      )}
    </>
  );
}
