/**
 * What setup mode does to a scenario's `setup:` block, as plain data in and out (no text, no
 * DOM): put a piece, a die or a pawn on a square, take the top thing off, move what stands on a
 * square, choose the side to move and the phase. A die carries its pawn: removing or moving the
 * die removes or moves the pawn with it, as on the table.
 */
import type { SetupChoice } from '../../engine/family';

export type SetupBlock = Record<string, unknown>;
type Entry = Record<string, unknown> & { at?: unknown };

/** The lists of a setup block that hold things on squares, top layer first (a pawn stands on a die). */
const LISTS = ['pawns', 'dice', 'pieces'] as const;
export type SetupList = (typeof LISTS)[number];

export type EditResult = { ok: true; setup: SetupBlock } | { ok: false; error: string };

function list(setup: SetupBlock, name: SetupList): Entry[] {
  const l = setup[name];
  return Array.isArray(l) ? (l as Entry[]) : [];
}

/** What stands on `square`, top first: `{ list, entry }` for each list entry there. */
export function standingOn(setup: SetupBlock, square: string): { list: SetupList; entry: Entry }[] {
  return LISTS.flatMap((name) =>
    list(setup, name)
      .filter((e) => e.at === square)
      .map((entry) => ({ list: name, entry })),
  );
}

/** `setup` with `name` replaced (a copy: the block given is never changed). */
function withList(setup: SetupBlock, name: SetupList, entries: Entry[]): SetupBlock {
  return { ...setup, [name]: entries };
}

/**
 * `choice` put on `square`: it replaces what stood there in its own list (another unit, another
 * die's value, another pawn), keeping its place in the list. A pawn needs a die under it.
 */
export function place(setup: SetupBlock, square: string, choice: SetupChoice): EditResult {
  if (choice.list === 'pawns' && !list(setup, 'dice').some((d) => d.at === square)) {
    return { ok: false, error: `a pawn stands on a die, and ${square} has none; put a die there first` };
  }
  const entries = list(setup, choice.list);
  const entry: Entry = { at: square, ...choice.entry };
  const i = entries.findIndex((e) => e.at === square);
  const next = i < 0 ? [...entries, entry] : entries.map((e, j) => (j === i ? entry : e));
  return { ok: true, setup: withList(setup, choice.list, next) };
}

/** The top thing on `square` taken off (a pawn before its die; a die takes its pawn with it); null when the square is empty. */
export function removeTop(setup: SetupBlock, square: string): SetupBlock | null {
  const top = standingOn(setup, square)[0];
  if (!top) return null;
  let next = withList(
    setup,
    top.list,
    list(setup, top.list).filter((e) => e.at !== square),
  );
  if (top.list === 'dice')
    next = withList(
      next,
      'pawns',
      list(next, 'pawns').filter((e) => e.at !== square),
    );
  return next;
}

/** Everything on `from` moved to `to`, which must be empty. */
export function moveSquare(setup: SetupBlock, from: string, to: string): EditResult {
  if (from === to) return { ok: true, setup };
  if (standingOn(setup, from).length === 0) return { ok: false, error: `${from} is empty: nothing to move` };
  if (standingOn(setup, to).length > 0)
    return { ok: false, error: `${to} is taken; remove what stands there first (Delete), or move it away` };
  let next = setup;
  for (const name of LISTS) {
    if (!Array.isArray(setup[name])) continue;
    next = withList(
      next,
      name,
      list(setup, name).map((e) => (e.at === from ? { ...e, at: to } : e)),
    );
  }
  return { ok: true, setup: next };
}

/** `key` (`toMove`, `phase`) set to `value`. */
export function setKey(setup: SetupBlock, key: 'toMove' | 'phase', value: string): SetupBlock {
  return { ...setup, [key]: value };
}

/** D'ice Cubes, placing dice: `count` dice of `value` left in the pool (`pool: { "5": 4 }`); a count of 0 leaves the value out. */
export function setPoolCount(setup: SetupBlock, value: number, count: number): SetupBlock {
  const pool = { ...((setup.pool ?? {}) as Record<string, number>) };
  if (count > 0) pool[String(value)] = count;
  else delete pool[String(value)];
  return { ...setup, pool };
}

/**
 * The phase a D'ice Cubes setup is in: its `phase:`, else the scenario schema's default for
 * `setup.phase` ("play when pawns are listed, place when a non-empty pool is listed, else pawns").
 */
export function effectivePhase(setup: SetupBlock): string {
  if (typeof setup.phase === 'string') return setup.phase;
  if (list(setup, 'pawns').length > 0) return 'play';
  const pool = setup.pool;
  const left =
    typeof pool === 'object' && pool !== null ? Object.values(pool).some((n) => typeof n === 'number' && n > 0) : false;
  return left ? 'place' : 'pawns';
}

/** Whether `entry` (with its square) is `choice`'s entry: the same keys and values besides `at`. */
export function isChoice(choice: SetupChoice, name: SetupList, entry: Record<string, unknown>): boolean {
  const { at: _at, ...rest } = entry;
  const keys = Object.keys(rest);
  return (
    choice.list === name &&
    keys.length === Object.keys(choice.entry).length &&
    keys.every((k) => choice.entry[k] === rest[k])
  );
}
