// What a checkout's (or the waiting list's) refusal says to a buyer on a server-rendered page: the API's
// "Please correct: input.studentId: is already enrolled in this course" becomes "The student is
// already enrolled in this course." Messages already written for the buyer ("Your card was
// declined.") are kept as they are.

const LABELS: Record<string, string> = {
  paymentSource: 'The card',
  studentId: 'The student',
  couponCode: 'The coupon',
  voucherCode: 'The voucher',
  cohortId: 'The class',
  courseId: 'The course',
  name: "The student's name",
  dob: "The student's date of birth",
  // The waiting list's form.
  lessonTypeId: 'The lesson',
  zipCode: 'The ZIP code',
  meetingPointId: 'The meeting point',
  weekdays: 'The days',
  earliestTime: 'The earliest start',
  latestTime: 'The finish time',
  until: 'The last date',
};

function sentence(part: string): string {
  const match = /^([\w.]+): (.*)$/s.exec(part.trim());
  if (!match) return part.trim();
  const [, path, message] = match as unknown as [string, string, string];
  if (/^[A-Z]/.test(message)) return message;
  const field = path.split('.').pop() ?? path;
  const text = `${LABELS[field] ?? `The ${field}`} ${message}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function buyerProblem(apiMessage: string): string {
  return apiMessage
    .replace(/^Please correct: /, '')
    .split('; ')
    .map(sentence)
    .join(' ');
}
