// The states' behind-the-wheel requirements, as data (SPEC §5 "State rules stated in guide
// text"; docs/behind-the-wheel.md). A rule names its state, the audience it is for (SPEC §3's
// course audiences), the age condition (the rule holds for a student younger than `underAge` on
// the day of the lesson), its shape and where it comes from. A source marked `confirmed: false`
// was not checked against the regulator's current text: the school's compliance officer confirms
// it before relying on it (the same convention as docs/seat-time.md).
import type { SplitRequirement } from './split-requirement.ts';
import type { TotalRequirement } from './total-requirement.ts';

export type BtwAudience = 'teen' | 'teen-instructor-led';

export interface BtwSource {
  /** Where the product takes the figures from. */
  spec: string;
  /** The regulator's text the figures should match. */
  official: string;
  /** Whether the official text was checked; false: the compliance officer must confirm it. */
  confirmed: boolean;
}

export interface BtwRule {
  state: string;
  stateName: string;
  audience: BtwAudience;
  /** The rule holds while the student is younger than this many years; null: at any age. */
  underAge: number | null;
  requirement: SplitRequirement | TotalRequirement;
  /** The requirement in words, as staff read it. */
  summary: string;
  source: BtwSource;
}

const HOUR = 60;

export const BTW_RULES: readonly BtwRule[] = [
  {
    state: 'TX',
    stateName: 'Texas',
    audience: 'teen-instructor-led',
    underAge: 18,
    requirement: { shape: 'split', drivingMinutes: 7 * HOUR, observationMinutes: 7 * HOUR },
    summary: '14 hours of professional instruction: 7 hours driving and 7 hours observation',
    source: {
      spec: 'SPEC §5: "14 hours of professional instruction (7 driving, 7 observation)"',
      official:
        'TDLR teen driver education program of instruction, 16 TAC Chapter 84 (section not located)',
      confirmed: false,
    },
  },
  {
    state: 'WA',
    stateName: 'Washington',
    audience: 'teen',
    underAge: 18,
    requirement: { shape: 'split', drivingMinutes: 5 * HOUR, observationMinutes: 1 * HOUR },
    summary: '5 hours driving and 1 hour observation',
    source: {
      spec: 'SPEC §5: "5 hours driving plus 1 hour observation"',
      official: 'RCW 46.20.100 and WAC Chapter 308-108 (figures not confirmed)',
      confirmed: false,
    },
  },
  {
    state: 'CO',
    stateName: 'Colorado',
    audience: 'teen',
    underAge: 16.5,
    requirement: { shape: 'total', minutes: 6 * HOUR, countsObservation: false },
    summary: '6 hours of behind-the-wheel lessons for a driver under 16½',
    source: {
      spec: 'SPEC §5: "6 hours of lessons if under 16.5"',
      official: 'C.R.S. 42-2-104 (subsection not confirmed)',
      confirmed: false,
    },
  },
  {
    state: 'IL',
    stateName: 'Illinois',
    audience: 'teen',
    underAge: 18,
    requirement: { shape: 'total', minutes: 8 * HOUR, countsObservation: false },
    summary: '8 hours of private behind-the-wheel instruction',
    source: {
      spec: 'SPEC §5: "8 hours of private instruction"',
      official: '625 ILCS 5/6-107 and 92 Ill. Adm. Code 1060 (figures not confirmed)',
      confirmed: false,
    },
  },
];

/** The rules of a state, youngest age condition first. */
export function btwRulesOf(state: string | null | undefined): BtwRule[] {
  const code = state?.trim().toUpperCase();
  return BTW_RULES.filter((rule) => rule.state === code).sort(
    (a, b) => (a.underAge ?? Infinity) - (b.underAge ?? Infinity),
  );
}

/** The rule of a state that holds at an age, if any: the first whose age condition the age meets. */
export function btwRuleAt(state: string | null | undefined, age: number): BtwRule | null {
  return btwRulesOf(state).find((rule) => rule.underAge === null || age < rule.underAge) ?? null;
}

/** "under 16½", "under 18": the age condition in words. */
export function ageConditionText(underAge: number): string {
  const whole = Math.floor(underAge);
  return underAge - whole === 0.5 ? `under ${whole}½` : `under ${underAge}`;
}
