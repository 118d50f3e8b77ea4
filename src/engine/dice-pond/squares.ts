/**
 * The pond's squares as the rules give them, for the engine and for
 * renderers alike (pure functions of the rules; no compiled game needed).
 * Squares are "x,y" (x to the right, y up) with no fixed edge but the
 * workbench's `pond.radius`; which squares count as next to one is the
 * ruleset's `placement.adjacency` (dice: placement and the six power's add)
 * and `movement.adjacency` (pawns).
 *
 * A renderer calls `parseSquare` to place a square on screen and
 * `neighbours(rules, square, 'placement')` to find the empty squares next to
 * the pond, instead of assuming orthogonal neighbours.
 */
import type { Point } from '../game';
import type { Adjacency, DicePondRules } from './rules';

/** The engine's one `Point` (game.ts): a D'ice Cubes square "x,y" is the point (x, y). */
export type { Point };

const SQUARE = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/;

/** x and y of a square name, or a sentence saying why it is not one (for messages). */
export function readSquare(name: unknown): [number, number] | string {
  if (typeof name !== 'string') return `a square is written "x,y" in quotes, e.g. "1,0"; found ${JSON.stringify(name)}`;
  const m = SQUARE.exec(name);
  if (!m) return `"${name}" is not a square; expected "x,y" with whole numbers, e.g. "1,0" or "-2,3"`;
  return [Number(m[1]), Number(m[2])];
}

/** The point of a square name ("1,-2" → { x: 1, y: -2 }), or null if it is not one. */
export function parseSquare(name: string): Point | null {
  const xy = readSquare(name);
  return typeof xy === 'string' ? null : { x: xy[0], y: xy[1] };
}

export const squareName = (p: Point): string => `${p.x},${p.y}`;

const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const DIAGONAL: readonly (readonly [number, number])[] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];

/** The steps (dx, dy) to the squares an adjacency counts as next to one: four, or eight with diagonals. */
export function steps(adjacency: Adjacency): readonly (readonly [number, number])[] {
  return adjacency === 'orthogonal' ? ORTHOGONAL : [...ORTHOGONAL, ...DIAGONAL];
}

/**
 * The squares next to `square` under the rules' adjacency for dice
 * (`placement`: where a die may go next to another) or for pawns
 * (`movement`: where a pawn may step), within the pond's radius; [] when
 * `square` is not a square.
 */
export function neighbours(
  rules: Pick<DicePondRules, 'placement' | 'movement' | 'pond'>,
  square: string,
  use: 'placement' | 'movement',
): string[] {
  const p = parseSquare(square);
  if (p === null) return [];
  const r = rules.pond.radius;
  const adjacency = use === 'placement' ? rules.placement.adjacency : rules.movement.adjacency;
  return steps(adjacency)
    .map(([dx, dy]) => ({ x: p.x + dx, y: p.y + dy }))
    .filter((q) => Math.abs(q.x) <= r && Math.abs(q.y) <= r)
    .map(squareName);
}
