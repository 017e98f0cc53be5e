// /book: booking a driving lesson in plain server-rendered steps (docs/booking.md). GET shows the
// choice form and, once chosen, the price and the free times; POST holds a time (intent=hold) and
// pays (intent=pay), then redirects to the confirmation. The page ships no JavaScript.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { data, redirect, useOutletContext } from 'react-router';
import { testCardToken } from '../../../domain/booking/test-card-token.ts';
import { createAccount } from '../../features/accounts/create-account.ts';
import { AccountStep } from '../../features/booking/booking-account.tsx';
import {
  bookingPath,
  readBookingChoice,
  type BookingChoice,
} from '../../features/booking/booking-choice.ts';
import {
  checkoutPlace,
  loadBookingOffer,
  slotPickup,
} from '../../features/booking/booking-offer.ts';
import { BookByPhone } from '../../features/booking/booking-phone.tsx';
import {
  BookCheckoutMutation,
  BookCreateMyStudentMutation,
  BookHoldSlotMutation,
  BookJoinWaitlistMutation,
  BookMyStudentsQuery,
  BookStartCardPaymentMutation,
  BookWaitlistOfferQuery,
} from '../../features/booking/booking.queries.ts';
import { paidOrPaymentPage } from '../../features/payments/card-payment-paths.ts';
import { buyerProblem } from '../../features/booking/buyer-problem.ts';
import {
  lessonWhenLabel,
  WaitlistAccountStep,
  Waitlisted,
  WaitlistForm,
} from '../../features/booking/booking-waitlist.tsx';
import { ChoiceForm, PayStep, QuoteAndSlots } from '../../features/booking/booking-steps.tsx';
import { publicPageMeta } from '../../features/site/page-meta.ts';
import type { PublicOutletContext } from '../../features/site/public-outlet-context.ts';
import { SITE_PATHS } from '../../features/site/site-links.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { isPublicDataError, publicDataContext, type PublicData } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import type { Route } from './+types/book';

export const handle = STATIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // `product` (a SPEC §3 product type) is how other pages link here; the form then sends `type`.
  const product = params.get('product')?.trim() ?? '';
  const offer = await loadBookingOffer(
    context.get(publicDataContext),
    readBookingChoice(params),
    product,
  );
  // The first step, nothing chosen yet, is the same form for everyone: the shared page cache
  // keeps it. Later steps show live free times and are rendered for each request.
  const firstStep = bookingPath(offer.choice) === SITE_PATHS.book && !product;
  const waitlistOffer = params.get('offer')
    ? await loadWaitlistOffer(context.get(publicDataContext), request, params.get('offer')!)
    : null;
  return data({ ...offer, waitlistOffer }, { headers: firstStep ? sharedPageHeaders() : {} });
}

/**
 * A time the waiting list holds for the visitor (the link of its email): the pay step at once.
 * Signed out, they sign in and come back to the same link; a hold that ended says so.
 */
