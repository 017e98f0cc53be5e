// /reset-password?token=…, opened from the reset email (server/auth/account-emails.ts): the
// visitor chooses a new password, which the sign-in service sets if the token is still good (one
// hour, once). Every session of the account ends with it. A plain form, no JavaScript.
import Typography from '@mui/material/Typography';
import { data } from 'react-router';
import {
  AccountCard,
  AccountLinks,
  Field,
  FormProblem,
  SubmitButton,
} from '../../features/accounts/account-form.tsx';
import {
  accountProblem,
  formText,
  newPasswordError,
  PASSWORD_MIN,
} from '../../features/accounts/account-fields.ts';
import { resetPassword } from '../../features/accounts/account-requests.ts';
import { SIGN_IN_PATH } from '../../features/sign-in/safe-next-path.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/reset-password';

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: 'Choose a new password | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

const FORGOT_PATH = '/forgot-password';

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const refused = (
    status: number,
    answer: { expired?: boolean; error?: string; problem?: string },
  ) =>
    data(
      {
        done: false,
        expired: answer.expired ?? false,
        error: answer.error,
        problem: answer.problem ?? null,
      },
      status,
    );
  if (!token) return refused(400, { expired: true });
  const password = formText(form, 'password');
  const error = newPasswordError(password);
  if (error) return refused(400, { error });
  const answer = await resetPassword(context.get(publicSettingsContext).publicUrl, token, password);
  if (answer === 'done') return { done: true, expired: false, error: undefined, problem: null };
  if ('problem' in answer) return refused(503, { problem: answer.problem });
  const known = accountProblem(answer.code);
  if (known?.field === 'password') return refused(400, { error: known.message });
  // INVALID_TOKEN: expired, already used, or mistyped.
  return refused(400, { expired: true });
}

function ExpiredLink() {
  return (
    <AccountCard title="This link no longer works">
      <Typography role="alert" sx={{ mb: 2 }}>
        Password reset links work once and for one hour. This one has expired, was already used, or
        was not copied whole.
      </Typography>
      <AccountLinks
        links={[
          { href: FORGOT_PATH, label: 'Send me a new link' },
          { href: SIGN_IN_PATH, label: 'Back to sign in' },
        ]}
      />
    </AccountCard>
  );
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token || actionData?.expired) return <ExpiredLink />;
  if (actionData?.done) {
    return (
      <AccountCard title="Your password is changed">
        <Typography role="status">
          Sign in with your new password. For your safety, every device that was signed in to your
          account has been signed out.
        </Typography>
        <AccountLinks links={[{ href: SIGN_IN_PATH, label: 'Sign in' }]} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Choose a new password">
      {actionData?.problem && <FormProblem>{actionData.problem}</FormProblem>}
      <form method="post" noValidate>
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={actionData?.error}
        />
        <SubmitButton>Save the new password</SubmitButton>
      </form>
    </AccountCard>
  );
}
