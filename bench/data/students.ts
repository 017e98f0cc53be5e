// Student records for the generated dataset: names, emails, phones, licence numbers and
// addresses in the 11 supported states, in the shapes the students module stores (phones E.164).
import { SUPPORTED_STATE_CODES } from '../../src/domain/us-states.ts';
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, PLACES, STREETS } from './names.ts';
import type { Random } from './random.ts';

/** Column values of one `students` row (the columns the generator sets). */
export interface StudentValues {
  id: string;
  name: string;
  email: string | null;
  dob: string;
  signupAt: Date;
  usStateId: string;
  parentName: string | null;
  parentEmail: string | null;
  smsOptIn: boolean;
  acceptTos: boolean;
  licenseNumber: string | null;
  licenseIssueDate: string | null;
  licenseExpirationDate: string | null;
  previousHours: number;
  isDeleted: boolean;
  address: string;
  phone: string | null;
  secondaryPhone: string | null;
  city: string;
  zipcode: string;
  observerApproved: boolean;
  privateApproved: boolean;
  contractStatus: 'Issue' | 'NotSent' | 'Sent' | 'Signed';
}

// Bigger states get more students.
const STATE_WEIGHTS: Record<string, number> = { CA: 5, TX: 4, IL: 2, PA: 2, WA: 2 };
const WEIGHTED_STATES = SUPPORTED_STATE_CODES.flatMap((code) =>
  Array<string>(STATE_WEIGHTS[code] ?? 1).fill(code),
);

/** "José Núñez" → "jose.nunez": how people spell their names in mail addresses. */
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const digits = (random: Random, count: number) => {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(random.int(0, 9));
  return out;
};

/** Licence numbers roughly in each state's format, as staff type them. */
function licenceNumber(random: Random, state: string): string {
  const letter = String.fromCharCode(65 + random.int(0, 25));
  switch (state) {
    case 'CA':
    case 'NV':
      return `${letter}${digits(random, 7)}`;
    case 'TX':
    case 'PA':
      return digits(random, 8);
    case 'IL':
      return `${letter}${digits(random, 3)}-${digits(random, 4)}-${digits(random, 4)}`;
    case 'CO':
      return `${digits(random, 2)}-${digits(random, 3)}-${digits(random, 4)}`;
    case 'WA':
      return `WDL${letter}${digits(random, 2)}${String.fromCharCode(65 + random.int(0, 25))}${digits(random, 4)}`;
    case 'MD':
      return `${letter}-${digits(random, 3)}-${digits(random, 3)}-${digits(random, 3)}-${digits(random, 3)}`;
    default:
      return `${letter}${digits(random, 9)}`;
  }
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function generateStudent(random: Random, now: number): StudentValues {
  const state = random.pick(WEIGHTED_STATES);
  const place = PLACES[state]!;
  const [city, zipPrefix] = random.pick(place.cities);
  const first = random.pick(FIRST_NAMES);
  let last = random.pick(LAST_NAMES);
  if (random.chance(0.08)) last = `${last} ${random.pick(LAST_NAMES)}`;
  const teen = random.chance(0.7);
  const age = teen ? random.int(15, 17) : random.int(18, 64);
  const dob = new Date(now - (age * 365.25 + random.int(0, 364)) * 86_400_000);
  const signupAt = new Date(now - random.int(1, 3 * 365) * 86_400_000 - random.int(0, 86_399_999));
  const handle = random.chance(0.6)
    ? `${ascii(first)}.${ascii(last)}`
    : `${ascii(first).slice(0, 1)}${ascii(last)}${random.int(1, 99)}`;
  const phone = () => `+1${random.pick(place.areaCodes)}${random.int(200, 999)}${digits(random, 4)}`;
  const licensed = random.chance(teen ? 0.55 : 0.85);
  const issued = licensed ? new Date(now - random.int(30, 3 * 365) * 86_400_000) : null;
  const parentFirst = random.pick(FIRST_NAMES);
  return {
    id: random.uuid(),
    name: `${first} ${last}`,
    email: random.chance(0.93) ? `${handle}@${random.pick(EMAIL_DOMAINS)}` : null,
    dob: isoDate(dob),
    signupAt,
    usStateId: state,
    parentName: teen ? `${parentFirst} ${last}` : null,
    parentEmail: teen ? `${ascii(parentFirst)}.${ascii(last)}@${random.pick(EMAIL_DOMAINS)}` : null,
    smsOptIn: random.chance(0.6),
    acceptTos: random.chance(0.95),
    licenseNumber: licensed ? licenceNumber(random, state) : null,
    licenseIssueDate: issued ? isoDate(issued) : null,
    licenseExpirationDate: issued ? isoDate(new Date(issued.getTime() + 5 * 365 * 86_400_000)) : null,
    previousHours: random.chance(0.1) ? random.int(1, 40) / 2 : 0,
    isDeleted: random.chance(0.015),
    address: `${random.int(1, 9999)} ${random.pick(STREETS)}`,
    phone: random.chance(0.96) ? phone() : null,
    secondaryPhone: random.chance(0.2) ? phone() : null,
    city,
    zipcode: `${zipPrefix}${digits(random, 2)}`,
    observerApproved: random.chance(0.5),
    privateApproved: random.chance(0.3),
    contractStatus: random.pick(['Signed', 'Signed', 'Signed', 'Sent', 'NotSent', 'Issue'] as const),
  };
}
