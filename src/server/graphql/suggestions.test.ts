import { describe, expect, it } from 'vitest';
import { withoutSuggestions } from './suggestions.ts';

describe('withoutSuggestions', () => {
  it('drops every "Did you mean …?" and keeps the rest', () => {
    expect(
      withoutSuggestions('Cannot query field "cohortz" on type "Query". Did you mean "cohorts"?'),
    ).toBe('Cannot query field "cohortz" on type "Query".');
    expect(
      withoutSuggestions(
        'Expected value of type "PageQuery" not to include unknown field "frist". Did you mean "first"? Found: { frist: 1 }.',
      ),
    ).toBe(
      'Expected value of type "PageQuery" not to include unknown field "frist". Found: { frist: 1 }.',
    );
    expect(
      withoutSuggestions('Value "Al" does not exist. Did you mean the enum value "All" or "Auto"?'),
    ).toBe('Value "Al" does not exist.');
    expect(withoutSuggestions('Syntax Error: Expected Name, found <EOF>.')).toBe(
      'Syntax Error: Expected Name, found <EOF>.',
    );
  });
});
