// Reordering lectures, parts and quiz questions: the caller sends the whole new order (or moves
// one item up or down); positions are then rewritten 0..n-1, so they stay dense and unique.

export type ReorderResult =
  { ok: true; ids: string[] } | { ok: false; message: string; id?: string };

/** Checks that `requested` is the same set of ids as `current`, each once. */
export function checkNewOrder(
  current: readonly string[],
  requested: readonly string[],
): ReorderResult {
  const known = new Set(current);
  const seen = new Set<string>();
  for (const id of requested) {
    if (!known.has(id)) return { ok: false, message: 'names an item that is not in this list', id };
    if (seen.has(id)) return { ok: false, message: 'names an item more than once', id };
    seen.add(id);
  }
  if (seen.size !== known.size) return { ok: false, message: 'must name every item of the list' };
  return { ok: true, ids: [...requested] };
}

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** The order after moving `id` one place; unchanged at either end or when `id` is absent. */
export function moveOnePlace(
  current: readonly string[],
  id: string,
  direction: MoveDirection,
): string[] {
  const ids = [...current];
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}
