// The availability audit's open findings: lessons outside availability or overlapping another.
// Times are in the instructor's own zone (the school's when none is set), with the zone named:
// the viewer's browser may be anywhere.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import {
  DEFAULT_TIME_ZONE,
  formatDate,
  LONG_DATE_TIME_ZONE_FORMAT,
  TIME_FORMAT,
} from '../../../domain/date-format.ts';
import { FINDING_KIND_LABELS } from '../../../domain/scheduling/lesson-availability-findings.ts';
import { AVAILABILITY_AUDIT_FINDINGS_QUERY } from './availability.queries.ts';

/** "June 13, 2030, 8:00am PDT – 9:00am" in the instructor's zone. */
function when(start: string, end: string, zone: string): string {
  const timeZone = zone || DEFAULT_TIME_ZONE;
  return `${formatDate(start, LONG_DATE_TIME_ZONE_FORMAT, timeZone)} – ${formatDate(end, TIME_FORMAT, timeZone)}`;
}

export function OpenFindings(props: { instructorId?: string; headingId: string }) {
  const { data, error } = useQuery(AVAILABILITY_AUDIT_FINDINGS_QUERY, {
    variables: { instructorId: props.instructorId ?? null },
  });
  const findings = data?.availabilityAuditFindings.edges.map((edge) => edge.node) ?? [];
  if (error) return <Typography color="error">The audit findings could not be loaded.</Typography>;
  if (findings.length === 0)
    return <Typography color="text.secondary">No open findings.</Typography>;
  return (
    <Box component="ul" aria-labelledby={props.headingId} sx={{ pl: 2, mt: 0 }}>
      {findings.map((finding) => (
        <li key={finding.id}>
          <strong>{FINDING_KIND_LABELS[finding.kind]}</strong>: {finding.lessonTypeLabel},{' '}
          {when(finding.lessonStart, finding.lessonEnd, finding.instructorTimeZone)}
          {props.instructorId ? null : (
            <>
              {' · '}
              <Link to={`/admin/instructors/${finding.instructorId}/schedule`}>
                {finding.instructorName}
              </Link>
            </>
          )}
        </li>
      ))}
    </Box>
  );
}
