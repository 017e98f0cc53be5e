import { describe, expect, it } from 'vitest';
import { normaliseAnswer } from './normalise-answer.ts';

describe('normaliseAnswer', () => {
  it('ignores case and every space', () => {
    expect(normaliseAnswer(' 1200 ELM ')).toBe('1200elm');
    expect(normaliseAnswer('1200elm')).toBe(normaliseAnswer('1200  Elm'));
    expect(normaliseAnswer('San\tAntonio\n')).toBe('sanantonio');
  });

  it('brings letters typed in another form to one form', () => {
    // "é" as one letter and as e + combining accent; a full-width digit.
    expect(normaliseAnswer('Mont\u00e9rrey')).toBe(normaliseAnswer('Monte\u0301rrey'));
    expect(normaliseAnswer('\uff11200')).toBe('1200');
  });

  it('keeps what tells answers apart', () => {
    expect(normaliseAnswer('A-1234')).not.toBe(normaliseAnswer('A1234'));
  });
});
