// One cohort: its facts, its sessions, and the roster with an attendance grid. ClassroomManager
// and Admin enrol a student (the usual student search), remove one and mark attendance; a cohort
// with nobody enrolled can be deleted.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { StudentPicker, type PickedStudent } from '../ledger/student-picker.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { AttendanceGrid } from './attendance-grid.tsx';
import { CohortDialog } from './cohort-dialog.tsx';
import { seatsLabel } from './cohort-form.ts';
import { CohortSessionsSection } from './cohort-sessions-section.tsx';
import { cohortPath, CohortStatusChip } from './cohorts-page.tsx';
import {
  COHORT_ROSTER_QUERY,
  DELETE_COHORT_MUTATION,
  ENROLL_STUDENT_IN_COHORT_MUTATION,
  REMOVE_STUDENT_FROM_COHORT_MUTATION,
} from './cohorts.queries.ts';

export function CohortDetailPage(props: { courseId: string; cohortId: string }) {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'cohorts.write');
  const navigate = useNavigate();
  const { reportMutation } = useSnackbar();
  const { data, error, refetch } = useQuery(COHORT_ROSTER_QUERY, {
    variables: { cohortId: props.cohortId },
  });
  const [student, setStudent] = useState<PickedStudent | null>(null);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<{ studentId: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [enrol, enrolState] = useMutation(ENROLL_STUDENT_IN_COHORT_MUTATION);
  const [remove, removeState] = useMutation(REMOVE_STUDENT_FROM_COHORT_MUTATION);
  const [deleteCohort, deleteState] = useMutation(DELETE_COHORT_MUTATION);
  const roster = data?.cohortRoster;
  const refresh = () => void refetch();

  if (error && !roster) {
    return (
      <>
        <Typography variant="h1" gutterBottom>
          Cohort not found
        </Typography>
        <Link component={RouterLink} to={cohortPath(props.courseId)}>
          Back to the cohorts
        </Link>
      </>
    );
  }
  if (!roster) return <Typography role="status">Loading the cohort…</Typography>;
  const { cohort, students } = roster;

  async function enrolPicked() {
    if (!student) return;
    const done = await reportMutation(
      enrol({ variables: { cohortId: cohort.id, studentId: student.id } }),
      { success: `${student.name} was enrolled.` },
    );
    if (done) {
      setStudent(null);
      refresh();
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    const done = await reportMutation(
      remove({ variables: { cohortId: cohort.id, studentId: removing.studentId } }),
      { success: `${removing.name} was removed from the cohort.` },
    );
    setRemoving(null);
    if (done) refresh();
  }

  async function confirmDelete() {
    const done = await reportMutation(deleteCohort({ variables: { id: cohort.id } }), {
      success: `${cohort.name} was deleted.`,
    });
    setDeleting(false);
    if (done) void navigate(cohortPath(props.courseId));
  }

  const full = cohort.numEnrolled >= cohort.maxEnrollees;
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/admin/courses">
          Courses
        </Link>
        <Link component={RouterLink} to={cohortPath(props.courseId)}>
          Cohorts
        </Link>
        <Typography color="text.primary">{cohort.name}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography variant="h1">{cohort.name}</Typography>
        <CohortStatusChip cohort={cohort} />
      </Box>
      <Typography color="text.secondary">
        {cohort.startDate} to {cohort.endDate} · {cohort.timeZone} ·{' '}
        {seatsLabel(cohort.numEnrolled, cohort.maxEnrollees)}
      </Typography>
      {cohort.description && <Typography sx={{ mt: 1 }}>{cohort.description}</Typography>}
      {canWrite && (
        <Box sx={{ display: 'flex', gap: 1, my: 2 }}>
          <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
            Edit cohort
          </Button>
          <Button
            size="small"
            color="error"
            disabled={cohort.numEnrolled > 0}
            title={cohort.numEnrolled > 0 ? 'Remove the students first' : undefined}
            onClick={() => setDeleting(true)}
          >
            Delete cohort
          </Button>
        </Box>
      )}
      <CohortSessionsSection cohort={cohort} canWrite={canWrite} onChanged={refresh} />
      <Box component="section" aria-labelledby="cohort-roster">
        <Typography id="cohort-roster" variant="h2" sx={{ mb: 1 }}>
          Roster and attendance
        </Typography>
        {canWrite &&
          (full ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              Every seat is taken. Raise the seats or remove a student to enrol another.
            </Alert>
          ) : (
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'flex-start',
                mb: 2,
              }}
            >
              <Box sx={{ flex: '1 1 18rem', maxWidth: 480 }}>
                <StudentPicker
                  label="Student to enrol"
                  excludeId=""
                  value={student}
                  onChange={setStudent}
                />
              </Box>
              <Button
                variant="contained"
                sx={{ mt: 1 }}
                disabled={!student || enrolState.loading}
                onClick={() => void enrolPicked()}
              >
                Enrol
              </Button>
            </Box>
          ))}
        <AttendanceGrid
          sessions={cohort.sessions}
          students={students}
          canWrite={canWrite}
          onRemove={setRemoving}
          onChanged={refresh}
        />
      </Box>
      {editing && (
        <CohortDialog
          courseId={props.courseId}
          defaultTimeZone={cohort.timeZone}
          cohort={cohort}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={`Remove ${removing?.name ?? 'student'}?`}
        confirmLabel="Remove"
        busy={removeState.loading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        The seat is freed and the student&apos;s attendance in this cohort is forgotten.
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting}
        title={`Delete ${cohort.name}?`}
        confirmLabel="Delete"
        busy={deleteState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(false)}
      >
        The cohort and its sessions are deleted.
      </ConfirmDialog>
    </>
  );
}
