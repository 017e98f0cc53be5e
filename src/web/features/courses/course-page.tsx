// The public page of one course (/{state}/course/{category}): what it is, the state rule that sets
// its pace, where it is taught, its price, how to enrol, a link to book driving lessons in the
// state (drivers ed and parent-taught courses), and the same course in other states.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { bookingLink } from '../../../domain/booking/lesson-product-types.ts';
import { PublicCohortList, type PublicCohort } from '../cohorts/public-cohort-list.tsx';
import { stateName } from '../site/public-states.ts';
import { stateCoursesPath } from '../site/site-links.ts';
import { CourseFactsList } from './course-facts-list.tsx';
import type { PublicCourse } from './courses.queries.ts';
import { EnrolCallToAction } from './enrol-call-to-action.tsx';

export interface OtherStateCourse {
  id: string;
  state: string;
  path: string;
}

interface CoursePageProps {
  course: PublicCourse;
  otherStates: readonly OtherStateCourse[];
  bookingPhone: string;
  /** The course's open cohorts (classroom classes); none for an online course. */
  cohorts?: readonly PublicCohort[];
}

/** Courses on the way to a licence, whose students also need lessons on the road. */
const teachesDriving = (category: string) =>
  category.endsWith('drivers-ed') || category === 'parent-taught';

export function CoursePage({ course, otherStates, bookingPhone, cohorts = [] }: CoursePageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Box component="nav" aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={stateCoursesPath(course.state)}>
          Courses in {stateName(course.state)}
        </Link>
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {course.name}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 4 }}>{course.summary}</Typography>
      <Box component="section" aria-labelledby="facts-title" sx={{ mb: 4 }}>
        <Typography id="facts-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
          At a glance
        </Typography>
        <CourseFactsList course={course} />
      </Box>
      {course.description && (
        <Box component="section" aria-labelledby="about-title" sx={{ mb: 4 }}>
          <Typography id="about-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
            About the course
          </Typography>
          {course.description.split(/\n{2,}/).map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      )}
      <PublicCohortList cohorts={cohorts} />
      <EnrolCallToAction
        enrolPath={course.isSoldOnline ? `${course.path}/enrol` : null}
        bookingPhone={bookingPhone}
      />
      {teachesDriving(course.category) && (
        <Typography sx={{ mt: 3 }}>
          Behind the wheel too?{' '}
          <Link component={RouterLink} to={bookingLink('standard', { state: course.state })}>
            Book driving lessons online
          </Link>{' '}
          with our instructors in {stateName(course.state)}.
        </Typography>
      )}
      <Typography sx={{ mt: 3 }}>
        Cannot afford the course?{' '}
        <Link href={`/scholarship?course=${course.id}`}>Apply for a scholarship</Link>.
      </Typography>
      {otherStates.length > 0 && (
        <Box component="section" aria-labelledby="other-states-title" sx={{ mt: 5 }}>
          <Typography id="other-states-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
            Moving? The same course in other states
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {otherStates.map((other) => (
              <li key={other.id}>
                <Link component={RouterLink} to={other.path}>
                  {stateName(other.state)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Container>
  );
}
