// PostgreSQL extensions and helper functions the schema depends on. They must exist before the
// drizzle-kit migrations run (indexes and generated columns use them), and drizzle-kit cannot
// declare them, so runMigrations applies this idempotent SQL first, under its lock. PGlite ships
// contrib extensions as separate modules that must be loaded when the database opens; Debian's
// PostgreSQL server has them in its contrib package.
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** Handed to `new PGlite(..., { extensions })`. */
export const pgliteExtensions = { btree_gist, pg_trgm, unaccent };

/**
 * btree_gist: plain equality inside GiST indexes, for the lessons' exclusion constraint
 * (src/server/db/constraints.ts). pg_trgm: trigram GIN indexes for "contains" search. unaccent: folds accents ("José" → "Jose").
 * unaccent() itself is only STABLE (it reads a dictionary chosen by search_path), so it cannot
 * appear in an index or generated column; `unaccent_immutable` names the dictionary and schema
 * explicitly, which makes declaring it IMMUTABLE safe (PostgreSQL's documented workaround).
 */
export const DATABASE_PREREQUISITES_SQL = `
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE OR REPLACE FUNCTION public.unaccent_immutable(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $fn$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $fn$;
`;
