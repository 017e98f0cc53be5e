// PostgreSQL text cannot hold the NUL character: a string carrying one fails its query with an
// internal error. Such strings are refused before execution with VALIDATION_ERROR naming the
// variable path at fault (or the operation text, for a literal written into the query).
import type { Plugin } from 'graphql-yoga';
import { toGraphqlError, validationError, type FieldProblem } from './errors.ts';

const MESSAGE = 'must not contain the NUL character (\\u0000)';

/** The paths of every string holding a NUL, e.g. `input.key` or `ids.2`. */
export function nulCharacterPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => nulCharacterPaths(item, [...path, String(index)]));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nulCharacterPaths(item, [...path, key]));
  }
  return [];
}

export function useNulCharacterGuard(): Plugin {
  return {
    onParams({ params, setResult }) {
      const problems: FieldProblem[] = nulCharacterPaths(params.variables ?? {}).map((path) => ({
        path,
        message: MESSAGE,
      }));
      // A literal in the text: the raw character, or the \u0000 escape GraphQL strings allow.
      // The query may be any JSON here (yoga checks its type later): only text can hold one.
      const query: unknown = params.query;
      if (typeof query === 'string' && (query.includes('\u0000') || /\\u0000/i.test(query))) {
        problems.push({ path: 'query', message: MESSAGE });
      }
      if (problems.length > 0) setResult({ errors: [toGraphqlError(validationError(problems))] });
    },
  };
}
