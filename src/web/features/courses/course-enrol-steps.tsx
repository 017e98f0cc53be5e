// The steps of a course's enrol page (docs/courses.md "Enrolling online") as server-rendered
// forms: the price with a coupon (a GET form, so the coupon stays in the address), then signing in
// or creating an account, then the pay form (student, class, voucher, card). No JavaScript.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../../domain/booking/booking-confirmation.ts';
import { NewStudentFields } from '../booking/booking-account.tsx';
import { buttonSx, Hidden, SelectField, TextField } from '../booking/booking-form-parts.tsx';
import { longDate, type PublicCohort } from '../cohorts/public-cohort-list.tsx';
import { CardEntry, payButtonLabel } from '../payments/card-entry.tsx';

export interface CourseQuoteView {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

const Problem = ({ text }: { text: string | null }) =>
  text ? (
    <Typography role="alert" sx={{ mb: 2, fontWeight: 600, color: '#B3261E' }}>
      {text}
    </Typography>
  ) : null;

export function PriceStep(props: {
  path: string;
  quote: CourseQuoteView;
  coupon: string;
  couponProblem: string | null;
}) {
  const { quote } = props;
  return (
    <Box component="section" aria-labelledby="enrol-price">
      <Typography id="enrol-price" variant="h2" sx={{ fontSize: 24, mb: 2 }}>
        1. Price
      </Typography>
      <Typography sx={{ fontSize: 20, mb: 2 }}>
        <strong>{formatCents(quote.totalCents)}</strong>
        {quote.discountCents > 0 && (
          <span>
            {' '}
            (was {formatCents(quote.subtotalCents)}, coupon saves {formatCents(quote.discountCents)}
            )
          </span>
        )}
      </Typography>
      <Box component="form" method="get" action={props.path}>
        <Problem text={props.couponProblem} />
        <TextField label="Coupon code (optional)" name="coupon" defaultValue={props.coupon} />
        <Box component="button" type="submit" sx={buttonSx}>
          Apply coupon
        </Box>
      </Box>
    </Box>
  );
}

export function PayStep(props: {
  path: string;
  coupon: string;
  idempotencyKey: string;
  students: { id: string; name: string }[];
  /** The classes to choose from, for a classroom course; null for an online course. */
  cohorts: readonly PublicCohort[] | null;
  problem: string | null;
  cardInBrowser: boolean;
}) {
  const hasNoClass = props.cohorts !== null && props.cohorts.length === 0;
  return (
    <Box component="section" aria-labelledby="enrol-pay" sx={{ mt: 5 }}>
      <Typography id="enrol-pay" variant="h2" sx={{ fontSize: 24, mb: 2 }}>
        2. Pay and enrol
      </Typography>
      <Box component="form" method="post" action={props.path}>
        <Hidden
          values={{ intent: 'pay', coupon: props.coupon, idempotencyKey: props.idempotencyKey }}
        />
        <Problem text={props.problem} />
        {props.students.length === 0 ? (
          <NewStudentFields purchase="course" />
        ) : (
          <SelectField label="Student" name="studentId" defaultValue={props.students[0]?.id ?? ''}>
            {props.students.map((student) => (
              <option key={student.id} value={student.id}>
                {student.name}
              </option>
            ))}
          </SelectField>
        )}
        {props.cohorts && <ClassChoice cohorts={props.cohorts} />}
        <TextField
          label="Voucher code (optional)"
          name="voucher"
          hint="A voucher for this course pays for it instead of a card."
        />
        <CardEntry inBrowser={props.cardInBrowser} />
        {!hasNoClass && (
          <Box component="button" type="submit" sx={buttonSx}>
            {payButtonLabel(props.cardInBrowser, 'Pay and enrol')}
          </Box>
        )}
      </Box>
    </Box>
  );
}

function ClassChoice({ cohorts }: { cohorts: readonly PublicCohort[] }) {
  if (cohorts.length === 0)
    return (
      <Typography sx={{ mb: 2.5 }}>
        No class is taking enrolments right now. Please call us and we tell you when the next one
        starts.
      </Typography>
    );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5 }}>
      <Box component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Class
      </Box>
      {cohorts.map((cohort, index) => {
        const left = cohort.maxEnrollees - cohort.numEnrolled;
        return (
          <Box component="label" key={cohort.id} sx={{ display: 'block', mb: 1 }}>
            <input
              type="radio"
              name="cohortId"
              value={cohort.id}
              required
              defaultChecked={index === 0}
            />{' '}
            {cohort.name}: {longDate(cohort.startDate)} to {longDate(cohort.endDate)} ({left}{' '}
            {left === 1 ? 'seat' : 'seats'} left)
          </Box>
        );
      })}
    </Box>
  );
}
