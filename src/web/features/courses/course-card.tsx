import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCourseHours } from '../../../domain/courses/course-length.ts';
import { formatCents } from '../../../domain/currency.ts';
import { courseWhere } from './course-facts.ts';

export interface CourseCardCourse {
  id: string;
  name: string;
  summary: string;
  requiredSeconds: number;
  priceCents: number;
  path: string;
  offerings: readonly { format: string; location: string }[];
}

/** One course in a state's list: its name links to its page. */
export function CourseCard({
  course,
  headingLevel = 'h3',
}: {
  course: CourseCardCourse;
  /** h2 in a one-state list (right under the page title), h3 under a state's heading. */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Box
      component="article"
      sx={{ p: 3, borderRadius: 3, border: '1px solid #E3E7EC', bgcolor: 'background.paper' }}
    >
      <Typography component={headingLevel} variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        <Link component={RouterLink} to={course.path}>
          {course.name}
        </Link>
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{course.summary}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {formatCourseHours(course.requiredSeconds)} · {courseWhere(course.offerings)} ·{' '}
        {formatCents(course.priceCents)}
      </Typography>
    </Box>
  );
}
