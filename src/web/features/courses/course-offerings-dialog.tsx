// A course's offerings: online, or in a classroom at a site, each with the identifier the state
// or a partner system knows it by. Staff add and remove them here; the list refreshes after each.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import type { CourseFormat } from '../../../domain/courses/course-catalog.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import {
  DELETE_COURSE_OFFERING_MUTATION,
  PUT_COURSE_OFFERING_MUTATION,
} from './admin-courses.queries.ts';
import type { AdminCourse } from './course-form.ts';

const TITLE_ID = 'course-offerings-title';
const FORMAT_LABELS: Record<CourseFormat, string> = { online: 'Online', classroom: 'Classroom' };

export function CourseOfferingsDialog(props: {
  course: AdminCourse;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [format, setFormat] = useState<CourseFormat>('online');
  const [location, setLocation] = useState('');
  const [externalCourseId, setExternalCourseId] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [put, putState] = useMutation(PUT_COURSE_OFFERING_MUTATION);
  const [remove, removeState] = useMutation(DELETE_COURSE_OFFERING_MUTATION);
  const busy = putState.loading || removeState.loading;
  const formRef = useRef<HTMLFormElement>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!externalCourseId.trim()) found['externalCourseId'] = 'is required';
    if (format === 'classroom' && !location.trim()) found['location'] = 'is required';
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const input = {
      courseId: props.course.id,
      format,
      location: format === 'online' ? '' : location.trim(),
      externalCourseId: externalCourseId.trim(),
    };
    const showProblems = (errors: Record<string, string>) => {
      setProblems(errors);
      focusFirstInvalid(formRef.current);
    };
    const saved = await reportMutation(
      withFieldErrors(put({ variables: { input } }), showProblems),
      {
        success: 'The offering was added.',
      },
    );
    if (!saved) return;
    setLocation('');
    setExternalCourseId('');
    props.onChanged();
  }

  async function removeOffering(id: string) {
    const done = await reportMutation(remove({ variables: { id } }), {
      success: 'The offering was removed.',
    });
    if (done) props.onChanged();
  }

  const problem = (key: string, label: string, help: string) =>
    problems[key] ? describeFieldProblem(label, problems[key]) : help;

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID} component="h2">
        Offerings of {props.course.name}
      </DialogTitle>
      <DialogContent dividers>
        {props.course.offerings.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No offerings yet: families cannot see where the course is taught.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Offerings" sx={{ m: 0, mb: 3, p: 0, listStyle: 'none' }}>
            {props.course.offerings.map((offering) => {
              const label = `${FORMAT_LABELS[offering.format]}${offering.location ? ` – ${offering.location}` : ''}`;
              return (
                <Box
                  component="li"
                  key={offering.id}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 2,
                    py: 1,
                  }}
                >
                  <span>
                    {label}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      · {offering.externalCourseId}
                    </Typography>
                  </span>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={`Remove ${label}`}
                    onClick={() => void removeOffering(offering.id)}
                  >
                    Remove
                  </Button>
                </Box>
              );
            })}
          </Box>
        )}
        <Box
          component="form"
          ref={formRef}
          noValidate
          aria-label="Add an offering"
          onSubmit={(event: FormEvent) => void add(event)}
          sx={{ display: 'grid', gap: 2 }}
        >
          <TextField
            select
            size="small"
            label="Format"
            value={format}
            disabled={busy}
            onChange={(event) => setFormat(event.target.value as CourseFormat)}
          >
            <MenuItem value="online">Online</MenuItem>
            <MenuItem value="classroom">Classroom</MenuItem>
          </TextField>
          {format === 'classroom' && (
            <TextField
              size="small"
              label="Classroom site"
              required
              value={location}
              disabled={busy}
              error={Boolean(problems['location'])}
              helperText={problem('location', 'The site', 'Where the class meets.')}
              onChange={(event) => setLocation(event.target.value)}
            />
          )}
          <TextField
            size="small"
            label="External course ID"
            required
            value={externalCourseId}
            disabled={busy}
            error={
              Boolean(problems['externalCourseId']) ||
              (format === 'online' && Boolean(problems['location']))
            }
            helperText={
              format === 'online' && problems['location']
                ? describeFieldProblem('This offering', problems['location'])
                : problem('externalCourseId', 'The ID', 'As the state or partner system knows it.')
            }
            onChange={(event) => setExternalCourseId(event.target.value)}
          />
          <Box>
            <Button type="submit" variant="outlined" disabled={busy}>
              Add offering
            </Button>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
