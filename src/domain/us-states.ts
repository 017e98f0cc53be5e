// US states and territories for address and licence data (SPEC §1, §9), shared by server and web.
//
// SPEC §1 names two different "supported" ideas, kept apart here on purpose:
// - `isSupported` on each entry: the 11 states the public product sells in;
// - `isStateSupported()`: the narrower "state supported" check (CO, PA, CA, WA), which is also
//   true whenever an automated test harness runs, so tests can use any state.

export interface UsState {
  /** Two-letter USPS code, e.g. "CA". */
  code: string;
  name: string;
  /** One of the 11 states the public product sells courses and lessons in. */
  isSupported: boolean;
}

/** The 11 states of the public product (SPEC §1). */
export const SUPPORTED_STATE_CODES = [
  'CA',
  'CO',
  'IL',
  'IN',
  'MD',
  'MO',
  'NV',
  'PA',
  'TX',
  'WA',
  'WI',
] as const;

export type SupportedStateCode = (typeof SUPPORTED_STATE_CODES)[number];

/** States for which the SPEC §1 "state supported" check holds outside a test harness. */
export const STATE_CHECK_CODES = ['CO', 'PA', 'CA', 'WA'] as const;

// The 50 states, the District of Columbia and the six ISO 3166-2:US outlying areas: 57 entries.
const NAMES: readonly (readonly [code: string, name: string])[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['UM', 'United States Minor Outlying Islands'],
  ['VI', 'U.S. Virgin Islands'],
];

export const US_STATES: readonly UsState[] = NAMES.map(([code, name]) => ({
  code,
  name,
  isSupported: (SUPPORTED_STATE_CODES as readonly string[]).includes(code),
}));

/** The entry for a two-letter code (case-insensitive), or undefined when unknown. */
export function findUsState(code: string): UsState | undefined {
  const wanted = code.trim().toUpperCase();
  return US_STATES.find((state) => state.code === wanted);
}

/**
 * The SPEC §1 "state supported" check: true for CO, PA, CA and WA, or for any state while an
 * automated test harness is running (the caller passes that flag; this module reads no
 * environment).
 */
export function isStateSupported(code: string, isTestHarness = false): boolean {
  if (isTestHarness) return true;
  return (STATE_CHECK_CODES as readonly string[]).includes(code.trim().toUpperCase());
}
