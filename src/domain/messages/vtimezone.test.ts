import { describe, expect, it } from 'vitest';
import { vtimezone } from './vtimezone.ts';

describe('vtimezone', () => {
  it('gives a US zone with daylight time its two offsets and the US switch dates', () => {
    const block = vtimezone('America/Chicago');
    expect(block).toContain('TZID:America/Chicago');
    expect(block).toMatch(
      /BEGIN:DAYLIGHT\r\nTZOFFSETFROM:-0600\r\nTZOFFSETTO:-0500\r\nTZNAME:CDT\r\nDTSTART:20070311T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU/,
    );
    expect(block).toMatch(/BEGIN:STANDARD\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0600\r\nTZNAME:CST/);
    expect(block.endsWith('END:VTIMEZONE\r\n')).toBe(true);
  });

  it('gives a zone without daylight time one standard offset', () => {
    const block = vtimezone('America/Phoenix');
    expect(block).not.toContain('DAYLIGHT');
    expect(block).toContain('TZOFFSETTO:-0700');
    expect(block).toContain('TZNAME:MST');
  });
});
