// The public course list (/courses?state=wa): one state's courses, or every state's when no state
// is chosen. A state the school does not teach in gets a clear message and the phone number.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { phoneHref } from '../../../domain/phone-link.ts';
import { PUBLIC_STATES, stateName } from '../site/public-states.ts';
import { stateCoursesPath } from '../site/site-links.ts';
import { CourseCard, type CourseCardCourse } from './course-card.tsx';

export interface StateCoursesPageProps {
  /** The chosen state's code (upper case), or null for every state. */
  state: string | null;
  courses: readonly (CourseCardCourse & { state: string })[];
  bookingPhone: string;
}

function StateLinks() {
  return (
    <Box component="nav" aria-label="Courses by state" sx={{ mt: 5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        Courses by state
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, pl: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {PUBLIC_STATES.map((state) => (
          <li key={state.code}>
            <Link component={RouterLink} to={stateCoursesPath(state.code)}>
              {state.name}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function StateCoursesPage({ state, courses, bookingPhone }: StateCoursesPageProps) {
  const title = state ? `Drivers ed courses in ${stateName(state)}` : 'Drivers ed courses';
  const states = [...new Set(courses.map((course) => course.state))];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {title}
      </Typography>
      {courses.length === 0 ? (
        <Typography>
          We do not offer courses in {state ? stateName(state) : 'any state'} online yet. Call us at{' '}
          <Link href={phoneHref(bookingPhone)}>{bookingPhone}</Link> and we will tell you what we
          can do for you there.
        </Typography>
      ) : state ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} headingLevel="h2" />
          ))}
        </Box>
      ) : (
        states.map((code) => (
          <Box key={code} component="section" aria-labelledby={`state-${code}`} sx={{ mb: 4 }}>
            <Typography id={`state-${code}`} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
              {stateName(code)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {courses
                .filter((course) => course.state === code)
                .map((course) => (
                  <CourseCard key={course.id} course={course} />
                ))}
            </Box>
          </Box>
        ))
      )}
      <StateLinks />
    </Container>
  );
}
