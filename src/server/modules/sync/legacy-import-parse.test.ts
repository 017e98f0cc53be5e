import { describe, expect, it } from 'vitest';
import { parseJson } from './legacy-import-parse.ts';

describe('parseJson', () => {
  it('says where broken JSON stops, in lines and columns, without the parser’s own words', () => {
    expect(() => parseJson('[\n  {"studentId": -%}\n]')).toThrow(
      'The file is not valid JSON near line 2, column 18.',
    );
  });

  it('refuses JSON that is not an array', () => {
    expect(() => parseJson('{}')).toThrow('The JSON must be an array of records.');
  });
});
