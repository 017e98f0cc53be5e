/**
 * The `href` of a telephone link for a number as shown to people: every non-digit is dropped
 * (spaces, dashes, brackets, letters) so dialers get a clean number, but a leading `+` stays
 * because it marks an international number.
 */
export function phoneHref(display: string): string {
  const trimmed = display.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return `tel:${plus}${trimmed.replace(/\D/g, '')}`;
}
