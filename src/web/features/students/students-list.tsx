// The students grid's columns. The name links to the student's page.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { StudentsQuery } from '../../gql/graphql.ts';
import type { ListGridColumn } from '../../ui/list-grid.tsx';
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

const licence = (student: StudentRow) =>
  student.licenseNumber
    ? `${student.licenseNumber}${student.usStateId ? ` (${student.usStateId})` : ''}`
    : '';

export const STUDENT_COLUMNS: readonly ListGridColumn<StudentRow>[] = [
  {
    field: 'name',
    header: 'Name',
    text: (student) => `${student.name}${student.isAccountDisabled ? ' (account disabled)' : ''}`,
    render: (student) => (
      <span>
        <StudentLink student={student} />
        {student.isAccountDisabled && <DisabledChip />}
      </span>
    ),
    minWidth: 170,
  },
  { field: 'email', header: 'Email', text: (student) => student.email ?? '—', minWidth: 200 },
  {
    field: 'phone',
    header: 'Phone',
    text: (student) => phoneForDisplay(student.address.phone) || '—',
    minWidth: 140,
  },
  { field: 'city', header: 'City', text: (student) => place(student) || '—', hideOnPhone: true },
  {
    field: 'dob',
    header: 'Date of birth',
    text: (student) => birthDate(student) || '—',
    minWidth: 190,
    hideOnPhone: true,
  },
  {
    field: 'licence',
    header: 'Licence',
    text: (student) => licence(student) || '—',
    hideOnPhone: true,
  },
];