async function loadWaitlistOffer(publicData: PublicData, request: Request, id: string) {
  try {
    const { myWaitlistEntry: entry, myStudents } = await publicData.executeAsVisitor(
      BookWaitlistOfferQuery,
      { id },
    );
    if (entry.status !== 'Offered' || !entry.offerHoldId || !entry.offer)
      return { gone: true as const };
    return {
      gone: false as const,
      holdId: entry.offerHoldId,
      expiresAt: String(entry.offer.expiresAt),
      heldTime: `${entry.lessonTypeLabel} on ${lessonWhenLabel(String(entry.offer.startTime), entry.timeZone)} with ${entry.offer.instructorName}`,
      idempotencyKey: crypto.randomUUID(),
      students: myStudents,
    };
  } catch (error) {
    if (isPublicDataError(error, ['NOT_SIGNED_IN'])) {
      const here = new URL(request.url);
      throw redirect(`/sign-in?next=${encodeURIComponent(here.pathname + here.search)}`);
    }
    if (isPublicDataError(error, ['NOT_FOUND'])) return { gone: true as const };
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export async function action({ request, context }: Route.ActionArgs) {
  const publicData = context.get(publicDataContext);
  const form = await request.formData();
  const choice = readBookingChoice(form);
  if (text(form, 'intent') === 'sign-up')
    return signUp(context.get(publicSettingsContext).publicUrl, form, choice);
  if (text(form, 'intent') === 'waitlist') return joinTheWaitlist(publicData, form, choice);
  if (text(form, 'intent') === 'hold') {
    const [startTime, instructorId] = text(form, 'slot').split('|');
    if (!startTime || !instructorId)
      return data({ step: 'choose' as const, problem: 'Choose a time.' }, 400);
    try {
      const { holdSlot } = await publicData.executeAsVisitor(BookHoldSlotMutation, {
        input: {
          instructorId,
          lessonTypeId: choice.type,
          startTime,
          pickup: slotPickup(choice),
        },
      });
      const { myStudents } = await publicData.executeAsVisitor(BookMyStudentsQuery, {});
      return {
        step: 'pay' as const,
        choice,
        holdId: holdSlot.id,
        expiresAt: String(holdSlot.expiresAt),
        idempotencyKey: crypto.randomUUID(),
        students: myStudents,
        problem:
          myStudents.length === 0
            ? 'This account has no student record yet: please call us.'
            : null,
      };
    } catch (error) {
      if (isPublicDataError(error, ['NOT_SIGNED_IN']))
        return { step: 'account' as const, choice, problem: null };
      if (isPublicDataError(error, ['CONFLICT']))
        return data(
          { step: 'choose' as const, problem: 'That time was just taken: please choose another.' },
          409,
        );
      // A meeting point changed since the page was shown (restricted, removed): choose again.
      if (isPublicDataError(error, ['VALIDATION_ERROR']))
        return data(
          { step: 'choose' as const, problem: 'This place cannot take this booking now.' },
          400,
        );
      throw error;
    }
  }
  const payStep = async (problem: string) => ({
    step: 'pay' as const,
    choice,
    holdId: text(form, 'holdId'),
    expiresAt: text(form, 'expiresAt'),
    idempotencyKey: text(form, 'idempotencyKey'),
    students: (await publicData.executeAsVisitor(BookMyStudentsQuery, {})).myStudents,
    problem,
  });
  const voucher = text(form, 'voucher');
  // With Stripe's Payment Element the card is entered on the payment page, not here.
  const cardInBrowser = Boolean(context.get(publicSettingsContext).cardPayments);
  const source = voucher || cardInBrowser ? null : testCardToken(text(form, 'card'));
  if (!voucher && !cardInBrowser && !source)
    return data(await payStep('Enter a valid card number.'), 400);
  try {
    const studentId =
      text(form, 'studentId') ||
      (
        await publicData.executeAsVisitor(BookCreateMyStudentMutation, {
          input: {
            forTeen: text(form, 'forTeen') === 'yes',
            name: text(form, 'studentName'),
            dob: text(form, 'studentDob') || null,
            usStateId: choice.state,
          },
        })
      ).createMyStudent.id;
    const input = {
      idempotencyKey: text(form, 'idempotencyKey'),
      holdId: text(form, 'holdId'),
      studentId,
      ...checkoutPlace(choice),
      couponCode: text(form, 'coupon') || null,
      voucherCode: voucher || null,
      paymentSource: source,
    };
    if (cardInBrowser) {
      const { startBookingCardPayment: started } = await publicData.executeAsVisitor(
        BookStartCardPaymentMutation,
        { input },
      );
      return redirect(paidOrPaymentPage(started, '/book/confirmation'));
    }
    const { checkoutBooking } = await publicData.executeAsVisitor(BookCheckoutMutation, { input });
    return redirect(`/book/confirmation/${checkoutBooking.id}`);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'PublicDataError') throw error;
    if (isPublicDataError(error, ['CONFLICT']))
      return data({ step: 'choose' as const, problem: error.message }, 409);
    return data(await payStep(error.message.replace(/^.*?: /, '')), 400);
  }
}

/** Puts the visitor on the waiting list for this choice; signed out, they sign in first. */
async function joinTheWaitlist(publicData: PublicData, form: FormData, choice: BookingChoice) {
  try {
    const { joinWaitlist } = await publicData.executeAsVisitor(BookJoinWaitlistMutation, {
      input: {
        lessonTypeId: choice.type,
        state: choice.state,
        zipCode: choice.meetingPoint ? null : choice.zip || null,
        address: choice.meetingPoint ? null : choice.address || null,
        meetingPointId: choice.meetingPoint || null,
        weekdays: form.getAll('weekday').map(Number),
        earliestTime: text(form, 'earliestTime'),
        latestTime: text(form, 'latestTime'),
        until: text(form, 'until'),
      },
    });
    return {
      step: 'waitlisted' as const,
      waitlisted: { ...joinWaitlist, email: joinWaitlist.customerEmail },
    };
  } catch (error) {
    if (isPublicDataError(error, ['NOT_SIGNED_IN']))
      return { step: 'waitlist-account' as const, choice, problem: null };
    if (isPublicDataError(error, ['VALIDATION_ERROR']))
      return data(
        {
          step: 'choose' as const,
          waitlistProblem: buyerProblem((error as Error).message),
          problem: null,
        },
        400,
      );
    throw error;
  }
}

/** Creates the account (which signs it in) and comes back to the same choice. */
async function signUp(publicUrl: string, form: FormData, choice: BookingChoice) {
  const account = await createAccount(publicUrl, form);
  if ('problem' in account)
    return data({ step: 'account' as const, choice, problem: account.problem }, 400);
  return redirect(bookingPath(choice), { headers: account.headers });
}

// Every step is the same page to search engines: the bare /book.
export const meta: Route.MetaFunction = ({ matches }) => {
  const publicUrl = matches[1]?.loaderData?.publicUrl;
  return publicPageMeta({
    title: 'Book a driving lesson or road test',
    description:
      'Book a driving lesson or a road test online: see the price and the free times at your address or a meeting point, and pay.',
    url: publicUrl ? new URL(SITE_PATHS.book, publicUrl).href : null,
  });
};

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { bookingPhone, cardInBrowser } = useOutletContext<PublicOutletContext>();
  const { choice, notice, lessonTypes, places, meetingPoint, refusal, prompt } = loaderData;
  const { quote, days, timeZone } = loaderData;
  const step = actionData?.step ?? 'choose';
  const offer = actionData ? null : loaderData.waitlistOffer;
  const waitlistProblem =
    actionData && 'waitlistProblem' in actionData ? actionData.waitlistProblem : null;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        Book a driving lesson or test
      </Typography>
      {actionData && 'problem' in actionData && actionData.problem && step === 'choose' && (
        <Typography role="alert" sx={{ mb: 3, fontWeight: 600 }}>
          {actionData.problem}
        </Typography>
      )}
      {step === 'account' && actionData?.step === 'account' && (
        <AccountStep choice={actionData.choice} problem={actionData.problem} />
      )}
      {step === 'pay' && actionData?.step === 'pay' && (
        <PayStep
          choice={actionData.choice}
          holdId={actionData.holdId}
          expiresAt={actionData.expiresAt}
          idempotencyKey={actionData.idempotencyKey}
          students={actionData.students}
          problem={actionData.problem}
          cardInBrowser={cardInBrowser}
        />
      )}
      {step === 'waitlist-account' && actionData?.step === 'waitlist-account' && (
        <WaitlistAccountStep choice={actionData.choice} />
      )}
      {step === 'waitlisted' && actionData?.step === 'waitlisted' && (
        <Waitlisted view={actionData.waitlisted} />
      )}
      {offer && !offer.gone && (
        <Typography role="status" sx={{ mt: 4, fontWeight: 600 }}>
          From the waiting list, held for you: {offer.heldTime}.
        </Typography>
      )}
      {offer && !offer.gone && (
        <PayStep
          choice={choice}
          holdId={offer.holdId}
          expiresAt={offer.expiresAt}
          idempotencyKey={offer.idempotencyKey}
          students={offer.students}
          problem={null}
          cardInBrowser={cardInBrowser}
        />
      )}
      {step === 'choose' && !(offer && !offer.gone) && (
        <>
          {offer?.gone && (
            <Typography role="status" sx={{ mb: 3, fontWeight: 600 }}>
              This time is no longer held for you: it was booked or its hold ended. Choose another
              time below, or join the waiting list again.
            </Typography>
          )}
          {notice && (
            <Typography role="status" sx={{ mb: 3, fontWeight: 600 }}>
              {notice}
            </Typography>
          )}
          <ChoiceForm choice={choice} lessonTypes={lessonTypes} places={places} prompt={prompt} />
          {refusal && <BookByPhone reason={refusal} bookingPhone={bookingPhone} />}
          {quote && (
            <QuoteAndSlots
              choice={choice}
              quote={quote}
              meetingPoint={meetingPoint}
              days={days}
              timeZone={timeZone}
            />
          )}
          {quote && <WaitlistForm choice={choice} problem={waitlistProblem} />}
        </>
      )}
    </Box>
  );
}
