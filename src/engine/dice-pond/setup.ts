/** Starting positions: the ruleset's own (first die placed, pool full) or a scenario's `setup` block. */
import { ONGOING, type SetupProblem } from '../game';
import { Rng } from '../rng';
import { addDie, placePawn } from './board';
import { unlistFrontier } from './frontier';
import { nextPawn, placementCheck, startPlay } from './flow';
import { cellOf, xOf, yOf } from './pond';
import {
  at,
  cellAt,
  diceInColumn,
  diceInRow,
  DiceState,
  DIE_SHIFT,
  END_ELIMINATED,
  END_NO_PAWNS_AT_START,
  PAWN_SHIFT,
  PHASE_PAWNS,
  PHASE_PLACE,
  VALUE_MASK,
} from './state';
import type { Tables } from './tables';
import { written } from '../words';

export function startState(T: Tables, seed: number): DiceState {
  const s = new DiceState(T, Rng.seeded(seed));
  for (let v = 1; v <= T.top; v++) {
    s.pool[v] = T.white[v];
    s.poolN += T.white[v];
  }
  s.pool[T.firstValue]--;
  s.poolN--;
  addDie(T, s, T.firstCell, T.firstValue);
  s.toMove = T.placeOrder[0];
  placementCheck(T, s);
  return s;
}

interface DieSpec {
  at?: unknown;
  value?: unknown;
}
interface PawnSpec {
  at?: unknown;
  owner?: unknown;
}

/** The keys of a dice-pond `setup:` (`Family.setupKeys`). */
export const SETUP_KEYS: readonly string[] = ['toMove', 'dice', 'pawns', 'pool', 'phase'];

