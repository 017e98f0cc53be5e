/** Largest request body accepted anywhere (SPEC §9's 2,000,000: uploads and API bodies). */
export const MAX_REQUEST_BYTES = 2_000_000;

/** True for the error body parsers raise when a body passes the limit. */
export function payloadTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { type?: unknown }).type === 'entity.too.large' ||
      (error as { status?: unknown }).status === 413)
  );
}
