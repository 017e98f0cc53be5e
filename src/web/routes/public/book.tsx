// /book: booking a driving lesson in plain server-rendered steps (docs/booking.md). GET shows the
// choice form and, once chosen, the price and the free times; POST holds a time (intent=hold) and
// pays (intent=pay), then redirects to the confirmation. The page ships no JavaScript.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { data, redirect, useOutletContext } from 'react-router';
import { testCardToken } from '../../../domain/booking/test-card-token.ts';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import { createAccount } from '../../features/accounts/create-account.ts';
import { AccountStep } from '../../features/booking/booking-account.tsx';
import {
  bookingPath,
  readBookingChoice,
  type BookingChoice,
} from '../../features/booking/booking-choice.ts';
import { BookByPhone } from '../../features/booking/booking-phone.tsx';
import {
  BookCheckoutMutation,
  BookCreateMyStudentMutation,
  BookHoldSlotMutation,
  BookingQuoteQuery,
  BookLessonTypesQuery,
  BookMyStudentsQuery,
  BookSlotsQuery,
} from '../../features/booking/booking.queries.ts';
import { ChoiceForm, PayStep, QuoteAndSlots } from '../../features/booking/booking-steps.tsx';
import { publicPageMeta } from '../../features/site/page-meta.ts';
import type { PublicOutletContext } from '../../features/site/public-outlet-context.ts';
import { SITE_PATHS } from '../../features/site/site-links.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { isPublicDataError, publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/book';

export const handle = STATIC_PAGE;

/** Road and DMV tests are booked by phone (the online checkout sells driving minutes). */
const TEST_TYPES = new Set([
  'DmvTest',
  'RoadTest',
  'RoadTest15',
  'RoadTest15WithCar',
  'RoadTestWithCar',
]);
const SLOT_DAYS = 7;

export async function loader({ request, context }: Route.LoaderArgs) {
  const publicData = context.get(publicDataContext);
  const choice = readBookingChoice(new URL(request.url).searchParams);
  const { lessonTypes } = await publicData.execute(BookLessonTypesQuery, {});
  const base = { choice, lessonTypes, refusal: null, quote: null, days: [], timeZone: '' };
  const type = lessonTypes.find((option) => option.id === choice.type);
  if (!type || !choice.state || !choice.zip) return base;
  if (choice.state === 'OTHER')
    return { ...base, refusal: 'We do not book lessons online in your state yet.' };
  if (TEST_TYPES.has(type.name))
    return { ...base, refusal: `${type.label} appointments are booked by phone.` };
  let quote;
  try {
    ({ bookingQuote: quote } = await publicData.execute(BookingQuoteQuery, {
      lessonTypeId: type.id,
      zip: choice.zip,
      couponCode: choice.coupon || null,
    }));
  } catch (error) {
    if (!isPublicDataError(error, ['VALIDATION_ERROR'])) throw error;
    return { ...base, refusal: 'We could not use this ZIP code or coupon.' };
  }
  if (!quote.served || quote.state !== choice.state)
    return { ...base, refusal: 'We do not cover this address online yet.' };
  const from = new Date();
  const { slotSearch } = await publicData.execute(BookSlotsQuery, {
    input: {
      lessonTypeId: type.id,
      pickup: { zipCode: choice.zip },
      from: from.toISOString(),
      to: new Date(from.getTime() + SLOT_DAYS * 86_400_000).toISOString(),
      // Days and times in the pickup state's own zone, where the lesson happens.
      timeZone: stateTimeZone(choice.state),
    },
  });
  return { ...base, quote, days: slotSearch.days, timeZone: slotSearch.timeZone };
}

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
          pickup: { zipCode: choice.zip },
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
  const source = voucher ? null : testCardToken(text(form, 'card'));
  if (!voucher && !source) return data(await payStep('Enter a valid card number.'), 400);
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
    const { checkoutBooking } = await publicData.executeAsVisitor(BookCheckoutMutation, {
      input: {
        idempotencyKey: text(form, 'idempotencyKey'),
        holdId: text(form, 'holdId'),
        studentId,
        pickupLocation: [choice.address, choice.zip].filter(Boolean).join(', '),
        couponCode: text(form, 'coupon') || null,
        voucherCode: voucher || null,
        paymentSource: source,
      },
    });
    return redirect(`/book/confirmation/${checkoutBooking.id}`);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'PublicDataError') throw error;
    if (isPublicDataError(error, ['CONFLICT']))
      return data({ step: 'choose' as const, problem: error.message }, 409);
    return data(await payStep(error.message.replace(/^.*?: /, '')), 400);
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
    title: 'Book a driving lesson',
    description:
      'Book a driving lesson online: see the price and the free times at your address, and pay.',
    url: publicUrl ? new URL(SITE_PATHS.book, publicUrl).href : null,
  });
};

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { bookingPhone } = useOutletContext<PublicOutletContext>();
  const { choice, lessonTypes, refusal, quote, days, timeZone } = loaderData;
  const step = actionData?.step ?? 'choose';
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        Book a driving lesson
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
        />
      )}
      {step === 'choose' && (
        <>
          <ChoiceForm choice={choice} lessonTypes={lessonTypes} />
          {refusal && <BookByPhone reason={refusal} bookingPhone={bookingPhone} />}
          {quote && <QuoteAndSlots choice={choice} quote={quote} days={days} timeZone={timeZone} />}
        </>
      )}
    </Box>
  );
}
