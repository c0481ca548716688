/**
 * The one order of every list the game shows or replays: by id. Ids are ULIDs
 * that the creating mutation names (`idsFrom`), the same on the device and the
 * server, so a list comes out alike on both; clock times do not (the device
 * stamps its own clock, the server the moment a push arrives).
 *
 * A mutation that creates several rows names them `<ulid>-1`, `<ulid>-2`, ...:
 * the number after the last dash counts, so `-10` comes after `-9`.
 */

/**
 * Orders ids and ISO times by their characters, the same in every browser
 * and locale (`localeCompare` follows the runtime's collation, and is many
 * times slower: a server sorting a 300-request deck per mutation felt it).
 */
export function codeOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const NUMBERED = /^(.*-)(\d{1,15})$/;

/** The id as a key that sorts by its characters: the trailing number zero-padded. */
function sortKey(id: string): string {
  const m = NUMBERED.exec(id);
  return m ? m[1]! + m[2]!.padStart(15, '0') : id;
}

/** Creation order of two ids; a total order (two ids with one key, `x-2` and `x-02`, fall back to their characters). */
export function idOrder(a: string, b: string): number {
  if (a === b) return 0;
  return codeOrder(sortKey(a), sortKey(b)) || codeOrder(a, b);
}

/** Rows in creation order, keyed by `id` (or the given key); a new array. */
export function inIdOrder<T>(rows: Iterable<T>, idOf: (row: T) => string = (row) => (row as { id: string }).id): T[] {
  return [...rows]
    .map((row) => ({ row, id: idOf(row), key: sortKey(idOf(row)) }))
    .sort((a, b) => codeOrder(a.key, b.key) || codeOrder(a.id, b.id))
    .map((r) => r.row);
}

/**
 * The deck: a session's scenarios in the order the host put them
 * (`reorderDeck` gives each a `position`), else in the order the host created
 * them (docs/rules.md §10). A request with no position (a deck never reordered, or one
 * added after the reorder) follows every placed one, by id, so an old deck
 * keeps its order and a new request joins the end. Positions come from the
 * mutation, never a clock, so the device and the server agree.
 */
export function orderDeck<S extends { _id: string; position?: number | undefined }>(scenarios: Iterable<S>): S[] {
  const byId = inIdOrder(scenarios, (s) => s._id);
  if (!byId.some((s) => s.position !== undefined)) return byId;
  const placed = byId.filter((s) => s.position !== undefined);
  // A stable sort over the id order: two requests at one position keep their creation order.
  placed.sort((a, b) => a.position! - b.position!);
  return [...placed, ...byId.filter((s) => s.position === undefined)];
}

/** A team's decisions in the order they were taken: by id, as the deciding device named them. */
export function orderDecisions<D extends { id: string }>(decisions: Iterable<D>): D[] {
  return inIdOrder(decisions);
}
