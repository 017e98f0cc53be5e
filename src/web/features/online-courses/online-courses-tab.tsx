// The student's Online courses tab (SPEC §2): each enrolment with credited seat time against the
// course's requirement and a row per local day; staff who enrol students enrol, unenrol and move
// them, and staff who correct seat time patch a day.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { can } from '../../../domain/permissions.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TabHeading } from '../students/tabs/tab-heading.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { ChooseCourseDialog, type ChooseCourseMode } from './choose-course-dialog.tsx';
import {
  STUDENT_ONLINE_COURSES_QUERY,
  UNENROLL_MUTATION,
  type OnlineEnrollment,
} from './online-courses.queries.ts';
import { PatchSeatTimeDialog } from './patch-seat-time-dialog.tsx';
import { CourseProgressSummary } from './course-progress-summary.tsx';
import { SeatTimeDaysTable } from './seat-time-days-table.tsx';
import { formatSeatTime } from './seat-time-format.ts';
import { timeZoneLabel } from '../../../domain/scheduling/us-time-zones.ts';
import { RetryAlert } from '../../ui/list-results-status.tsx';

const HEADING_ID = 'tab-heading-online-courses';

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

const STATUS_LABELS = { Enrolled: 'Enrolled', Unenrolled: 'Unenrolled', Migrated: 'Moved' };

/** The audit report's downloads (docs/seat-time.md "Audit report"), served as files by the API. */
const reportUrl = (enrollmentId: string, format: 'pdf' | 'csv') =>
  `/api/seat-time-reports/enrollments/${encodeURIComponent(enrollmentId)}/${format}`;

