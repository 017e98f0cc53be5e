// Calendars (Scheduling): pick an instructor to open their calendar and availability; below, the
// availability audit's open findings for everyone.
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { AVAILABILITY_INSTRUCTOR_OPTIONS_QUERY } from './availability.queries.ts';
import { OpenFindings } from './open-findings.tsx';

export function CalendarsPage() {
  const { roles } = useStaffUser();
  const navigate = useNavigate();
  const { data, loading } = useQuery(AVAILABILITY_INSTRUCTOR_OPTIONS_QUERY);
  const options = data?.availabilityInstructorOptions ?? [];
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Calendars
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Open an instructor&apos;s day and week calendar, and their weekly hours, breaks and days
        off.
      </Typography>
      <Autocomplete
        options={options}
        loading={loading}
        sx={{ maxWidth: 420, mb: 4 }}
        getOptionLabel={(option) => `${option.name} (${option.timeZone})`}
        onChange={(_event, chosen) => {
          if (chosen) void navigate(`/admin/instructors/${chosen.id}/schedule`);
        }}
        renderInput={(params) => <TextField {...params} label="Instructor" size="small" />}
      />
      {can(roles, 'availabilityAudit.read') && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography id="open-findings" component="h2" variant="h6" sx={{ mb: 1 }}>
            Availability audit: open findings
          </Typography>
          <OpenFindings headingId="open-findings" />
        </Paper>
      )}
    </>
  );
}
