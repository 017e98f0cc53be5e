// The top of a student's page: name, age, state of the record, contact, the parent accounts that
// manage the record from the portal (read-only: parents link their teens themselves), and every
// booking alert as a banner (staff must see them before booking anything).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { phoneHref } from '../../../domain/phone-link.ts';
import type { StudentQuery } from '../../gql/graphql.ts';
import { describeAge, phoneForDisplay } from './student-labels.ts';
import { STUDENTS_PATH } from './student-paths.ts';

type Student = StudentQuery['student'];
type Guardian = StudentQuery['studentGuardians'][number];
export type BookingAlertView = StudentQuery['bookingAlerts'][number];

/**
 * Active, or why not: the record is deleted, or its sign-in account is disabled. A teen without a
 * sign-in of their own whom a parent manages is active through the parent's account.
 */
function recordState(
  student: Pick<Student, 'isDeleted' | 'isAccountDisabled' | 'userId'>,
  guardians: readonly Guardian[],
) {
  if (student.isDeleted) return { label: 'Deleted', tone: '#FDE2E4' };
  if (student.isAccountDisabled) return { label: 'Account disabled', tone: '#E8EAED' };
  if (!student.userId && guardians.length > 0)
    return { label: 'Managed by a parent', tone: '#D5F5DD' };
  if (!student.userId) return { label: 'No sign-in account', tone: '#E8EAED' };
  return { label: 'Active', tone: '#D5F5DD' };
}

export function StudentHeader({
  student,
  guardians,
}: {
  student: Student;
  guardians: readonly Guardian[];
}) {
  const state = recordState(student, guardians);
  const age = describeAge(student.age, student.dob);
  const phone = phoneForDisplay(student.address.phone);
  const place = [student.address.city, student.address.state].filter(Boolean).join(', ');
  const facts = [
    age && `${age} (born ${formatDate(student.dob, DATE_FORMAT)})`,
    place,
    `Student since ${formatDate(student.signupTimestamp, DATE_FORMAT)}`,
  ].filter(Boolean);

  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Link component={RouterLink} to={STUDENTS_PATH} variant="body2">
        ← All students
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1, mb: 1 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {student.name}
        </Typography>
        <Chip
          label={state.label}
          size="small"
          sx={{ bgcolor: state.tone, color: 'text.primary', fontWeight: 600 }}
        />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {facts.join(' · ')}
      </Typography>
      <Box
        component="ul"
        aria-label="Contact"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {student.email && (
          <li>
            <Link
              href={`mailto:${student.email}`}
              underline="always"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {student.email}
            </Link>
          </li>
        )}
        {phone && (
          <li>
            <Link href={phoneHref(student.address.phone ?? phone)} underline="always">
              {phone}
            </Link>
          </li>
        )}
        {student.parentName && (
          <li>
            <Typography component="span">
              Parent: {student.parentName}
              {student.parentEmail ? ` (${student.parentEmail})` : ''}
            </Typography>
          </li>
        )}
        {guardians.map((guardian) => (
          <li key={guardian.userId}>
            <Typography component="span">
              Parent account: {guardian.name} (
              <Link
                href={`mailto:${guardian.email}`}
                underline="always"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {guardian.email}
              </Link>
              ), since {formatDate(guardian.linkedAt, DATE_FORMAT)}
            </Typography>
          </li>
        ))}
        {!student.email && !phone && !student.parentName && guardians.length === 0 && (
          <li>
            <Typography component="span" color="text.secondary">
              No contact details yet
            </Typography>
          </li>
        )}
      </Box>
    </Box>
  );
}

export function BookingAlertBanners({ alerts }: { alerts: readonly BookingAlertView[] }) {
  if (alerts.length === 0) return null;
  return (
    <Box component="section" aria-label="Booking alerts" sx={{ display: 'grid', gap: 1, mb: 3 }}>
      {alerts.map((alert) => (
        <Alert key={alert.id} severity="warning" variant="outlined" sx={{ bgcolor: '#FFF8E6' }}>
          <AlertTitle sx={{ fontWeight: 600 }}>Booking alert</AlertTitle>
          <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{alert.text}</Box>
          <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {alert.createdBy.name}, {formatDate(alert.createdAt, DATE_TIME_FORMAT)}
          </Typography>
        </Alert>
      ))}
    </Box>
  );
}
