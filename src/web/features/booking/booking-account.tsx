// Step 4 of /book: a time is held for a signed-in account, so a visitor signs in or creates an
// account here (the account is made by the sign-in service; the page keeps no password).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { bookingPath, type BookingChoice } from './booking-choice.ts';
import { buttonSx, Hidden, TextField } from './booking-form-parts.tsx';

export function AccountStep(props: { choice: BookingChoice; problem: string | null }) {
  const next = bookingPath(props.choice);
  return (
    <Box sx={{ mt: 5 }} component="section" aria-labelledby="book-account">
      <Typography id="book-account" variant="h2" sx={{ fontSize: 24, mb: 2 }}>
        4. Sign in or create an account
      </Typography>
      <Typography sx={{ mb: 2 }}>
        We hold your time for 10 minutes while you pay. Students and parents booking for a teen need
        an account first; then choose your time again.
      </Typography>
      <Link href={`/sign-in?next=${encodeURIComponent(next)}`} sx={{ fontWeight: 600 }}>
        I have an account: sign in
      </Link>
      <Box component="form" method="post" action={next} sx={{ mt: 4 }}>
        <Hidden values={{ ...props.choice, intent: 'sign-up' }} />
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
    </Box>
  );
}

/** On the pay step, for an account without a student record yet: who the lesson is for. */
export function NewStudentFields() {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5 }}>
      <Box component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Who is the lesson for?
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
