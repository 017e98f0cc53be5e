// "My lessons": the upcoming and past lessons of each student record the signed-in account holds
// (myStudents, then lessons(studentId)), under each student's name when there are several (a
// parent's teens). An account without one gets an explanation, and
// staff a way to the back-office.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { MY_STUDENTS_QUERY, PORTAL_LESSONS_QUERY } from './portal.queries.ts';
import { PortalLessonCard, type PortalLesson } from './portal-lesson-card.tsx';
import { splitLessons } from './portal-lessons.ts';
import { PortalCertificates } from './portal-certificates.tsx';
import { BtwOwnProgress } from '../behind-the-wheel/btw-own-progress.tsx';
import { PortalWaitlist } from '../waitlist/portal-waitlist.tsx';
import { CalendarLinkPanel } from '../calendar-link/calendar-link-panel.tsx';
import { RetryAlert } from '../../ui/list-results-status.tsx';

// Shown only to an account without a student record (staff, mostly): it reads the permission
// matrix to offer the back-office, which a student's first load then does without.
const NoStudentRecord = lazy(() => import('./no-student-record.tsx'));

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <RetryAlert onRetry={onRetry}>{errorMessageOf(error)}</RetryAlert>;
}

function LessonList(props: {
  title: string;
  empty: string;
  lessons: PortalLesson[];
  studentId: string;
  now: Date;
}) {
  const headingId = `${props.studentId}-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        {props.title}
      </Typography>
      {props.lessons.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
          {props.lessons.map((lesson) => (
            <PortalLessonCard
              key={lesson.id}
              lesson={lesson}
              studentId={props.studentId}
              now={props.now}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function StudentLessons({
  student,
  named,
}: {
  student: { id: string; name: string };
  named: boolean;
}) {
  // Fixed for the visit: a lesson ending while the page is open moves on the next visit.
  const [now] = useState(() => new Date());
  const { data, loading, error, refetch } = useQuery(PORTAL_LESSONS_QUERY, {
    variables: { studentId: student.id },
  });
  const lessons = data?.lessons.edges.map((edge) => edge.node) ?? [];
  const { upcoming, past } = splitLessons(lessons, now);
  return (
    <Stack spacing={4}>
      {named && (
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          {student.name}
        </Typography>
      )}
      <BtwOwnProgress studentId={student.id} />
      {loading && !data && <Loading label="Loading your lessons…" />}
      {error && !data && <Failure error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <LessonList
            title="Upcoming lessons"
            empty="No upcoming lessons. When the school books one for you, it appears here."
            lessons={upcoming}
            studentId={student.id}
            now={now}
          />
          <LessonList
            title="Past lessons"
            empty="No past lessons yet."
            lessons={past}
            studentId={student.id}
            now={now}
          />
        </>
      )}
    </Stack>
  );
}

export function MyLessonsPage() {
  const { data, loading, error, refetch } = useQuery(MY_STUDENTS_QUERY);
  const students = data?.myStudents ?? [];
  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' } }}>
        My lessons
      </Typography>
      {loading && !data && <Loading label="Loading your student record…" />}
      {error && !data && <Failure error={error} onRetry={() => void refetch()} />}
      {data && students.length === 0 && (
        <Suspense fallback={null}>
          <NoStudentRecord />
        </Suspense>
      )}
      {students.map((student) => (
        <StudentLessons key={student.id} student={student} named={students.length > 1} />
      ))}
      <PortalWaitlist />
      {students.length > 0 && <CalendarLinkPanel who="family" />}
      {students.length > 0 && <PortalCertificates students={students} />}
    </Stack>
  );
}
