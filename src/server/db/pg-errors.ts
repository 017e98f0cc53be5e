// PostgreSQL error codes as both drivers report them (pg and PGlite put `code` on the error;
// Drizzle wraps it in `cause`). Services map the few they expect to the SPEC §8 catalogue.

/** The SQLSTATE of a database error, looking through wrappers; null for anything else. */
export function postgresErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A row is still referenced by a foreign key (or a reference points nowhere). PostgreSQL 15
 * reports a restrict key refusing a delete as 23503; newer servers (PGlite runs 18) as 23001.
 */
export const isForeignKeyViolation = (error: unknown) => {
  const code = postgresErrorCode(error);
  return code === '23503' || code === '23001';
};
