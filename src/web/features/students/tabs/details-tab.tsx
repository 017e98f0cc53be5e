// The student's details: contact, address, licence. Staff with `students.write` edit and save
// them (only changed fields are sent); the server's field messages show under the fields. Below,
// the sign-in account, which an Admin can disable.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { can } from '../../../../domain/permissions.ts';
import type { StudentDetails } from '../students.queries.ts';
import { useSnackbar } from '../../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { focusFirstInvalid, withFieldErrors } from '../../../ui/field-errors.ts';
import { StudentFields } from '../student-fields.tsx';
import {
  studentFieldErrors,
  studentFormValues,
  toUpdateStudentInput,
  type StudentFormField,
} from '../student-form.ts';
import { DISABLE_STUDENT_ACCOUNT_MUTATION, UPDATE_STUDENT_MUTATION } from '../students.queries.ts';
import { TabHeading } from './tab-heading.tsx';

export function DetailsTab(props: { student: StudentDetails; onSaved: () => Promise<unknown> }) {
  const { student } = props;
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'students.write');
  const { reportMutation } = useSnackbar();
  const saved = studentFormValues(student);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<StudentFormField, string>>>({});
  const [updateStudent, { loading }] = useMutation(UPDATE_STUDENT_MUTATION);
  const formRef = useRef<HTMLFormElement>(null);
  const input = toUpdateStudentInput(student.id, saved, values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!input) return;
    setErrors({});
    const result = await reportMutation(
      withFieldErrors(updateStudent({ variables: { input } }), (found) => {
        setErrors(studentFieldErrors(found));
        focusFirstInvalid(formRef.current);
      }),
      { success: 'Details saved.' },
    );
    if (!result) return;
    const updated = result.data?.updateStudent;
    // Show the values as the server stored them (phones and ZIP codes normalised).
    if (updated) setValues(studentFormValues(updated));
    await props.onSaved();
  }

  return (
    <>
      <TabHeading
        id="tab-heading-details"
        title="Details"
        intro={
          canWrite ? undefined : 'Your role can read these details; a manager can change them.'
        }
      />
      <Box
        component="form"
        ref={formRef}
        aria-labelledby="tab-heading-details"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ maxWidth: 860 }}
      >
        <StudentFields
          values={values}
          errors={errors}
          onChange={setValues}
          disabled={!canWrite || loading}
          headingLevel="h3"
          idPrefix="student-details"
        />
        {canWrite && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
            <Button type="submit" variant="contained" disabled={!input || loading}>
              {loading ? 'Saving…' : 'Save details'}
            </Button>
            <Button
              disabled={!input || loading}
              onClick={() => {
                setErrors({});
                setValues(saved);
              }}
            >
              Undo changes
            </Button>
          </Box>
        )}
      </Box>
      <Divider sx={{ my: 4 }} />
      <SignInAccount student={student} onChanged={props.onSaved} />
    </>
  );
}

function SignInAccount(props: { student: StudentDetails; onChanged: () => Promise<unknown> }) {
  const { student } = props;
  const { roles } = useStaffUser();
  const { reportMutation } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const [disable, { loading }] = useMutation(DISABLE_STUDENT_ACCOUNT_MUTATION);
  const canDisable = can(roles, 'students.disableAccount');

  async function confirm() {
    const result = await reportMutation(disable({ variables: { studentId: student.id } }), {
      success: `${student.name}'s account was disabled.`,
    });
    setConfirming(false);
    if (result) await props.onChanged();
  }

  const status = !student.userId
    ? 'This student has no sign-in account. Staff manage the record on their behalf.'
    : student.isAccountDisabled
      ? `The sign-in account${student.signInEmail ? ` (${student.signInEmail})` : ''} is disabled: the student cannot sign in.`
      : `The student signs in as ${student.signInEmail ?? 'an account without email'}.`;

  return (
    <Box component="section" aria-labelledby="sign-in-account-heading">
      <Typography
        id="sign-in-account-heading"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        Sign-in account
      </Typography>
      <Typography sx={{ mb: 2 }}>{status}</Typography>
      {canDisable && student.userId && !student.isAccountDisabled && (
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 560, borderColor: '#F3B5BC' }}>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            Disabling the account signs the student out everywhere and stops them signing in. Their
            record, ledger and history stay.
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Disable account
          </Button>
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Disable ${student.name}'s account?`}
        confirmLabel="Disable account"
        busy={loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      >
        {student.name} will be signed out on every device and will not be able to sign in again.
        Their record and history stay in the back-office.
      </ConfirmDialog>
    </Box>
  );
}
