// The coming classes of a classroom course on its public page: each open cohort with its dates,
// its sessions on the cohort's own clock and the seats left. Plain document, no JavaScript.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DocumentType } from '../../gql/index.ts';
import { sessionWhen } from './cohort-form.ts';
import type { PUBLIC_COHORTS_QUERY } from './cohorts.queries.ts';

export type PublicCohort = DocumentType<typeof PUBLIC_COHORTS_QUERY>['cohorts'][number];

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
export const longDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

function seatsLeft(cohort: PublicCohort) {
  const left = cohort.maxEnrollees - cohort.numEnrolled;
  if (!cohort.isEnrollmentOpen || left <= 0) return 'Full';
  return `${left} ${left === 1 ? 'seat' : 'seats'} left`;
}

export function PublicCohortList({ cohorts }: { cohorts: readonly PublicCohort[] }) {
  if (cohorts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="classes-title" sx={{ mb: 4 }}>
      <Typography id="classes-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        Upcoming classes
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {cohorts.map((cohort) => (
          <Box
            component="li"
            key={cohort.id}
            sx={{ border: '1px solid #D5DBE1', borderRadius: '12px', p: { xs: 2, sm: 3 } }}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {cohort.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 1 }}>
              {longDate(cohort.startDate)} to {longDate(cohort.endDate)} · {seatsLeft(cohort)}
            </Typography>
            {cohort.description && <Typography sx={{ mb: 1 }}>{cohort.description}</Typography>}
            {cohort.sessions.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {cohort.sessions.map((session) => (
                  <li key={session.id}>
                    {session.name}: {sessionWhen(session, cohort.timeZone)}
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