export function setupState(T: Tables, spec: Record<string, unknown>, seed: number): DiceState | SetupProblem[] {
  const problems: SetupProblem[] = [];
  for (const key of Object.keys(spec)) {
    if (!SETUP_KEYS.includes(key))
      problems.push({ path: [key], message: `a dice-pond setup has no "${key}"; expected ${SETUP_KEYS.join(', ')}` });
  }
  const dice = (Array.isArray(spec.dice) ? spec.dice : []) as DieSpec[];
  const pawns = (Array.isArray(spec.pawns) ? spec.pawns : []) as PawnSpec[];
  const pool = (spec.pool ?? {}) as Record<string, unknown>;
  const P = T.pond;
  const s = new DiceState(T, Rng.seeded(seed));

  dice.forEach((d, i) => {
    const c = cellOf(P, d.at);
    if (typeof c === 'string') return void problems.push({ path: ['dice', i, 'at'], message: c });
    const v = d.value;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > T.top) {
      return void problems.push({
        path: ['dice', i, 'value'],
        message: `${JSON.stringify(v)} is not a die value; expected 1 … ${T.top}`,
      });
    }
    if (cellAt(T, s, c) > 0)
      return void problems.push({
        path: ['dice', i, 'at'],
        message: `two dice on ${String(d.at)}; expected one die per square`,
      });
    addDie(T, s, c, v);
  });
  const max = T.lineLimit;
  const reported = new Set<string>();
  for (let i = 0; i < s.diceN; i++) {
    const c = s.dice[i] >> DIE_SHIFT;
    const x = xOf(P, c);
    const y = yOf(P, c);
    if (diceInRow(s, P.rowOf[c]) > max && !reported.has(`y${y}`)) {
      reported.add(`y${y}`);
      problems.push({
        path: ['dice'],
        message: `row y=${y} holds ${diceInRow(s, P.rowOf[c])} dice; at most ${max} (pond.maxDicePerLine)`,
      });
    }
    if (diceInColumn(s, P.colOf[c]) > max && !reported.has(`x${x}`)) {
      reported.add(`x${x}`);
      problems.push({
        path: ['dice'],
        message: `column x=${x} holds ${diceInColumn(s, P.colOf[c])} dice; at most ${max} (pond.maxDicePerLine)`,
      });
    }
  }

  for (const [key, n] of Object.entries(pool)) {
    const v = Number(key);
    if (!Number.isInteger(v) || v < 1 || v > T.top) {
      problems.push({ path: ['pool', key], message: `there are no ${key}s: dice show 1 … ${T.top}` });
    } else if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
      problems.push({ path: ['pool', key], message: `${JSON.stringify(n)} is not a number of dice` });
    } else {
      s.pool[v] = n;
      s.poolN += n;
    }
  }

  const phase = spec.phase ?? (pawns.length > 0 ? 'play' : s.poolN > 0 ? 'place' : 'pawns');
  const placed = new Array<number>(T.nPlayers).fill(0);
  pawns.forEach((p, i) => {
    const owner = T.players.indexOf(String(p.owner));
    if (owner < 0)
      return void problems.push({
        path: ['pawns', i, 'owner'],
        message: `"${String(p.owner)}" is not a player; expected one of ${T.players.join(', ')}`,
      });
    const c = cellOf(P, p.at);
    if (typeof c === 'string') return void problems.push({ path: ['pawns', i, 'at'], message: c });
    if (cellAt(T, s, c) <= 0)
      return void problems.push({
        path: ['pawns', i, 'at'],
        message: `there is no die on ${String(p.at)}: pawns stand on dice`,
      });
    if (cellAt(T, s, c) > VALUE_MASK)
      return void problems.push({
        path: ['pawns', i, 'at'],
        message: `two pawns on ${String(p.at)}: two pawns cannot occupy the same space`,
      });
    if (placed[owner] >= T.ppp)
      return void problems.push({
        path: ['pawns', i],
        message: `${T.players[owner]} has ${T.ppp} pawn${T.ppp === 1 ? '' : 's'} (pawnsPerPlayer); this is one more`,
      });
    placePawn(T, s, owner * T.ppp + placed[owner]++, c, owner);
  });

  let toMove = -1;
  if (spec.toMove !== undefined) {
    toMove = T.players.indexOf(written(spec.toMove));
    if (toMove < 0)
      problems.push({
        path: ['toMove'],
        message: `"${written(spec.toMove)}" is not a player; expected one of ${T.players.join(', ')}`,
      });
  }
  if (problems.length > 0) return problems;

  if (phase === 'place') return placeSetup(T, s, toMove, pawns.length) ?? s;
  if (s.poolN > 0)
    return [
      {
        path: ['pool'],
        message: `dice are left in the pool, but the phase is ${written(phase)}; expected an empty pool (or phase: place)`,
      },
    ];
  if (phase === 'pawns') return pawnSetup(T, s, toMove) ?? endedAtStart(s);
  return playSetup(T, s, toMove) ?? endedAtStart(s);
}

/**
 * A position in which only one side has pawns is over before anyone acts
 * (flow.ts ends it as an elimination); the reason says what the position
 * is: the other sides have no pawns, not that they were sunk.
 */
function endedAtStart(s: DiceState): DiceState {
  if (s.result !== ONGOING && s.endWhy === END_ELIMINATED) s.endWhy = END_NO_PAWNS_AT_START;
  return s;
}

function placeSetup(T: Tables, s: DiceState, toMove: number, pawns: number): SetupProblem[] | null {
  if (pawns > 0)
    return [
      { path: ['pawns'], message: 'pawns are placed after the pond is built; expected no pawns in phase: place' },
    ];
  if (s.poolN === 0)
    return [
      { path: ['pool'], message: 'phase: place needs dice left to place; expected a pool such as { 5: 4, 4: 5 }' },
    ];
  if (s.diceN === 0)
    return [
      {
        path: ['dice'],
        message:
          'every die is placed next to one already on the pond; expected at least one die (e.g. { at: "0,0", value: 6 })',
      },
    ];
  s.phase = PHASE_PLACE;
  const who = toMove >= 0 ? toMove : T.placeOrder[0];
  const turn = T.placeOrder.indexOf(who);
  if (turn < 0) return [{ path: ['toMove'], message: `${T.players[who]} never places dice (placement.order)` }];
  s.placeTurn = turn;
  s.toMove = who;
  placementCheck(T, s);
  return null;
}

