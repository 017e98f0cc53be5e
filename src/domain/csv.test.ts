import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, toCsv } from './csv.ts';

describe('csvField and toCsv', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(-12)).toBe('-12');
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseFormula('+1')).toBe("'+1");
    expect(neutraliseFormula('-1')).toBe("'-1");
    expect(neutraliseFormula('@SUM')).toBe("'@SUM");
    expect(neutraliseFormula('check 1042')).toBe('check 1042');
    expect(neutraliseFormula(null)).toBe('');
  });
});
