// A practice test is one of a few fixed sets of a state's questions rather than a fresh random draw
// per visit: a set is the same page for every visitor, so it can be rendered once and served from
// the shared page cache (docs/practice-tests.md "Sets"). Visitors still meet a different test on
// most visits, because a bare test address is answered with one of the sets at random. A set
// follows the bank: adding or retiring a question changes the questions every set draws.

/** How many fixed sets each state's practice test has. */
export const PRACTICE_TEST_SET_COUNT = 12;

/** Whether `value` names a set (1 … PRACTICE_TEST_SET_COUNT). */
export function isPracticeTestSet(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= PRACTICE_TEST_SET_COUNT
  );
}

/**
 * The `count` question ids of set `set`, in the order the test shows them: a shuffle of the bank
 * seeded by the state and the set number, so it is stable while the bank is. The ids are sorted
 * first, so the order the database returned them in does not matter.
 */
export function practiceTestSet(
  state: string,
  set: number,
  questionIds: readonly string[],
  count: number,
): string[] {
  const ids = [...questionIds].sort();
  const random = seededRandom(`${state}:${set}`);
  // Fisher–Yates, stopped after the first `count` places: those are the set.
  const take = Math.min(count, ids.length);
  for (let index = 0; index < take; index += 1) {
    const pick = index + Math.floor(random() * (ids.length - index));
    [ids[index], ids[pick]] = [ids[pick] as string, ids[index] as string];
  }
  return ids.slice(0, take);
}

/** A small deterministic generator (mulberry32) seeded from a string (FNV-1a). */
function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    state = Math.imul(state ^ seed.charCodeAt(index), 0x01000193) >>> 0;
  }
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The query parameter that names a set in a practice test's address (`?set=3`). */
export const PRACTICE_TEST_SET_PARAM = 'set';
