// The two forms of sign-in, plain server-rendered forms (no JavaScript). The action checks that
// the fields are filled in and the service judges the rest; its answer is written under the field
// it concerns, which takes the focus when the page comes back.
import { Field, SubmitButton } from '../accounts/account-form.tsx';
import type { SignInErrorMessage } from './sign-in-errors.ts';

const messageFor = (error: SignInErrorMessage | null, field: 'email' | 'password' | 'code') =>
  error?.field === field ? error.message : undefined;

export function PasswordStep(props: {
  email?: string | undefined;
  error: SignInErrorMessage | null;
}) {
  const emailError = messageFor(props.error, 'email');
  const passwordError = messageFor(props.error, 'password');
  return (
    <form method="post" noValidate>
      <input type="hidden" name="step" value="password" />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={props.email}
        error={emailError}
        autoFocus={Boolean(emailError)}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={passwordError}
        autoFocus={Boolean(passwordError) && !emailError}
      />
      <SubmitButton>Sign in</SubmitButton>
    </form>
  );
}

export function CodeStep(props: { error: SignInErrorMessage | null }) {
  return (
    <form method="post" noValidate>
      <input type="hidden" name="step" value="code" />
      <Field
        label="6-digit code"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        error={messageFor(props.error, 'code')}
        autoFocus
      />
      <SubmitButton>Verify and sign in</SubmitButton>
    </form>
  );
}
