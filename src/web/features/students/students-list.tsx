// One page of students: a table on wider screens, cards at phone width. The name links to the
// student's page.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { StudentsQuery } from '../../gql/graphql.ts';
import { describeAge, phoneForDisplay } from './student-labels.ts';
import { studentPath } from './student-paths.ts';

export type StudentRow = StudentsQuery['students']['edges'][number]['node'];

function StudentLink({ student }: { student: StudentRow }) {
  return (
    <Link component={RouterLink} to={studentPath(student.id)} sx={{ fontWeight: 600 }}>
      {student.name}
    </Link>
  );
}

function DisabledChip() {
  return (
    <Chip
      label="Account disabled"
      size="small"
      sx={{ ml: 1, bgcolor: '#E8EAED', color: 'text.primary' }}
    />
  );
}

const birthDate = (student: StudentRow) => {
  const date = formatDate(student.dob, DATE_FORMAT);
  if (!date) return '';
  const age = describeAge(student.age, student.dob);
  return age ? `${date} (${age})` : date;
};

const place = (student: StudentRow) =>
  [student.address.city, student.address.state].filter(Boolean).join(', ');

export function StudentsTable(props: { students: readonly StudentRow[]; captionId: string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={props.captionId}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell>City</TableCell>
            <TableCell>Date of birth</TableCell>
            <TableCell>Licence</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.students.map((student) => (
            <TableRow key={student.id} hover>
              <TableCell>
                <StudentLink student={student} />
                {student.isAccountDisabled && <DisabledChip />}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{student.email ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {phoneForDisplay(student.address.phone) || '—'}
              </TableCell>
              <TableCell>{place(student) || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{birthDate(student) || '—'}</TableCell>
              <TableCell>
                {student.licenseNumber
                  ? `${student.licenseNumber}${student.usStateId ? ` (${student.usStateId})` : ''}`
                  : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function StudentsCards(props: { students: readonly StudentRow[]; captionId: string }) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.captionId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {props.students.map((student) => (
        <Paper component="li" key={student.id} variant="outlined" sx={{ p: 2 }}>
          <Typography component="div" sx={{ mb: 0.5 }}>
            <StudentLink student={student} />
            {student.isAccountDisabled && <DisabledChip />}
          </Typography>
          {student.email && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {student.email}
            </Typography>
          )}
          {student.address.phone && (
            <Typography variant="body2">{phoneForDisplay(student.address.phone)}</Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {[place(student), birthDate(student) && `Born ${birthDate(student)}`]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
