// Sign-in with email and password, then, for accounts with two-factor authentication, the
// 6-digit code of an authenticator app. Afterwards the visitor goes to ?next= (a path of this
// site only), or else staff to the back-office and students to the portal (afterSignInPath).
// Someone already signed in goes there at once. Under the form: "Forgot your password?" and
// "Create account" (server-rendered pages, /forgot-password and /sign-up, which keep ?next=).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authClient } from '../../lib/auth-client.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { CodeStep, PasswordStep } from './sign-in-steps.tsx';
import { signInErrorMessage, type SignInErrorMessage } from './sign-in-errors.ts';
import { afterSignInPath, safeNextPath } from './safe-next-path.ts';

type Step = 'password' | 'code';

/** The sign-up page, keeping a safe ?next= so a new account lands where sign-in would have. */
function signUpHref(next: string | null): string {
  const safe = safeNextPath(next, '');
  return safe ? `/sign-up?next=${encodeURIComponent(safe)}` : '/sign-up';
}

interface AuthAnswer {
  data?: unknown;
  error?: { code?: string | undefined; status?: number | undefined } | null;
}

/** Runs one auth call; a request that never got an answer becomes a status-0 error. */
async function call(request: () => Promise<AuthAnswer>): Promise<AuthAnswer> {
  try {
    return await request();
  } catch {
    return { error: { status: 0 } };
  }
}

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const currentUser = useCurrentUser();
  const { user, loading } = currentUser;
  const [step, setStep] = useState<Step>('password');
  const [error, setError] = useState<SignInErrorMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // The form posts through JavaScript only: until the page is hydrated, it cannot be sent.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // Where to go depends on the roles, so it waits for the current user: already signed in on
  // arrival, or read again after signing in (finish).
  useEffect(() => {
    if (!loading && user) void navigate(afterSignInPath(next, user.roles), { replace: true });
  }, [loading, user, navigate, next]);

  async function finish() {
    // The current user is read again, so every screen knows about the new session; the effect
    // above then leaves for the right home.
    await currentUser.refetch();
  }

  async function submitPassword(email: string, password: string) {
    setBusy(true);
    setError(null);
    const answer = await call(() => authClient.signIn.email({ email, password }));
    setBusy(false);
    if (answer.error) {
      setError(signInErrorMessage(answer.error, window.location.origin));
    } else if ((answer.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      setStep('code');
    } else {
      await finish();
    }
  }

  async function submitCode(code: string) {
    setBusy(true);
    setError(null);
    const answer = await call(() => authClient.twoFactor.verifyTotp({ code }));
    setBusy(false);
    if (answer.error) {
      const message = signInErrorMessage(answer.error, window.location.origin);
      setError(message);
      if (message.restart) setStep('password');
    } else {
      await finish();
    }
  }

  const generalError = error && error.field === null ? error.message : null;
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', px: 2, py: { xs: 5, md: 9 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {step === 'password' ? 'Sign in' : 'Two-step verification'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {step === 'password'
            ? 'Staff, students and parents sign in with the email address of their account.'
            : 'Open the authenticator app on your phone and enter the 6-digit code it shows for RoadReady.'}
        </Typography>
        {generalError && (
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {generalError}
          </Alert>
        )}
        {step === 'password' ? (
          <>
            <PasswordStep
              disabled={!ready || busy}
              busy={busy}
              error={error}
              onSubmit={(email, password) => void submitPassword(email, password)}
            />
            <Box
              sx={{
                mt: 3,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                justifyContent: 'space-between',
              }}
            >
              <Link href="/forgot-password" sx={{ fontWeight: 600 }}>
                Forgot your password?
              </Link>
              <Link href={signUpHref(next)} sx={{ fontWeight: 600 }}>
                Create account
              </Link>
            </Box>
          </>
        ) : (
          <CodeStep
            disabled={!ready || busy}
            busy={busy}
            error={error}
            onSubmit={(code) => void submitCode(code)}
            onBack={() => {
              setError(null);
              setStep('password');
            }}
          />
        )}
      </Paper>
    </Box>
  );
}