function EnrollmentCard(props: {
  enrollment: OnlineEnrollment;
  canEnroll: boolean;
  canPatch: boolean;
  canReport: boolean;
  onMigrate: () => void;
  onUnenroll: () => void;
  onPatch: () => void;
}) {
  const { enrollment } = props;
  const share = Math.min(100, (enrollment.creditedSeconds / enrollment.requiredSeconds) * 100);
  const headingId = `enrollment-${enrollment.id}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', flexGrow: 1 }}>
          {enrollment.name}
        </Typography>
        <Chip
          size="small"
          label={STATUS_LABELS[enrollment.status]}
          color={enrollment.enrolled ? 'success' : 'default'}
        />
      </Box>
      <Typography variant="body2">
        Credited {formatSeatTime(enrollment.creditedSeconds)} of{' '}
        {formatSeatTime(enrollment.requiredSeconds)}
        {enrollment.dailyCapSeconds
          ? ` (at most ${formatSeatTime(enrollment.dailyCapSeconds)} a day)`
          : ''}
        {' · '}
        {enrollment.creditedDays} {enrollment.creditedDays === 1 ? 'day' : 'days'}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={share}
        aria-label={`Seat time credited, ${enrollment.name}`}
        sx={{ my: 1, height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {enrollment.seatTimeComplete
          ? 'Seat time complete.'
          : enrollment.earliestCompletionDate
            ? `Seat time complete on ${enrollment.earliestCompletionDate} at the earliest.`
            : 'Seat time not complete.'}{' '}
        Days in {timeZoneLabel(enrollment.timeZone)} time.
      </Typography>
      {enrollment.endedReason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The enrolment ended. {enrollment.endedReason}
        </Alert>
      )}
      {enrollment.identityCheck.asksQuestions && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Identity questions:{' '}
          {enrollment.identityCheck.answered
            ? `answers given; ${enrollment.identityCheck.asked} asked, ${enrollment.identityCheck.passed} answered right, ${enrollment.identityCheck.missed} missed (${enrollment.identityCheck.maxMisses} misses end the enrolment).`
            : 'the student has not given the answers yet (asked at the first open of the course).'}
        </Typography>
      )}
      <CourseProgressSummary enrollment={enrollment} />
      <SeatTimeDaysTable enrollment={enrollment} />
      {props.canReport && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>
            Audit report:
          </Typography>
          <Button
            size="small"
            variant="outlined"
            href={reportUrl(enrollment.id, 'pdf')}
            download
            aria-label={`Download the audit report of ${enrollment.name} as PDF`}
          >
            PDF
          </Button>
          <Button
            size="small"
            variant="outlined"
            href={reportUrl(enrollment.id, 'csv')}
            download
            aria-label={`Download the audit report of ${enrollment.name} as CSV`}
          >
            CSV
          </Button>
        </Box>
      )}
      {(props.canPatch || (props.canEnroll && enrollment.enrolled)) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {props.canPatch && (
            <Button variant="outlined" onClick={props.onPatch}>
              Correct time
            </Button>
          )}
          {props.canEnroll && enrollment.enrolled && (
            <>
              <Button variant="outlined" onClick={props.onMigrate}>
                Move to another course
              </Button>
              <Button color="error" onClick={props.onUnenroll}>
                Unenrol
              </Button>
            </>
          )}
        </Box>
      )}
    </Paper>
  );
}

export function OnlineCoursesTab(props: {
  studentId: string;
  studentName: string;
  state: string | null;
}) {
  const { roles } = useStaffUser();
  const canEnroll = can(roles, 'onlineCourses.enroll');
  const canPatch = can(roles, 'seatTime.patch');
  const canReport = can(roles, 'seatTime.report');
  const { reportMutation, showMessage } = useSnackbar();
  const [choosing, setChoosing] = useState<ChooseCourseMode | null>(null);
  const [patching, setPatching] = useState<OnlineEnrollment | null>(null);
  const [unenrolling, setUnenrolling] = useState<OnlineEnrollment | null>(null);
  const [unenroll, { loading: unenrollBusy }] = useMutation(UNENROLL_MUTATION);
  const { data, loading, error, refetch } = useQuery(STUDENT_ONLINE_COURSES_QUERY, {
    variables: { studentId: props.studentId },
    fetchPolicy: 'cache-and-network',
  });
  const enrollments = data?.studentOnlineCourses;

  async function confirmUnenroll(enrollment: OnlineEnrollment) {
    const done = await reportMutation(unenroll({ variables: { id: enrollment.id } }));
    setUnenrolling(null);
    if (!done?.data) return;
    showMessage(`Unenrolled from ${enrollment.name}.`, 'success');
    void refetch();
  }

  return (
    <>
      <TabHeading
        id={HEADING_ID}
        title="Online courses"
        intro="Credited seat time per local day of the course’s state, after corrections and the daily cap."
        action={
          canEnroll && (
            <Button
              variant="contained"
              onClick={() =>
                setChoosing({
                  kind: 'enroll',
                  studentId: props.studentId,
                  studentName: props.studentName,
                  state: props.state,
                })
              }
            >
              Enrol
            </Button>
          )
        }
      />
      {error ? (
        <RetryAlert onRetry={() => void refetch()}>
          The online courses could not be loaded. {error.message}
        </RetryAlert>
      ) : !enrollments ? (
        <Typography role="status" color="text.secondary">
          {loading ? 'Loading online courses…' : ''}
        </Typography>
      ) : enrollments.length === 0 ? (
        <Typography color="text.secondary">Not enrolled in any online course.</Typography>
      ) : (
        // minmax(0, 1fr): a wide day table scrolls inside its card instead of widening the page.
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          {enrollments.map((enrollment) => (
            <EnrollmentCard
              key={enrollment.id}
              enrollment={enrollment}
              canEnroll={canEnroll}
              canPatch={canPatch}
              canReport={canReport}
              onMigrate={() => setChoosing({ kind: 'migrate', enrollment })}
              onUnenroll={() => setUnenrolling(enrollment)}
              onPatch={() => setPatching(enrollment)}
            />
          ))}
        </Box>
      )}
      {choosing && (
        <ChooseCourseDialog
          mode={choosing}
          onClose={() => setChoosing(null)}
          onDone={() => {
            setChoosing(null);
            void refetch();
          }}
        />
      )}
      {patching && (
        <PatchSeatTimeDialog
          enrollment={patching}
          today={todayIn(patching.timeZone)}
          onClose={() => setPatching(null)}
          onDone={() => {
            setPatching(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(unenrolling)}
        title="Unenrol from this course?"
        confirmLabel="Unenrol"
        busy={unenrollBusy}
        onConfirm={() => unenrolling && void confirmUnenroll(unenrolling)}
        onCancel={() => setUnenrolling(null)}
      >
        {unenrolling?.name}: the timer stops counting. Seat time credited so far stays on record.
      </ConfirmDialog>
    </>
  );
}
