/**
 * Why an action is refused, in a designer's words. Mirrors `play.ts` (the
 * tests check on random positions that an action is generated exactly when
 * this returns null) but walks the rule step by step to name the failing one.
 */
import { squareName } from '../grid';
import { DIRECTIONS } from './rules';
import { outcomeOf } from './outcome';
import { CLASS_BITS, CLASS_MASK, edgeStop, ILLEGAL_LOSING, ILLEGAL_TIE, SQUARE_BITS, SQUARE_MASK, TURN } from './play';
import type { Tables } from './tables';
import type { Cells, UnitsState } from './state';

export function whyIllegal(T: Tables, s: UnitsState, a: number): string | null {
  const isTurn = a >= TURN;
  const code = isTurn ? a - TURN : a;
  const from = code >> SQUARE_BITS;
  const to = code & SQUARE_MASK;
  if (!Number.isInteger(a) || a < 0 || from >= (isTurn ? 1 : T.size) || to >= T.size)
    return `${a} is not an action of this game`;
  if (s.toMove < 0) {
    const o = outcomeOf(T, s)!;
    return o.winner === 'draw'
      ? `the game is over: it is drawn (${o.reason})`
      : `the game is over: ${o.winner} won (${o.reason})`;
  }
  return isTurn ? whyTurnIllegal(T, s, to) : whyMoveIllegal(T, s, from, to);
}

/** The unit on `sq` must be the mover's: null if it is, else the reason. */
function notOwnUnit(T: Tables, s: UnitsState, sq: number): string | null {
  const v = s.d[sq];
  const name = squareName(sq, T.width);
  const me = T.players[s.toMove];
  if (v === 0) return `${name} is empty; ${me} has no unit there`;
  const owner = v >> CLASS_BITS;
  return owner === s.toMove ? null : `${name} holds ${T.players[owner]}'s unit, not ${me}'s`;
}

function whyTurnIllegal(T: Tables, s: UnitsState, sq: number): string | null {
  if (!T.canTurn) return 'this ruleset has no turn action (actions: move): a unit cannot change its class';
  const notOwn = notOwnUnit(T, s, sq);
  if (notOwn) return notOwn;
  const c = s.d[sq] & CLASS_MASK;
  if (T.rotation[c] === 0) return `class ${c} cannot be turned: turn.rotation has no entry for class ${c}`;
  return null;
}

/** The direction index and distance of a straight line from → to, or null. */
function lineBetween(T: Tables, from: number, to: number): { dir: number; dist: number } | null {
  const df = (to % T.width) - (from % T.width);
  const dr = Math.floor(to / T.width) - Math.floor(from / T.width);
  if ((df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr)) || (df === 0 && dr === 0)) return null;
  const dir = DIRECTIONS.findIndex((d) => d.df === Math.sign(df) && d.dr === Math.sign(dr));
  return { dir, dist: Math.max(Math.abs(df), Math.abs(dr)) };
}

const squares = (n: number): string => `${n} square${n === 1 ? '' : 's'}`;

function whyMoveIllegal(T: Tables, s: UnitsState, from: number, to: number): string | null {
  if (!T.canMove) return 'this ruleset has no move action (actions: turn): a player may only turn a unit';
  const notOwn = notOwnUnit(T, s, from);
  if (notOwn) return notOwn;
  const b = s.d;
  const me = s.toMove;
  const F = squareName(from, T.width);
  const To = squareName(to, T.width);
  const c = b[from] & CLASS_MASK;
  const k = T.speed[c];
  const allowed = Array.from(T.dirs, (d) => DIRECTIONS[d].name).join(', ');
  if (from === to) return `a move must leave its square: ${F}→${To} goes nowhere`;
  const line = lineBetween(T, from, to);
  if (!line) return `${F}→${To} is not a straight line; a unit moves straight in one of the directions ${allowed}`;
  const dirName = DIRECTIONS[line.dir].name;
  if (!T.dirAllowed[line.dir])
    return `${F}→${To} goes ${dirName}, but units may only move ${allowed} (move.directions)`;
  const lineIndex = (from << 3) + line.dir;
  const onBoard = T.rayLen[lineIndex];
  const r0 = lineIndex * T.reach;

  if (T.exact) {
    // Short of the speed only where the line ends sooner (the edge rule).
    if (line.dist > k || (line.dist < k && onBoard >= k))
      return `class ${c} must move exactly ${squares(k)}; ${F}→${To} is ${squares(line.dist)}`;
    if (line.dist < k) {
      if (!T.edgeStop) {
        return `class ${c} must move exactly ${squares(k)}, and going ${dirName} from ${F} the board ends after ${squares(onBoard)} (move.edge: forbid)`;
      }
      const stop = edgeStop(T, b, me, lineIndex, onBoard);
      if (stop !== to && !ownOn(b, to, me)) {
        if (stop < 0) {
          return `going ${dirName} from ${F} the board ends after ${squares(onBoard)} and every one of them holds an own unit, so there is no square to stop on`;
        }
        const S = squareName(stop, T.width);
        const why = `(the farthest square of the line not held by an own unit)`;
        // The square the edge rule picks may itself be refused: then this direction has no move at all.
        const refused = whyMoveIllegal(T, s, from, stop);
        return refused === null
          ? `class ${c} moves ${squares(k)}, but going ${dirName} from ${F} the board ends after ${squares(onBoard)}: the unit stops on ${S} ${why}, not on ${To}`
          : `there is no move going ${dirName} from ${F}: class ${c} moves ${squares(k)} and the board ends after ${squares(onBoard)}, so the unit would stop on ${S} ${why}, but ${refused}`;
      }
    }
  } else if (line.dist > k) {
    return `class ${c} moves at most ${squares(k)}; ${F}→${To} is ${squares(line.dist)}`;
  }
  if (!T.jump) {
    for (let i = 0; i < line.dist - 1; i++) {
      const sq = T.ray[r0 + i];
      if (b[sq] !== 0) {
        return `${F}→${To} passes over ${squareName(sq, T.width)} (${T.players[b[sq] >> CLASS_BITS]}'s unit), and units may not jump (move.jump: false)`;
      }
    }
  }
  if (ownOn(b, to, me))
    return `${To} holds ${T.players[me]}'s own unit; a unit may never land on a square held by an own unit`;
  const w = b[to];
  if (w !== 0) {
    const dc = w & CLASS_MASK;
    const code = T.fight[(c << CLASS_BITS) | dc];
    if (code === ILLEGAL_TIE) {
      return dc === c
        ? `class ${c} cannot fight class ${c} (same class; combat.sameClass: illegal)`
        : `class ${c} and class ${dc} cannot fight: neither beats the other (combat.beats), which counts as the same class (combat.sameClass: illegal)`;
    }
    if (code === ILLEGAL_LOSING) {
      return `class ${c} on ${F} would lose to class ${dc} on ${To}, and losing attacks are not allowed (combat.losingAttack: forbidden)`;
    }
  }
  return null;
}

function ownOn(b: Cells, sq: number, me: number): boolean {
  return b[sq] !== 0 && b[sq] >> CLASS_BITS === me;
}
