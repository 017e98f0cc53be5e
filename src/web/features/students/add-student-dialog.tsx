// "Add student": the fields staff need to reach and book a new student. The licence state follows
// the address state until staff choose another (or clear it). The server checks everything; its
// field messages show under the fields, its summary in a snackbar. On success the new student's
// page opens.
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState, type FormEvent } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import { StudentFields } from './student-fields.tsx';
import {
  EMPTY_STUDENT_FORM,
  studentFieldErrors,
  toAddStudentInput,
  withLicenceStateDefault,
  type StudentFormField,
} from './student-form.ts';
import { ADD_STUDENT_MUTATION } from './students.queries.ts';

const TITLE_ID = 'add-student-title';

export function AddStudentDialog(props: {
  open: boolean;
  onClose: () => void;
  onAdded: (student: { id: string; name: string }) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState(EMPTY_STUDENT_FORM);
  const [errors, setErrors] = useState<Partial<Record<StudentFormField, string>>>({});
  const [addStudent, { loading }] = useMutation(ADD_STUDENT_MUTATION);
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    if (loading) return;
    setValues(EMPTY_STUDENT_FORM);
    setErrors({});
    props.onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const result = await reportMutation(
      withFieldErrors(addStudent({ variables: { input: toAddStudentInput(values) } }), (found) => {
        setErrors(studentFieldErrors(found));
        focusFirstInvalid(formRef.current);
      }),
      { success: `${values.name.trim()} was added.` },
    );
    const student = result?.data?.addStudent;
    if (!student) return;
    setValues(EMPTY_STUDENT_FORM);
    props.onAdded(student);
  }

  return (
    <Dialog
      open={props.open}
      onClose={close}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={TITLE_ID} component="h2">
          Add student
        </DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            Only the name is required; everything else can be added later on the student&apos;s
            page.
          </DialogContentText>
          <StudentFields
            basic
            values={values}
            errors={errors}
            onChange={(next) => setValues((current) => withLicenceStateDefault(current, next))}
            disabled={loading}
            headingLevel="h3"
            idPrefix="add-student"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? 'Adding…' : 'Add student'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
