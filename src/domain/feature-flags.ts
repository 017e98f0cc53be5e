// Feature flags (SPEC §1): boolean, string and integer flags an Admin edits and every client
// reads. Values travel and are stored as text; this file is the one place that says which text
// is a valid value of which type, shared by the server (validation) and the web (the form and
// the useFeatureFlag hook).

export const FEATURE_FLAG_TYPES = ['boolean', 'string', 'integer'] as const;

/** How staff read each kind of flag value. */
export const FEATURE_FLAG_TYPE_LABELS: Readonly<
  Record<(typeof FEATURE_FLAG_TYPES)[number], string>
> = {
  boolean: 'On / off',
  string: 'Text',
  integer: 'Whole number',
};
export type FeatureFlagType = (typeof FEATURE_FLAG_TYPES)[number];

export type FeatureFlagValue = boolean | string | number;

/** Keys look like `home.showOperationsTips`: letters, digits, dots, dashes and underscores. */
export const FEATURE_FLAG_KEY = /^[A-Za-z][A-Za-z0-9._-]{0,99}$/;

export const MAX_STRING_FLAG_LENGTH = 2000;

export type ParsedFlagValue =
  { ok: true; value: FeatureFlagValue; text: string } | { ok: false; message: string };

/**
 * Reads `text` as a value of `type`. Booleans are exactly "true" or "false"; integers are whole
 * numbers within the safe integer range, written without spaces or a decimal point.
 */
export function parseFlagValue(type: FeatureFlagType, text: string): ParsedFlagValue {
  switch (type) {
    case 'boolean':
      if (text === 'true' || text === 'false') return { ok: true, value: text === 'true', text };
      return { ok: false, message: 'must be true or false' };
    case 'integer': {
      if (!/^-?\d+$/.test(text)) return { ok: false, message: 'must be a whole number' };
      const value = Number(text);
      if (!Number.isSafeInteger(value)) return { ok: false, message: 'is too large' };
      return { ok: true, value, text: String(value) };
    }
    case 'string':
      if (text.length > MAX_STRING_FLAG_LENGTH) {
        return { ok: false, message: `must be at most ${MAX_STRING_FLAG_LENGTH} characters` };
      }
      return { ok: true, value: text, text };
  }
}

/**
 * A flag's value for a caller who expects the type of `fallback`: the stored value when its type
 * matches, otherwise the fallback (a missing flag, or one re-created with another type, never
 * hands a string to code that expects a boolean).
 */
export function flagValueOr<T extends FeatureFlagValue>(
  flag: { type: FeatureFlagType; value: string } | undefined,
  fallback: T,
): T {
  if (!flag) return fallback;
  const expected: FeatureFlagType =
    typeof fallback === 'boolean' ? 'boolean' : typeof fallback === 'number' ? 'integer' : 'string';
  if (flag.type !== expected) return fallback;
  const parsed = parseFlagValue(flag.type, flag.value);
  return parsed.ok ? (parsed.value as T) : fallback;
}
