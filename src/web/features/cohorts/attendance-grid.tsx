// The roster of a cohort with one attendance choice per student and session (Present, Absent,
// Made up, Not set). A choice is saved at once; staff who cannot write see the marks as text.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ATTENDANCE_VALUES,
  attendanceLabel,
  type Attendance,
} from '../../../domain/cohorts/attendance.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { SET_COHORT_ATTENDANCE_MUTATION } from './cohorts.queries.ts';

// Read by screen readers, not shown: the header of the column of row buttons.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface RosterStudent {
  studentId: string;
  name: string;
  email?: string | null;
  attendance: { sessionId: string; attendance: Attendance }[];
}

export function AttendanceGrid(props: {
  sessions: { id: string; name: string }[];
  students: RosterStudent[];
  canWrite: boolean;
  onRemove: (student: RosterStudent) => void;
  onChanged: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [mark, markState] = useMutation(SET_COHORT_ATTENDANCE_MUTATION);

  async function choose(student: RosterStudent, sessionId: string, attendance: Attendance) {
    const saved = await reportMutation(
      mark({ variables: { sessionId, studentId: student.studentId, attendance } }),
    );
    if (saved) props.onChanged();
  }

  if (props.students.length === 0) {
    return <Typography color="text.secondary">No students enrolled yet.</Typography>;
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Roster and attendance">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Student</TableCell>
            {props.sessions.map((session) => (
              <TableCell key={session.id} scope="col">
                {session.name}
              </TableCell>
            ))}
            {props.canWrite && (
              <TableCell scope="col">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.students.map((student) => (
            <TableRow key={student.studentId}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {student.name}
                </Typography>
                {student.email && (
                  <Typography variant="caption" color="text.secondary">
                    {student.email}
                  </Typography>
                )}
              </TableCell>
              {props.sessions.map((session) => {
                const value =
                  student.attendance.find((entry) => entry.sessionId === session.id)?.attendance ??
                  'Not_Set';
                return (
                  <TableCell key={session.id} sx={{ minWidth: 130 }}>
                    {props.canWrite ? (
                      <TextField
                        select
                        size="small"
                        fullWidth
                        value={value}
                        disabled={markState.loading}
                        onChange={(event) =>
                          void choose(student, session.id, event.target.value as Attendance)
                        }
                        slotProps={{
                          htmlInput: {
                            'aria-label': `Attendance of ${student.name} at ${session.name}`,
                          },
                        }}
                      >
                        {ATTENDANCE_VALUES.map((option) => (
                          <MenuItem key={option} value={option}>
                            {attendanceLabel(option)}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      attendanceLabel(value)
                    )}
                  </TableCell>
                );
              })}
              {props.canWrite && (
                <TableCell>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Remove ${student.name} from the cohort`}
                    onClick={() => props.onRemove(student)}
                  >
                    Remove
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
