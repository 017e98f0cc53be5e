// Step 4 of /book: a time is held for a signed-in account, so a visitor signs in or creates an
// account here (the account is made by the sign-in service; the page keeps no password).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { bookingPath, type BookingChoice } from './booking-choice.ts';
import { buttonSx, Hidden, TextField } from './booking-form-parts.tsx';

export function AccountStep(props: { choice: BookingChoice; problem: string | null }) {
  return (
    <Box sx={{ mt: 5 }} component="section" aria-labelledby="book-account">
      <Typography id="book-account" variant="h2" sx={{ fontSize: 24, mb: 2 }}>
        4. Sign in or create an account
      </Typography>
      <Typography sx={{ mb: 2 }}>
        We hold your time for 10 minutes while you pay. Students and parents booking for a teen need
        an account first; then choose your time again.
      </Typography>
      <AccountForms
        next={bookingPath(props.choice)}
        hidden={{ ...props.choice }}
        problem={props.problem}
      />
    </Box>
  );
}

/**
 * Sign in (and come back to `next`), or create an account: the form posts `intent=sign-up` with
 * the `hidden` choices to `next`, whose action creates it (`createAccount`) and comes back.
 */
export function AccountForms(props: {
  next: string;
  hidden: Record<string, string>;
  problem: string | null;
}) {
  return (
    <>
      <Link href={`/sign-in?next=${encodeURIComponent(props.next)}`} sx={{ fontWeight: 600 }}>
        I have an account: sign in
      </Link>
      <Box component="form" method="post" action={props.next} sx={{ mt: 4 }}>
        <Hidden values={{ ...props.hidden, intent: 'sign-up' }} />
        <Typography variant="h3" sx={{ fontSize: 20, mb: 2 }}>
          Create an account
        </Typography>
        {props.problem && (
          <Typography role="alert" sx={{ mb: 2, fontWeight: 600, color: '#B3261E' }}>
            {props.problem}
          </Typography>
        )}
        <TextField label="Your name" name="name" required autoComplete="name" />
        <TextField label="Email" name="email" type="email" required autoComplete="email" />
        <TextField
          label="Password"
          name="password"
          type="password"
          required
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <Box component="button" type="submit" sx={buttonSx}>
          Create account
        </Box>
      </Box>
    </>
  );
}

/** On the pay step, for an account without a student record yet: who the lesson (or course) is for. */
export function NewStudentFields({ purchase = 'lesson' }: { purchase?: 'lesson' | 'course' }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5 }}>
      <Box component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Who is the {purchase} for?
      </Box>
      <Box component="label" sx={{ display: 'block', mb: 1 }}>
        <input type="radio" name="forTeen" value="no" defaultChecked /> Me
      </Box>
      <Box component="label" sx={{ display: 'block', mb: 2 }}>
        <input type="radio" name="forTeen" value="yes" /> My teen (I am the parent)
      </Box>
      <TextField label="Student's full name" name="studentName" required autoComplete="off" />
      <TextField
        label="Student's date of birth"
        name="studentDob"
        type="date"
        hint="Required for a teen."
      />
    </Box>
  );
}
