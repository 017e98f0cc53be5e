// The time zone a state's lessons are usually in: the zone where most of its people live. The
// schedule dialog groups free times by day in it, before any instructor (whose own zone the
// lesson then keeps) is chosen. States split across zones (Texas, Indiana, Tennessee…) take the
// zone of their larger part; a state not listed, or none, falls back to the school's zone.
import { DEFAULT_TIME_ZONE } from '../date-format.ts';

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

const ZONES: Readonly<Record<string, string>> = {
  AL: CENTRAL,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: CENTRAL,
  IN: 'America/Indiana/Indianapolis',
  IA: CENTRAL,
  KS: CENTRAL,
  KY: EASTERN,
  LA: CENTRAL,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  MI: 'America/Detroit',
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  MT: MOUNTAIN,
  NE: CENTRAL,
  NV: PACIFIC,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  NC: EASTERN,
  ND: CENTRAL,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VT: EASTERN,
  VA: EASTERN,
  WA: PACIFIC,
  WV: EASTERN,
  WI: CENTRAL,
  WY: MOUNTAIN,
  AS: 'Pacific/Pago_Pago',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
};

/** The IANA zone of a two-letter state code (any case); the school's zone when unknown. */
export function stateTimeZone(code: string | null | undefined): string {
  return ZONES[code?.trim().toUpperCase() ?? ''] ?? DEFAULT_TIME_ZONE;
}
