/** Starting positions: the ruleset's own, or a scenario's `setup` block. */
import { ONGOING, type SetupProblem } from '../game';
import { badSquare, squareIndex, squareName } from '../grid';
import { alivePlayers, CLASS_BITS, END_NONE, settleWinner, startTurn } from './play';
import type { Cells, UnitsState } from './state';
import type { Tables } from './tables';
import { written } from '../words';

/** A state holding these units ([square, owner << 4 | class]), `toMove` to play. */
function placeUnits(T: Tables, units: readonly (readonly [number, number])[], toMove: number): UnitsState {
  const army = T.players.map((_, p) => units.filter(([, v]) => v >> CLASS_BITS === p).length);
  const cap = Math.max(0, ...army);
  const d: Cells = Array.from({ length: T.oList + T.players.length * cap }, () => 0);
  d[T.oCap] = cap;
  for (const [sq, v] of units) {
    const p = v >> CLASS_BITS;
    const i = d[T.oUnits + p]++;
    d[T.oList + p * cap + i] = sq;
    d[T.oSlot + sq] = i;
    d[sq] = v;
  }
  return { d, toMove, ply: 0, winner: ONGOING, end: END_NONE };
}

/** The game ends at once if one player (or none) has units; else the player to move must be able to act. */
function open(T: Tables, s: UnitsState): UnitsState {
  if (!settleWinner(T, s) && !T.alwaysCanAct) startTurn(T, s);
  return s;
}

/** The ruleset's start, built once per compiled game; `UnitsGame.start` copies it. */
export function startTemplate(T: Tables): UnitsState {
  return open(T, placeUnits(T, T.start, 0));
}

/** The keys of a Units `setup:` (`Family.setupKeys`). */
export const SETUP_KEYS: readonly string[] = ['toMove', 'pieces'];
const UNIT_KEYS = ['at', 'owner', 'class'];

export function setupState(T: Tables, spec: Record<string, unknown>): UnitsState | SetupProblem[] {
  const problems: SetupProblem[] = [];
  for (const key of Object.keys(spec)) {
    if (!SETUP_KEYS.includes(key))
      problems.push({ path: [key], message: `a Units setup has no "${key}"; expected ${SETUP_KEYS.join(' and ')}` });
  }
  const players = T.players.join(', ');

  let units: (readonly [number, number])[] = [...T.start];
  if (spec.pieces !== undefined && !Array.isArray(spec.pieces)) {
    problems.push({ path: ['pieces'], message: 'expected a list of units such as { at: c1, owner: south, class: 1 }' });
  } else if (Array.isArray(spec.pieces)) {
    units = [];
    const where = new Map<number, number>();
    spec.pieces.forEach((raw: unknown, i: number) => {
      const p = (raw ?? {}) as Record<string, unknown>;
      const path = (key: string): (string | number)[] => ['pieces', i, key];
      for (const key of Object.keys(p)) {
        if (!UNIT_KEYS.includes(key)) {
          problems.push({
            path: path(key),
            message: `a unit has no "${key}"${key === 'type' ? ' (units have a class, not a type)' : ''}; expected at, owner and class`,
          });
        }
      }
      const sq = squareIndex(p.at, T.width, T.height);
      const owner = T.players.indexOf(p.owner as string);
      const cls = p.class as number;
      const classOk = Number.isInteger(cls) && cls >= 1 && cls <= T.classes;
      if (sq < 0) problems.push({ path: path('at'), message: badSquare(p.at, T.width, T.height) });
      else if (where.has(sq)) {
        problems.push({
          path: path('at'),
          message: `${squareName(sq, T.width)} already holds a unit (pieces[${where.get(sq)}]); expected one unit per square`,
        });
      } else where.set(sq, i);
      if (owner < 0)
        problems.push({
          path: path('owner'),
          message: `"${String(p.owner)}" is not a player; expected one of ${players}`,
        });
      if (!classOk)
        problems.push({
          path: path('class'),
          message: `class ${String(cls)} does not exist; expected a class 1 … ${T.classes}`,
        });
      units.push([sq, (owner << CLASS_BITS) | cls]);
    });
  }

  let toMove = 0;
  if (spec.toMove !== undefined) {
    toMove = T.players.indexOf(spec.toMove as string);
    if (toMove < 0)
      problems.push({
        path: ['toMove'],
        message: `"${written(spec.toMove)}" is not a player; expected one of ${players}`,
      });
  }
  if (problems.length > 0) return problems;

  const s = placeUnits(T, units, toMove);
  if (alivePlayers(T, s.d) > 1 && s.d[T.oUnits + toMove] === 0) {
    const me = T.players[toMove];
    return [
      {
        path: spec.toMove === undefined ? ['pieces'] : ['toMove'],
        message: `${me} is to move but has no units on the board; expected a player who has units`,
      },
    ];
  }
  return open(T, s);
}
