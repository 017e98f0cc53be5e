// The time zones an instructor can work in (SPEC §1: US states and territories), as IANA names
// with the label people know them by. The server accepts any IANA zone; forms offer these.

export interface UsTimeZone {
  /** IANA name, e.g. "America/Los_Angeles". */
  zone: string;
  label: string;
}

export const US_TIME_ZONES: readonly UsTimeZone[] = [
  { zone: 'America/New_York', label: 'Eastern (New York)' },
  { zone: 'America/Detroit', label: 'Eastern (Detroit)' },
  { zone: 'America/Indiana/Indianapolis', label: 'Eastern (Indianapolis)' },
  { zone: 'America/Chicago', label: 'Central (Chicago)' },
  { zone: 'America/Denver', label: 'Mountain (Denver)' },
  { zone: 'America/Phoenix', label: 'Mountain, no daylight saving (Phoenix)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { zone: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { zone: 'America/Puerto_Rico', label: 'Atlantic (Puerto Rico)' },
  { zone: 'Pacific/Guam', label: 'Chamorro (Guam)' },
  { zone: 'Pacific/Pago_Pago', label: 'Samoa (Pago Pago)' },
];

/** The label people know a zone by ("Central (Chicago)"); the IANA name for a zone not listed. */
export function timeZoneLabel(zone: string): string {
  return US_TIME_ZONES.find((entry) => entry.zone === zone)?.label ?? zone;
}
