// The parts the content editor's rule sections share (final exam, identity checks): the section
// with its rule in words, the state's default and "Edit … rule", and the form helper that turns a
// mutation's field errors into a dialog's.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { withFieldErrors } from '../../ui/field-errors.ts';

/**
 * Runs a mutation for a dialog: the snackbar tells the outcome; the answer is null when it worked,
 * else the field errors to show (empty when the error was about no field).
 */
export function useDialogMutation() {
  const { reportMutation } = useSnackbar();
  return async (work: Promise<unknown>, success: string) => {
    let errors: Record<string, string> | null = null;
    const done = await reportMutation(
      withFieldErrors(work, (found) => {
        errors = Object.keys(found).length > 0 ? found : null;
      }),
      { success },
    );
    return done ? null : (errors ?? {});
  };
}

export function RuleSection(props: {
  headingId: string;
  title: string;
  ruleInWords: string;
  stateSource: string;
  canWrite: boolean;
  editRuleLabel: string;
  onEditRule: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={props.headingId}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id={props.headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {props.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{props.ruleInWords}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        State default: {props.stateSource}
      </Typography>
      {props.canWrite && (
        <Button variant="outlined" sx={{ mb: 2 }} onClick={props.onEditRule}>
          {props.editRuleLabel}
        </Button>
      )}
      {props.children}
    </Paper>
  );
}

/** The top of a rule dialog: where the state's default comes from, and a button to fill it in. */
export function StateDefault(props: { source: string; busy?: boolean; onUse: () => void }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        State default: {props.source}
      </Typography>
      <Button
        variant="outlined"
        sx={{ justifySelf: 'start' }}
        disabled={props.busy}
        onClick={props.onUse}
      >
        Use the state’s default
      </Button>
    </>
  );
}
