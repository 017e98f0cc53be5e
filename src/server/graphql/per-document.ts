// Work done once per GraphQL document rather than once per request. Yoga's parser cache hands the
// same DocumentNode object to every request with the same text, so a WeakMap keyed by it keeps
// one answer per document text (and forgets it when the parser cache lets the document go).
import type { DocumentNode } from 'graphql';

export function perDocument<T>(
  compute: (document: DocumentNode) => T,
): (document: DocumentNode) => T {
  const answers = new WeakMap<DocumentNode, T>();
  return (document) => {
    if (answers.has(document)) return answers.get(document)!;
    const answer = compute(document);
    answers.set(document, answer);
    return answer;
  };
}
