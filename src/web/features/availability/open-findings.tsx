// The availability audit's open findings: lessons outside availability or overlapping another.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { AVAILABILITY_AUDIT_FINDINGS_QUERY } from './availability.queries.ts';

const KIND_TEXT = {
  OUTSIDE_AVAILABILITY: 'Outside availability',
  OVERLAP: 'Overlaps another lesson',
};
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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
          <strong>{KIND_TEXT[finding.kind]}</strong>: {finding.lessonTypeLabel},{' '}
          {when.format(new Date(finding.lessonStart))}
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
