// /forgot-password, linked from /sign-in: the visitor types their email and the sign-in service
// queues a reset link (through the outbox) if an account uses it. The answer is the same either
// way, so the page never tells whether someone has an account. A plain form, no JavaScript.
import Typography from '@mui/material/Typography';
import { data } from 'react-router';
import {
  AccountCard,
  AccountLinks,
  Field,
  FormProblem,
  SubmitButton,
} from '../../features/accounts/account-form.tsx';
import { emailError, formText } from '../../features/accounts/account-fields.ts';
import { requestPasswordReset } from '../../features/accounts/account-requests.ts';
import { SIGN_IN_PATH } from '../../features/sign-in/safe-next-path.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/forgot-password';

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: 'Forgot your password? | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = formText(form, 'email').trim();
  const error = emailError(email);
  if (error) return data({ sent: false as const, email, error, problem: null }, 400);
  const answer = await requestPasswordReset(context.get(publicSettingsContext).publicUrl, email);
  if (answer !== 'sent')
    return data({ sent: false as const, email, error: undefined, problem: answer.problem }, 503);
  return { sent: true as const, email, error: undefined, problem: null };
}

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  if (actionData?.sent) {
    return (
      <AccountCard title="Check your email">
        <Typography role="status" sx={{ mb: 2 }}>
          If an account uses {actionData.email}, we have sent it a link to choose a new password.
          The link works for one hour.
        </Typography>
        <Typography color="text.secondary">
          Nothing after a few minutes? Check the spam folder and the spelling of the address, or ask
          the school to look it up.
        </Typography>
        <AccountLinks links={[{ href: SIGN_IN_PATH, label: 'Back to sign in' }]} />
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {actionData?.problem && <FormProblem>{actionData.problem}</FormProblem>}
      <form method="post" noValidate>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={actionData?.email}
          error={actionData?.error}
        />
        <SubmitButton>Send the link</SubmitButton>
      </form>
      <AccountLinks links={[{ href: SIGN_IN_PATH, label: 'Back to sign in' }]} />
    </AccountCard>
  );
}
