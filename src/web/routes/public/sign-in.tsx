// /sign-in, inside the public layout: a plain server-rendered form that ships no JavaScript (like
// the other account pages). Email and password, then, for accounts with two-factor
// authentication, the 6-digit code of an authenticator app. The action hands them to the sign-in
// service (accountServiceContext) and passes its cookies on; once signed in, the visitor comes
// back here and the loader sends them to ?next= (a path of this site only), or else staff to the
// back-office and students to the portal (afterSignInPath). Someone already signed in goes there
// at once. Under the form: "Forgot your password?" and "Create account" (which keep ?next=).
import { data, redirect } from 'react-router';
import { AccountCard, AccountLinks, FormProblem } from '../../features/accounts/account-form.tsx';
import { emailError, formText } from '../../features/accounts/account-fields.ts';
import { readSiteViewer } from '../../features/site/site-viewer.ts';
import { afterSignInPath } from '../../features/sign-in/after-sign-in-path.ts';
import { SIGN_IN_PATH, signUpHref } from '../../features/sign-in/safe-next-path.ts';
import { CodeStep, PasswordStep } from '../../features/sign-in/sign-in-steps.tsx';
import {
  codeError,
  signInErrorMessage,
  type SignInErrorMessage,
} from '../../features/sign-in/sign-in-errors.ts';
import { accountServiceContext, type AccountAnswer } from '../../lib/account-service.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import type { Route } from './+types/sign-in';

export const handle = STATIC_PAGE;

// The signed-out form is the same for every visitor: the server keeps it for a minute (a request
// with a session cookie is never served from, nor stored in, that copy).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: 'Sign in | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

const nextOf = (request: Request) => new URL(request.url).searchParams.get('next');

/** This page again, keeping ?next=: the loader then knows who signed in and where they go. */
function backHere(next: string | null): string {
  return next ? `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}` : SIGN_IN_PATH;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = nextOf(request);
  const viewer = await readSiteViewer(request, context.get(publicDataContext));
  if (viewer) throw redirect(afterSignInPath(next, viewer.roles));
  return { signUp: signUpHref(next), startAgain: backHere(next) };
}

type Step = 'password' | 'code';

/** What the form shows again: the step, the email typed (never the password), what went wrong. */
interface FormState {
  step: Step;
  email: string;
  error: SignInErrorMessage | null;
}

/** The form again (a step, or a refusal), with the cookies to set (the two-step challenge's). */
const showForm = (state: FormState, status: number, cookies: string[] = []) => {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return data(state, { status, headers });
};

/** The service's cookies and a redirect back here: signed in, the loader sends them on. */
function signedIn(answer: AccountAnswer, next: string | null) {
  const headers = new Headers();
  for (const cookie of answer.cookies) headers.append('set-cookie', cookie);
  return redirect(backHere(next), { headers });
}

/** Asks the service; a call that never got an answer reads as an unreachable service. */
async function ask(call: () => Promise<AccountAnswer>): Promise<AccountAnswer> {
  try {
    return await call();
  } catch {
    return { ok: false, status: 0, twoFactor: false, cookies: [] };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const next = nextOf(request);
  const accounts = context.get(accountServiceContext);
  const origin = new URL(context.get(publicSettingsContext).publicUrl).origin;

  if (formText(form, 'step') === 'code') {
    const problem = codeError(formText(form, 'code'));
    if (problem) return showForm({ step: 'code', email: '', error: problem }, 400);
    const answer = await ask(() => accounts.verifyCode(formText(form, 'code').replace(/\s+/g, '')));
    if (answer.ok) return signedIn(answer, next);
    const error = signInErrorMessage(answer, origin);
    return showForm(
      { step: error.restart ? 'password' : 'code', email: '', error },
      answer.status || 503,
    );
  }

  const email = formText(form, 'email').trim();
  const password = formText(form, 'password');
  const missing = emailError(email);
  if (missing)
    return showForm({ step: 'password', email, error: { message: missing, field: 'email' } }, 400);
  if (!password) {
    const error = { message: 'Enter your password.', field: 'password' } as const;
    return showForm({ step: 'password', email, error }, 400);
  }
  const answer = await ask(() => accounts.signIn(email, password));
  if (!answer.ok)
    return showForm(
      { step: 'password', email, error: signInErrorMessage(answer, origin) },
      answer.status || 503,
    );
  // The two-step challenge lives in the cookie the service just set.
  if (answer.twoFactor) return showForm({ step: 'code', email, error: null }, 200, answer.cookies);
  return signedIn(answer, next);
}

export default function SignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  const step: Step = actionData?.step ?? 'password';
  const error = actionData?.error ?? null;
  const general = error && error.field === null ? error.message : null;
  if (step === 'code') {
    return (
      <AccountCard
        title="Two-step verification"
        intro="Open the authenticator app on your phone and enter the 6-digit code it shows for RoadReady."
      >
        {general && <FormProblem>{general}</FormProblem>}
        <CodeStep error={error} />
        <AccountLinks links={[{ href: loaderData.startAgain, label: 'Use a different account' }]} />
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Sign in"
      intro="Staff, students and parents sign in with the email address of their account."
    >
      {general && <FormProblem>{general}</FormProblem>}
      <PasswordStep email={actionData?.email} error={error} />
      <AccountLinks
        links={[
          { href: '/forgot-password', label: 'Forgot your password?' },
          { href: loaderData.signUp, label: 'Create account' },
        ]}
      />
    </AccountCard>
  );
}
