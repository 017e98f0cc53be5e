/**
 * The 11 US states where the public product sells courses, lessons and tests (SPEC §1), in
 * alphabetical order of their codes. The broader list of states and territories used for
 * addresses and licenses is a different list.
 */
export const SUPPORTED_STATES = [
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MO', name: 'Missouri' },
  { code: 'NV', name: 'Nevada' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'TX', name: 'Texas' },
  { code: 'WA', name: 'Washington' },
  { code: 'WI', name: 'Wisconsin' },
] as const;

export type SupportedStateCode = (typeof SUPPORTED_STATES)[number]['code'];

/** True for an upper-case code of a supported state (URLs use lower case: upper-case them first). */
export function isSupportedState(code: string): code is SupportedStateCode {
  return SUPPORTED_STATES.some((state) => state.code === code);
}
