// How an answer to a personal question is compared (docs/seat-time.md "Identity validation"):
// the answer given at the start and each later answer are normalised the same way before hashing,
// so "1200 Elm", "1200elm" and " 1200 ELM " are one answer. Case and spaces do not count: a
// student who types a permit number with or without its spaces is still the student. Letters are
// brought to one Unicode form first, so an accented city typed on another keyboard matches.
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').toLocaleLowerCase('en-US').replace(/\s+/gu, '');
}
