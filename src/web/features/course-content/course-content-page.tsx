// The content editor of one course (/admin/courses/:courseId/content): its lectures in order
// (add, rename, move, remove) and the parts of the chosen lecture (lecture-editor.tsx). Every
// staff member reads it; ClassroomManager and Admin change it (courses.write).
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { COURSE_CONTENT_QUERY } from './course-content.queries.ts';
import type { EditorLecture } from './course-content-types.ts';
import { FinalExamEditor } from './final-exam-editor.tsx';
import { IdentityChecksEditor } from './identity-checks-editor.tsx';
import { LectureEditor } from './lecture-editor.tsx';
import { LectureTitleDialog } from './dialogs.tsx';
import { useContentMutations } from './use-content-mutations.ts';

const LIST_HEADING_ID = 'lectures-heading';

export function CourseContentPage(props: { courseId: string }) {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'courses.write');
  const { data, previousData, loading, error, refetch } = useQuery(COURSE_CONTENT_QUERY, {
    variables: { courseId: props.courseId },
  });
  const m = useContentMutations(() => refetch());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [naming, setNaming] = useState<EditorLecture | 'new' | null>(null);
  const [removing, setRemoving] = useState<EditorLecture | null>(null);
  const loaded = data ?? previousData;
  const lectures = loaded?.courseLectures ?? [];
  const chosen = lectures.find((lecture) => lecture.id === chosenId) ?? lectures[0] ?? null;
  const course = loaded?.course;

  return (
    <>
      <Link component={RouterLink} to="/admin/courses" variant="body2">
        All courses
      </Link>
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        {course ? `Content: ${course.name}` : 'Course content'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        The lectures students work through in the course player, in order. Each lecture is made of
        content blocks and quizzes; use Preview to see a lecture exactly as a student will.
      </Typography>
      {!loading && loaded && !course && (
        <Typography role="alert">This course was not found.</Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(16rem, 1fr) 2fr' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby={LIST_HEADING_ID}>
          <ListResultsStatus
            headingId={LIST_HEADING_ID}
            heading="Lectures"
            summary={
              loaded
                ? `${lectures.length} ${lectures.length === 1 ? 'lecture' : 'lectures'}`
                : 'Loading lectures…'
            }
            loading={loading}
            rowsName="lectures"
            errorText="The lectures could not be loaded."
            error={error}
            onRetry={() => void refetch()}
          />
          {canWrite && course && (
            <Button variant="contained" sx={{ mb: 2 }} onClick={() => setNaming('new')}>
              Add lecture
            </Button>
          )}
          <Stack component="ol" aria-labelledby={LIST_HEADING_ID} spacing={1} sx={{ p: 0, m: 0 }}>
            {lectures.map((lecture, index) => {
              const isChosen = lecture.id === chosen?.id;
              return (
                <Paper
                  component="li"
                  key={lecture.id}
                  variant="outlined"
                  sx={{
                    listStyle: 'none',
                    p: 1.5,
                    borderColor: isChosen ? 'primary.main' : undefined,
                    borderWidth: isChosen ? 2 : 1,
                  }}
                >
                  <Button
                    fullWidth
                    aria-current={isChosen ? 'true' : undefined}
                    onClick={() => setChosenId(lecture.id)}
                    sx={{ justifyContent: 'flex-start', textAlign: 'left', fontWeight: 600 }}
                  >
                    {index + 1}. {lecture.title}
                  </Button>
                  {canWrite && (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      <Button
                        size="small"
                        disabled={index === 0}
                        aria-label={`Move ${lecture.title} up`}
                        onClick={() =>
                          void m.act(
                            m.moveLecture({ variables: { id: lecture.id, direction: 'up' } }),
                            'The lecture was moved up.',
                          )
                        }
                      >
                        Up
                      </Button>
                      <Button
                        size="small"
                        disabled={index === lectures.length - 1}
                        aria-label={`Move ${lecture.title} down`}
                        onClick={() =>
                          void m.act(
                            m.moveLecture({ variables: { id: lecture.id, direction: 'down' } }),
                            'The lecture was moved down.',
                          )
                        }
                      >
                        Down
                      </Button>
                      <Button
                        size="small"
                        aria-label={`Edit ${lecture.title}`}
                        onClick={() => setNaming(lecture)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Remove ${lecture.title}`}
                        onClick={() => setRemoving(lecture)}
                      >
                        Remove
                      </Button>
                    </Stack>
                  )}
                </Paper>
              );
            })}
          </Stack>
          {loaded && course && lectures.length === 0 && (
            <Typography color="text.secondary">No lectures yet.</Typography>
          )}
        </Box>
        {chosen && (
          <LectureEditor
            key={chosen.id}
            courseId={props.courseId}
            lecture={chosen}
            canWrite={canWrite}
            mutations={m}
          />
        )}
      </Box>
      {course && <FinalExamEditor courseId={props.courseId} canWrite={canWrite} />}
      {course && <IdentityChecksEditor courseId={props.courseId} canWrite={canWrite} />}

      {naming && (
        <LectureTitleDialog
          courseId={props.courseId}
          lecture={naming === 'new' ? null : naming}
          onClose={() => setNaming(null)}
          onSaved={(added) => {
            setNaming(null);
            if (added) setChosenId(added);
            void refetch();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          title="Remove this lecture?"
          confirmLabel="Remove lecture"
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            void m
              .act(m.deleteLecture({ variables: { id: removing.id } }), 'The lecture was removed.')
              .then(() => setRemoving(null))
          }
        >
          {`“${removing.title}” will be removed with all its blocks and quizzes. This cannot be undone.`}
        </ConfirmDialog>
      )}
    </>
  );
}
