// How a search box entry becomes search words for the student list. Staff type names, emails,
// licence numbers or phone numbers in any spelling; every word must appear somewhere in the
// student's search text (name, email, phone digits, licence number). Case and accents are folded
// by the database with the same function that builds the search text, so both sides agree.

/** Only digits and the punctuation people put in phone numbers. */
const PHONE_LIKE = /^[\d\s().+-]+$/;
const MIN_PHONE_DIGITS = 3;

/**
 * The words to look for: a phone-like entry ("(415) 555-26") becomes its digits as one word;
 * anything else is split on white space. Empty when there is nothing to search for.
 */
export function studentSearchWords(term: string | null | undefined): string[] {
  const trimmed = (term ?? '').trim();
  if (!trimmed) return [];
  if (PHONE_LIKE.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    if (digits.length >= MIN_PHONE_DIGITS) return [digits];
  }
  return [...new Set(trimmed.split(/\s+/))];
}

/** `word` as a LIKE pattern matching it anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
