/**
 * True when a text holds nothing but whitespace (SPEC §5: "a string is empty if blank after
 * trimming"). `null` and `undefined` count as blank, so optional form fields need no extra check.
 */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
