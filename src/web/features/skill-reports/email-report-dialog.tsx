// Email one lesson's skill report: up to five addresses (prefilled with the student's and the
// parent's) and a comment from the instructor. The server queues one message per address.
import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, fieldErrorsOf } from '../../ui/field-errors.ts';
import { MAX_REPORT_EMAILS, parseEmailList, prefillEmails } from './email-list.ts';
import { EMAIL_SKILL_REPORT_MUTATION } from './skill-reports.queries.ts';

export function EmailReportDialog(props: {
  lessonId: string;
  studentId: string;
  subject: string;
  student: { email?: string | null; parentEmail?: string | null };
  onClose: () => void;
  onSent: () => unknown;
}) {
  const { reportMutation } = useSnackbar();
  const [emails, setEmails] = useState(() => prefillEmails(props.student));
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<{ emails?: string; comments?: string }>({});
  const [send, state] = useMutation(EMAIL_SKILL_REPORT_MUTATION);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const list = parseEmailList(emails);
    if (list.length === 0 || list.length > MAX_REPORT_EMAILS) {
      setErrors({
        emails:
          list.length === 0
            ? 'Enter at least one email address.'
            : `Enter at most ${MAX_REPORT_EMAILS} addresses.`,
      });
      return;
    }
    setErrors({});
    const result = await reportMutation(
      send({
        variables: { lessonId: props.lessonId, studentId: props.studentId, emails: list, comments },
      }).catch((error: unknown) => {
        const found = fieldErrorsOf(error, '');
        const bad = Object.entries(found).find(([path]) => path.startsWith('emails'));
        const index = bad ? /^emails\.(\d+)$/.exec(bad[0])?.[1] : undefined;
        setErrors({
          ...(bad
            ? {
                emails: describeFieldProblem(
                  index === undefined ? 'The list' : `${list[Number(index)]}`,
                  bad[1],
                ),
              }
            : {}),
          ...(found['comments']
            ? { comments: describeFieldProblem('Comments', found['comments']) }
            : {}),
        });
        throw error;
      }),
      { success: `Report emailed to ${list.join(', ')}.` },
    );
    if (!result) return;
    await props.onSent();
    props.onClose();
  }

  return (
    <FormDialog
      title="Email report"
      busy={state.loading}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel="Send report"
    >
      <Typography color="text.secondary">{props.subject}</Typography>
      <TextField
        label="Email addresses"
        value={emails}
        required
        disabled={state.loading}
        error={Boolean(errors.emails)}
        helperText={
          errors.emails ??
          `Up to ${MAX_REPORT_EMAILS} addresses, separated by commas: the student’s and the parent’s are filled in.`
        }
        onChange={(event) => setEmails(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
      />
      <TextField
        label="Comments"
        multiline
        minRows={3}
        value={comments}
        disabled={state.loading}
        error={Boolean(errors.comments)}
        helperText={errors.comments ?? 'Optional: what went well and what to practise.'}
        onChange={(event) => setComments(event.target.value)}
      />
    </FormDialog>
  );
}
