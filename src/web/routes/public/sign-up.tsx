// /sign-up, linked from /sign-in as "Create account": name, email and password in a plain form
// (no JavaScript). The action checks the fields, creates the account through the sign-in service
// (createAccount, which signs it in and queues the verification email) and goes to ?next= or the
// student portal. A refused form keeps what was typed, except the password.
import Typography from '@mui/material/Typography';
import { data, redirect } from 'react-router';
import {
  AccountCard,
  AccountLinks,
  Field,
  FormProblem,
  SubmitButton,
} from '../../features/accounts/account-form.tsx';
import {
  accountProblem,
  anyErrors,
  emailError,
  formText,
  nameError,
  newPasswordError,
  PASSWORD_MIN,
  type AccountField,
  type FieldErrors,
} from '../../features/accounts/account-fields.ts';
import { createAccount } from '../../features/accounts/create-account.ts';
import {
  PORTAL_AFTER_SIGN_IN,
  safeNextPath,
  signInHref,
} from '../../features/sign-in/safe-next-path.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/sign-up';

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: 'Create an account | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

/** Where the new account goes: a safe ?next= of this site, else the student portal. */
const nextOf = (request: Request) =>
  safeNextPath(new URL(request.url).searchParams.get('next'), PORTAL_AFTER_SIGN_IN);

export function loader({ request }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get('next');
  return { signIn: signInHref(next ?? undefined) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { name: formText(form, 'name'), email: formText(form, 'email') };
  const errors = anyErrors<AccountField>({
    name: nameError(values.name),
    email: emailError(values.email),
    password: newPasswordError(formText(form, 'password')),
  });
  if (errors) return data({ values, errors, problem: null }, 400);
  const account = await createAccount(context.get(publicSettingsContext).publicUrl, form);
  if ('problem' in account) {
    const known = accountProblem(account.code);
    const fieldErrors: FieldErrors<AccountField> = known?.field
      ? { [known.field]: known.message }
      : {};
    return data({ values, errors: fieldErrors, problem: known ? null : account.problem }, 400);
  }
  return redirect(nextOf(request), { headers: account.headers });
}

export default function SignUpRoute({ loaderData, actionData }: Route.ComponentProps) {
  const errors: FieldErrors<AccountField> = actionData?.errors ?? {};
  return (
    <AccountCard
      title="Create an account"
      intro="Students and parents book lessons and courses and follow them in the portal."
    >
      {actionData?.problem && <FormProblem>{actionData.problem}</FormProblem>}
      <form method="post" noValidate>
        <Field
          label="Your name"
          name="name"
          autoComplete="name"
          defaultValue={actionData?.values.name}
          error={errors.name}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={actionData?.values.email}
          error={errors.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={errors.password}
        />
        <SubmitButton>Create account</SubmitButton>
      </form>
      <Typography sx={{ mt: 3 }}>
        We will email you a link to confirm your address; you can use your account right away.
      </Typography>
      <AccountLinks links={[{ href: loaderData.signIn, label: 'I have an account: sign in' }]} />
    </AccountCard>
  );
}
