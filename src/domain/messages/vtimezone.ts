// The VTIMEZONE block of a calendar file (RFC 5545 §3.6.5): a calendar that reads
// "DTSTART;TZID=America/Chicago:20261210T110000" needs the zone's rules in the same file. The
// school's zones are US zones, whose daylight time (where they keep it) runs from the second
// Sunday of March to the first Sunday of November at 2 AM since 2007: the block says that, with
// the offsets and abbreviations of the zone as the platform's time-zone data knows them. A zone
// without daylight time (Arizona, Hawaii) gets its one standard offset.

interface Offset {
  /** "-0600" */
  value: string;
  /** "CST" */
  name: string;
}

function offsetAt(zone: string, at: Date): Offset {
  const part = (timeZoneName: 'longOffset' | 'short') =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  // "GMT-06:00" (or "GMT" at zero) → "-0600"
  const long = part('longOffset').replace('GMT', '') || '+00:00';
  return { value: long.replace(':', ''), name: part('short') };
}

export function vtimezone(zone: string): string {
  const winter = offsetAt(zone, new Date(Date.UTC(2026, 0, 15, 12)));
  const summer = offsetAt(zone, new Date(Date.UTC(2026, 6, 15, 12)));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  if (winter.value === summer.value) {
    lines.push(
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${winter.value}`,
      `TZOFFSETTO:${winter.value}`,
      `TZNAME:${winter.name}`,
      'DTSTART:19700101T000000',
      'END:STANDARD',
    );
  } else {
    lines.push(
      'BEGIN:DAYLIGHT',
      `TZOFFSETFROM:${winter.value}`,
      `TZOFFSETTO:${summer.value}`,
      `TZNAME:${summer.name}`,
      'DTSTART:20070311T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${summer.value}`,
      `TZOFFSETTO:${winter.value}`,
      `TZNAME:${winter.name}`,
      'DTSTART:20071104T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
    );
  }
  lines.push('END:VTIMEZONE');
  return `${lines.join('\r\n')}\r\n`;
}
