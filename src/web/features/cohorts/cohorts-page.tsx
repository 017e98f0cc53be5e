// Cohorts of one course (SPEC §2 "Cohorts per course"): each class with its dates, seats taken
// and whether it takes enrolments; closed and ended ones on request. ClassroomManager and Admin
// add and change cohorts; every back-office role reads them.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { CohortDialog } from './cohort-dialog.tsx';
import { seatsLabel, type EditableCohort } from './cohort-form.ts';
import { COURSE_COHORTS_QUERY } from './cohorts.queries.ts';
import { ListPageHeader } from '../../ui/list-page-header.tsx';

const RESULTS_HEADING_ID = 'cohorts-results';

export const cohortPath = (courseId: string, cohortId?: string) =>
  `/admin/courses/${courseId}/cohorts${cohortId ? `/${cohortId}` : ''}`;

export function CohortStatusChip(props: {
  cohort: { isOpen: boolean; isEnrollmentOpen: boolean; numEnrolled: number; maxEnrollees: number };
}) {
  const { cohort } = props;
  const label = cohort.isEnrollmentOpen
    ? 'Open'
    : cohort.isOpen && cohort.numEnrolled >= cohort.maxEnrollees
      ? 'Full'
      : 'Closed';
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      // Warning orange on white fails contrast; Full reads from its label.
      color={label === 'Open' ? 'success' : 'default'}
    />
  );
}

export function CohortsPage(props: { courseId: string }) {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'cohorts.write');
  const [doShowClosed, setDoShowClosed] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(COURSE_COHORTS_QUERY, {
    variables: { courseId: props.courseId, doShowClosed },
  });
  const [editing, setEditing] = useState<EditableCohort | 'new' | null>(null);
  const loaded = data ?? previousData;
  const course = loaded?.course;
  const cohorts = loaded?.cohorts ?? [];

  if (loaded && !course) {
    return (
      <>
        <Typography variant="h1" gutterBottom>
          Course not found
        </Typography>
        <Link component={RouterLink} to="/admin/courses">
          Back to the courses
        </Link>
      </>
    );
  }

  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/admin/courses">
          Courses
        </Link>
        <Typography color="text.primary">{course?.name ?? 'Course'}</Typography>
      </Breadcrumbs>
      <ListPageHeader
        title="Cohorts"
        description={
          <>
            The classes of {course?.name ?? 'this course'}. A cohort takes enrolments while it is
            open, has a seat left and has not ended.
          </>
        }
        create={canWrite && course && { label: 'New cohort', onClick: () => setEditing('new') }}
      />
      <FormControlLabel
        sx={{ mb: 2 }}
        control={
          <Switch
            checked={doShowClosed}
            onChange={(event) => setDoShowClosed(event.target.checked)}
          />
        }
        label="Show closed and ended cohorts"
      />
      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading="Cohorts"
        summary={
          loaded
            ? `${cohorts.length} ${cohorts.length === 1 ? 'cohort' : 'cohorts'}`
            : 'Loading cohorts…'
        }
        loading={loading}
        rowsName="cohorts"
        errorText="The cohorts could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      {loaded && cohorts.length === 0 && (
        <Typography color="text.secondary">
          {doShowClosed ? 'No cohorts yet.' : 'No open cohorts. Show closed ones to see the rest.'}
        </Typography>
      )}
      <Stack component="ul" aria-labelledby={RESULTS_HEADING_ID} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {cohorts.map((cohort) => (
          <Paper
            key={cohort.id}
            component="li"
            variant="outlined"
            sx={{
              listStyle: 'none',
              p: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 22rem' }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  <Link component={RouterLink} to={cohortPath(props.courseId, cohort.id)}>
                    {cohort.name}
                  </Link>
                </Typography>
                <CohortStatusChip cohort={cohort} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {cohort.startDate} to {cohort.endDate} · {cohort.timeZone} ·{' '}
                {cohort.sessions.length} {cohort.sessions.length === 1 ? 'session' : 'sessions'}
              </Typography>
              <Typography variant="body2">
                {seatsLabel(cohort.numEnrolled, cohort.maxEnrollees)}
              </Typography>
            </Box>
            {canWrite && (
              <Button
                variant="outlined"
                size="small"
                aria-label={`Edit ${cohort.name}`}
                onClick={() => setEditing(cohort)}
              >
                Edit
              </Button>
            )}
          </Paper>
        ))}
      </Stack>
      {editing && course && (
        <CohortDialog
          courseId={course.id}
          defaultTimeZone={stateTimeZone(course.state)}
          cohort={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
    </>
  );
}
