// /verify-email?token=…, opened from the email queued at sign-up (server/auth/account-emails.ts):
// the loader confirms the address with the sign-in service and the page says how it went. Signing
// in never waits for this; it only records that the address is really the student's.
import Typography from '@mui/material/Typography';
import { AccountCard, AccountLinks } from '../../features/accounts/account-form.tsx';
import { verifyEmail, type VerifyOutcome } from '../../features/accounts/account-requests.ts';
import { PORTAL_AFTER_SIGN_IN } from '../../features/sign-in/safe-next-path.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/verify-email';

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: 'Confirm your email | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const outcome: VerifyOutcome = token
    ? await verifyEmail(context.get(publicSettingsContext).publicUrl, token)
    : 'invalid';
  return { outcome };
}

const TEXT: Record<VerifyOutcome, { title: string; body: string }> = {
  verified: {
    title: 'Your email is confirmed',
    body: 'Thank you. Lesson confirmations and reminders will reach you at this address.',
  },
  expired: {
    title: 'This link has expired',
    body: 'Confirmation links work for three days. Your account works anyway; the school can send a new link if you need one.',
  },
  invalid: {
    title: 'This link does not work',
    body: 'It may not have been copied whole. Open it again from the email, or copy the whole address into the browser.',
  },
  unreachable: {
    title: 'We could not confirm your email right now',
    body: 'Please open the link again in a moment.',
  },
};

export default function VerifyEmailRoute({ loaderData }: Route.ComponentProps) {
  const text = TEXT[loaderData.outcome];
  return (
    <AccountCard title={text.title}>
      <Typography role={loaderData.outcome === 'verified' ? 'status' : 'alert'}>
        {text.body}
      </Typography>
      <AccountLinks links={[{ href: PORTAL_AFTER_SIGN_IN, label: 'Go to my portal' }]} />
    </AccountCard>
  );
}
