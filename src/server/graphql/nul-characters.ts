// PostgreSQL text cannot hold the NUL character: a string carrying one fails its query with an
// internal error. Such strings are refused before execution with VALIDATION_ERROR naming the
// variable path at fault (or the operation text, for a literal written into the query).
//
// Kept off the per-request path: the variables are walked without allocating unless a NUL is
// there, the raw text is only searched for the raw character (a native scan), and the string
// literals of a document — whichever escape wrote the NUL (`\u0000`, `\u{0}`) — are looked at once
// per document, after parsing, where the decoded values are at hand.
import { Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { toGraphqlError, validationError, type FieldProblem } from './errors.ts';
import { perDocument } from './per-document.ts';

const MESSAGE = 'must not contain the NUL character (\\u0000)';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsNul);
  for (const key in value) if (holdsNul((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** The paths of every string holding a NUL, e.g. `input.key` or `ids.2`. */
export function nulCharacterPaths(value: unknown, path: string[] = []): string[] {
  if (!holdsNul(value)) return [];
  if (typeof value === 'string') return [path.join('.')];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => nulCharacterPaths(item, [...path, String(index)]));
  }
  return Object.entries(value as object).flatMap(([key, item]) =>
    nulCharacterPaths(item, [...path, key]),
  );
}

/** Whether a string literal of the document (its decoded value) holds a NUL. */
export function documentHoldsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  return found;
}

const refusal = (problems: FieldProblem[]) => ({
  errors: [toGraphqlError(validationError(problems))],
});
const IN_THE_QUERY: FieldProblem[] = [{ path: 'query', message: MESSAGE }];

export function useNulCharacterGuard(): Plugin {
  const literalHoldsNul = perDocument(documentHoldsNul);
  const checkDocument = ({
    args,
    setResultAndStopExecution,
  }: {
    args: { document: unknown };
    setResultAndStopExecution: (result: ReturnType<typeof refusal>) => void;
  }) => {
    if (literalHoldsNul(args.document as DocumentNode))
      setResultAndStopExecution(refusal(IN_THE_QUERY));
  };
  return {
    onParams({ params, setResult }) {
      const problems: FieldProblem[] = nulCharacterPaths(params.variables ?? {}).map((path) => ({
        path,
        message: MESSAGE,
      }));
      // The raw character anywhere in the text (the parser would call it a syntax error). The
      // query may be any JSON here (yoga checks its type later): only text can hold one.
      const query: unknown = params.query;
      if (typeof query === 'string' && query.includes('\u0000')) problems.push(...IN_THE_QUERY);
      if (problems.length > 0) setResult(refusal(problems));
    },
    onExecute: checkDocument,
    onSubscribe: checkDocument,
  };
}
