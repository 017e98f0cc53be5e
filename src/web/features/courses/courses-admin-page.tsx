// Courses (Learning): every course of every state, published or draft, with its state rule, price
// and offerings. Every staff member reads them; ClassroomManager and Admin add and change them.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  courseCategoryLabel,
  type CourseCategory,
} from '../../../domain/courses/course-catalog.ts';
import { formatCourseHours } from '../../../domain/courses/course-length.ts';
import { formatCents } from '../../../domain/currency.ts';
import { can } from '../../../domain/permissions.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { PUBLIC_STATES } from '../site/public-states.ts';
import { ADMIN_COURSES_QUERY } from './admin-courses.queries.ts';
import { CourseDialog } from './course-dialog.tsx';
import { coursePace, courseWhere } from './course-facts.ts';
import type { AdminCourse } from './course-form.ts';
import { CourseOfferingsDialog } from './course-offerings-dialog.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';

const RESULTS_HEADING_ID = 'courses-results';

export function CoursesAdminPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'courses.write');
  const [state, setState] = useState('');
  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_COURSES_QUERY, {
    variables: { state: state || null },
  });
  const [editing, setEditing] = useState<AdminCourse | 'new' | null>(null);
  const [offeringsOf, setOfferingsOf] = useState<string | null>(null);
  const loaded = (data ?? previousData)?.courses;
  const courses = loaded ?? [];
  const offeringsCourse = courses.find((course) => course.id === offeringsOf);

  return (
    <>
      <ListPageHeader
        title="Courses"
        description="The courses each state sells, with the seat-time rule the course player enforces. A published course has a public page at its state and category; drafts are seen here only."
        create={canWrite && { label: 'New course', onClick: () => setEditing('new') }}
      />
      <TextField
        select
        size="small"
        label="State"
        value={state}
        onChange={(event) => setState(event.target.value)}
        // "All states" is a choice, not a placeholder: show it under a raised label.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220, mb: 3 }}
      >
        <MenuItem value="">All states</MenuItem>
        {PUBLIC_STATES.map((entry) => (
          <MenuItem key={entry.code} value={entry.code}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>

      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading="Courses"
        summary={
          loaded
            ? `${courses.length} ${courses.length === 1 ? 'course' : 'courses'}`
            : 'Loading courses…'
        }
        loading={loading}
        rowsName="courses"
        errorText="The courses could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      {loaded && courses.length === 0 && (
        <Typography color="text.secondary">No courses in this state yet.</Typography>
      )}
      <Stack component="ul" aria-labelledby={RESULTS_HEADING_ID} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {courses.map((course) => (
          <Paper
            key={course.id}
            component="li"
            variant="outlined"
            sx={{
              listStyle: 'none',
              p: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 22rem' }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {course.name}
                </Typography>
                <Chip
                  size="small"
                  label={course.isPublished ? 'Published' : 'Draft'}
                  color={course.isPublished ? 'success' : 'default'}
                  variant="outlined"
                />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {course.state} · {courseCategoryLabel(course.category as CourseCategory)} ·{' '}
                {formatCourseHours(course.requiredSeconds)} · {coursePace(course)} ·{' '}
                {formatCents(course.priceCents)}
              </Typography>
              <Typography variant="body2">{courseWhere(course.offerings)}</Typography>
              {course.isPublished && (
                <Link href={course.path} variant="body2">
                  Public page {course.path}
                </Link>
              )}
            </Box>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="outlined"
                component={RouterLink}
                to={`/admin/courses/${course.id}/content`}
                aria-label={`Content of ${course.name}`}
              >
                Content
              </Button>
              <Button
                size="small"
                variant="outlined"
                component={RouterLink}
                to={`/admin/courses/${course.id}/cohorts`}
                aria-label={`Cohorts of ${course.name}`}
              >
                Cohorts
              </Button>
              {canWrite && (
                <>
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={`Edit ${course.name}`}
                    onClick={() => setEditing(course)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Offerings of ${course.name}`}
                    onClick={() => setOfferingsOf(course.id)}
                  >
                    Offerings
                  </Button>
                </>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>

      {editing && (
        <CourseDialog
          course={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      {offeringsCourse && (
        <CourseOfferingsDialog
          course={offeringsCourse}
          onClose={() => setOfferingsOf(null)}
          onChanged={() => void refetch()}
        />
      )}
    </>
  );
}
