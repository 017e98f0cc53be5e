// The two forms of sign-in. Fields are checked here only for being filled in; the server judges
// the rest and its answer is shown on the field it concerns, which then takes the focus.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { SignInErrorMessage } from './sign-in-errors.ts';

interface StepProps {
  disabled: boolean;
  busy: boolean;
  error: SignInErrorMessage | null;
}

/** Moves focus to the field a server answer is about, once per answer. */
function useFocusOnError(
  error: SignInErrorMessage | null,
  fields: Partial<Record<string, RefObject<HTMLInputElement | null>>>,
) {
  const latest = useRef(fields);
  latest.current = fields;
  useEffect(() => {
    if (error?.field) latest.current[error.field]?.current?.focus();
  }, [error]);
}

export function PasswordStep(
  props: StepProps & { onSubmit: (email: string, password: string) => void },
) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useFocusOnError(props.error, { email: emailRef, password: passwordRef });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : 'Enter your email address.',
      password: password ? undefined : 'Enter your password.',
    };
    setMissing(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    props.onSubmit(email.trim(), password);
  }

  const emailError =
    missing.email ?? (props.error?.field === 'email' ? props.error.message : undefined);
  const passwordError =
    missing.password ?? (props.error?.field === 'password' ? props.error.message : undefined);
  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        fullWidth
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(emailError)}
        helperText={emailError}
        inputRef={emailRef}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(passwordError)}
        helperText={passwordError}
        inputRef={passwordRef}
      />
      <Button type="submit" variant="contained" size="large" disabled={props.disabled}>
        {props.busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </Box>
  );
}

export function CodeStep(
  props: StepProps & { onSubmit: (code: string) => void; onBack: () => void },
) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const codeRef = useRef<HTMLInputElement>(null);
  useFocusOnError(props.error, { code: codeRef });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Authenticator apps show "123 456"; people paste it with the space.
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setInvalid('Enter the 6 digits your authenticator app shows.');
      codeRef.current?.focus();
      return;
    }
    setInvalid(undefined);
    props.onSubmit(digits);
  }

  const codeError = invalid ?? (props.error?.field === 'code' ? props.error.message : undefined);
  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <TextField
        label="6-digit code"
        name="code"
        autoComplete="one-time-code"
        required
        fullWidth
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(codeError)}
        helperText={codeError}
        inputRef={codeRef}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={props.disabled}>
        {props.busy ? 'Checking…' : 'Verify and sign in'}
      </Button>
      <Button variant="text" onClick={props.onBack} disabled={props.busy}>
        Use a different account
      </Button>
    </Box>
  );
}
