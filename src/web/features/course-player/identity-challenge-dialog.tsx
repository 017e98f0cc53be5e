// The identity question asked while studying (docs/seat-time.md "Identity validation"): a dialog
// that cannot be dismissed, with the time left counting down. The course timer is stopped while
// it is open (the server refuses it anyway). The server judges the time: a late answer is a miss
// even if the page's count had not reached zero.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { formatClock, useSecondsSince } from './countdown.ts';

const TITLE_ID = 'identity-challenge-title';

export function IdentityChallengeDialog(props: {
  challenge: { id: string; prompt: string; secondsLeft: number };
  busy: boolean;
  onAnswer: (answer: string) => void;
  /** After the time ran out: ask the server to settle it. */
  onTimeUp: () => void;
}) {
  const [answer, setAnswer] = useState('');
  const elapsed = useSecondsSince(props.challenge.id, true);
  const left = Math.max(0, props.challenge.secondsLeft - elapsed);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (left === 0) props.onTimeUp();
    else props.onAnswer(answer);
  }

  return (
    <Dialog
      open
      aria-labelledby={TITLE_ID}
      aria-describedby={`${TITLE_ID}-why`}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={TITLE_ID} component="h2">
          Identity check
        </DialogTitle>
        <DialogContent>
          <Typography id={`${TITLE_ID}-why`} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Answer as you did when you started the course. The course timer waits until you answer.
          </Typography>
          <Typography sx={{ mb: 1 }}>
            Time left:{' '}
            <strong role="timer" aria-label={`${formatClock(left)} left to answer`}>
              {formatClock(left)}
            </strong>
          </Typography>
          {left === 0 ? (
            <Alert severity="warning">
              The time to answer is over: this question counts as a miss.
            </Alert>
          ) : (
            <>
              {/* The question in full above the field: a long one would be cut short as a label. */}
              <Typography
                component="label"
                htmlFor={`${TITLE_ID}-answer`}
                sx={{ display: 'block', fontWeight: 600, mb: 1 }}
              >
                {props.challenge.prompt}
              </Typography>
              <TextField
                id={`${TITLE_ID}-answer`}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                autoFocus
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {left === 0 ? 'Continue' : 'Answer'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