function pawnSetup(T: Tables, s: DiceState, toMove: number): SetupProblem[] | null {
  if (s.diceN === 0)
    return [
      {
        path: ['dice'],
        message:
          'pawns are placed on dice, but the setup lists none; expected the pond\'s dice (e.g. { at: "0,0", value: 6 })',
      },
    ];
  let k = 0;
  for (let p = 0; p < T.nPlayers; p++) k += s.pawnsLeft[p];
  if (k === T.nPawns) return [{ path: ['pawns'], message: 'every pawn is placed; expected phase: play' }];
  // The listed pawns must be those the pawn placement order has placed so far.
  const due = new Array<number>(T.nPlayers).fill(0);
  for (let i = 0; i < k; i++) due[T.pawnOrder[i]]++;
  for (let p = 0; p < T.nPlayers; p++) {
    if (due[p] !== s.pawnsLeft[p]) {
      return [
        {
          path: ['pawns'],
          message: `after ${k} pawn${k === 1 ? '' : 's'} the pawn placement order (pawnPlacement.order) has placed ${due[p]} of ${T.players[p]}'s; the setup lists ${s.pawnsLeft[p]}`,
        },
      ];
    }
  }
  if (toMove >= 0 && toMove !== T.pawnOrder[k]) {
    return [
      {
        path: ['toMove'],
        message: `the pawn placement order (pawnPlacement.order) gives the next pawn to ${T.players[T.pawnOrder[k]]}, not ${T.players[toMove]}`,
      },
    ];
  }
  // Pawn ids follow the order, as if the pawns had been placed one by one.
  const grid = s.grid;
  const cells = s.pawnCell.slice();
  for (const c of cells) if (c >= 0) grid[at(s, c)] &= VALUE_MASK;
  s.pawnCell.fill(-1);
  s.pawnAt.fill(-1);
  const taken = new Array<number>(T.nPlayers).fill(0);
  for (let i = 0; i < k; i++) {
    const p = T.pawnOrder[i];
    const id = T.pawnIdAt[i];
    const c = cells[p * T.ppp + taken[p]++];
    grid[at(s, c)] |= (id + 1) << PAWN_SHIFT;
    s.pawnCell[id] = c;
    s.pawnAt[id] = at(s, c);
  }
  s.phase = PHASE_PAWNS;
  unlistFrontier(s);
  s.pawnsPlaced = k;
  nextPawn(T, s);
  return null;
}

function playSetup(T: Tables, s: DiceState, toMove: number): SetupProblem[] | null {
  let firstWithPawns = -1;
  for (let t = T.nTeams - 1; t >= 0; t--) if (s.teamPawns[t] > 0) firstWithPawns = t;
  if (firstWithPawns < 0) {
    const at = s.diceN > 0 ? T.pond.names[s.dice[0] >> DIE_SHIFT] : 'x,y';
    return [
      {
        path: ['pawns'],
        message: `phase: play needs pawns on the pond, but the setup lists none; expected each side's pawns on dice, e.g. { at: "${at}", owner: ${T.players[0]} } (or phase: pawns to place them in turn)`,
      },
    ];
  }
  const team = toMove >= 0 ? T.teamOf[toMove] : firstWithPawns;
  s.pawnsPlaced = T.nPawns;
  unlistFrontier(s);
  if (s.teamPawns[team] === 0) {
    const whose = T.teamGame ? ` (nor has team ${T.teamNames[team]})` : '';
    return [
      {
        path: ['toMove'],
        message: `${T.players[toMove]} has no pawns on the pond${whose}, so cannot take the turn; expected a player with pawns`,
      },
    ];
  }
  startPlay(T, s, team);
  return null;
}
