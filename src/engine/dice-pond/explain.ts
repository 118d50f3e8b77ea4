/**
 * Why an action is refused, in the designer's words. Every test here mirrors
 * a condition of play.ts's legal actions, in the order a player would ask.
 * Any number is explained without a throw, even one no parse would give.
 */
import { ONGOING } from '../game';
import {
  BAD_ROLL,
  H_ADD,
  H_LOWER,
  H_RAISE,
  K_MOVE,
  K_PAWN,
  K_PLACE,
  K_ROLL,
  K_USE,
  highCell,
  kindOf,
  lowCell,
  placeValue,
  rollIndex,
  useHow,
  usePlayer,
  useValue,
} from './actions';
import { endSentence } from './events';
import { onTop, rollers, rollOutcomes } from './flow';
import { addAllowed, legalActions } from './play';
import { NO_SQUARE, xOf, yOf } from './pond';
import {
  cellAt,
  diceInColumn,
  diceInRow,
  PAWN_SHIFT,
  PHASE_PAWNS,
  PHASE_PLACE,
  PHASE_PLAY,
  STEP_MOVE,
  STEP_RESOLVE,
  STEP_ROLL,
  VALUE_MASK,
  type DiceState,
} from './state';
import { ADD_NEVER, type Tables } from './tables';

function sideName(T: Tables, team: number): string {
  return T.teamGame ? `team ${T.teamNames[team]}` : T.teamNames[team];
}

const pawnsText = (n: number): string => `${n} pawn${n === 1 ? '' : 's'}`;

/** Who rolls how many dice this turn: "2 per pawn, 1 pawn in play", or per team member. */
function rollersText(T: Tables, s: DiceState): string {
  if (!T.teamGame)
    return `${T.bluePerPawn} per pawn, ${pawnsText(s.pawnsLeft[T.members[T.memberStart[s.team]]])} in play`;
  const parts = rollers(T, s).map(([m, k]) => `${T.players[m]}: ${k} for ${pawnsText(s.pawnsLeft[m])}`);
  return `${parts.join(', ')}, listed in this order`;
}

function rollSize(T: Tables, s: DiceState): number {
  return rollers(T, s).reduce((n, [, k]) => n + k, 0);
}

/** What the game waits for now, as a sentence with the action form to write. */
function expectedNow(T: Tables, s: DiceState): string {
  const who = () => sideName(T, s.team);
  if (s.phase === PHASE_PLACE)
    return `it is ${T.players[s.toMove]}'s turn to place a die from the pool ({ place: <value>, at: "x,y" })`;
  if (s.phase === PHASE_PAWNS) return `it is ${T.players[s.toMove]}'s turn to place a pawn ({ pawn: "x,y" })`;
  if (s.step === STEP_ROLL) return `a roll is due: ${who()} rolls ${rollSize(T, s)} blue dice ({ roll: [...] })`;
  if (s.step === STEP_MOVE) return `${who()} is moving pawns ({ from: "x,y", to: "x,y" })`;
  return `${who()} must use the ${s.current}s now (${useForms(T, s).join(' or ')})`;
}

/**
 * The ways the team can use the current group, as the action forms to write,
 * read from the legal actions so the words cannot disagree with play.ts.
 */
function useForms(T: Tables, s: DiceState): string[] {
  const v = s.current;
  const top = T.top;
  const legal = new Int32Array(T.maxActions);
  const n = legalActions(T, s, legal);
  const raiseAt = new Set<string>();
  let sixRaise = false;
  let sixAdd = false;
  for (let i = 0; i < n; i++) {
    const how = useHow(legal[i]);
    if (how === H_ADD) sixAdd = true;
    else if (how === H_RAISE && v === top) sixRaise = true;
    else if (how === H_RAISE) raiseAt.add(T.pond.names[lowCell(legal[i])]);
  }
  const forms = [`{ use: ${v}, do: lower }`];
  for (const sq of raiseAt) forms.push(`{ use: ${v}, do: raise, at: "${sq}" }`);
  if (sixRaise) forms.push(`{ use: ${v}, do: raise, at: "x,y" } (six power: any die below ${top})`);
  if (sixAdd)
    forms.push(`{ use: ${v}, do: add, at: "x,y" } (six power: a new die on an empty square next to the pond)`);
  return forms;
}

/** The pool as a scenario writes it: `{ 5: 3, 4: 4 }` (value: dice). */
function poolText(T: Tables, s: DiceState): string {
  const parts: string[] = [];
  for (let v = T.top; v >= 1; v--) if (s.pool[v] > 0) parts.push(`${v}: ${s.pool[v]}`);
  return parts.length > 0 ? `{ ${parts.join(', ')} }` : 'nothing';
}

function pendingText(T: Tables, s: DiceState, p: number): string {
  const parts: number[] = [];
  for (let v = 1; v <= T.top; v++) for (let n = s.groups[p * T.vstride + v]; n > 0; n--) parts.push(v);
  return parts.length > 0 ? parts.join(' ') : 'nothing';
}

const adjWords = (diagonal: boolean): string =>
  diagonal ? 'left, right, up, down or diagonal' : 'left-right or up-down, not diagonal';

/** Whether a cell (decoded from any number) is a square of this pond. */
function isSquare(T: Tables, c: number): boolean {
  return c !== NO_SQUARE && c < T.pond.cells && T.pond.inside[c] === 1;
}

/** The value of the die on a square, 0 if none. */
const valueAt = (T: Tables, s: DiceState, c: number): number => Math.max(0, cellAt(T, s, c)) & VALUE_MASK;
/** Pawn id on a square, or -1. */
const pawnOn = (T: Tables, s: DiceState, c: number): number => (Math.max(0, cellAt(T, s, c)) >> PAWN_SHIFT) - 1;

function ownPawnAt(T: Tables, s: DiceState, c: number, p: number): boolean {
  const pawn = pawnOn(T, s, c);
  return pawn >= 0 && T.pawnOwner[pawn] === p;
}

/** A square for a new die: empty, next to a die, with room in its row and column. */
function newDieProblem(T: Tables, s: DiceState, c: number): string | null {
  const P = T.pond;
  const sq = P.names[c];
  if (valueAt(T, s, c) !== 0) return `there is already a die on ${sq}`;
  if (cellAt(T, s, c) === 0)
    return `${sq} is not next to a die: a new die must be adjacent (${adjWords(P.placeDeltas.length > 4)}) to one already on the pond`;
  const max = T.lineLimit;
  if (diceInRow(s, P.rowOf[c]) >= max)
    return `row y=${yOf(P, c)} already holds ${max} dice (pond.maxDicePerLine: ${max})`;
  if (diceInColumn(s, P.colOf[c]) >= max)
    return `column x=${xOf(P, c)} already holds ${max} dice (pond.maxDicePerLine: ${max})`;
  return null;
}

export function whyIllegal(T: Tables, s: DiceState, a: number): string | null {
  if (s.result !== ONGOING) return `the game is over: ${endSentence(T, s)}`;
  switch (kindOf(a)) {
    case K_PLACE:
      return whyPlace(T, s, placeValue(a), lowCell(a));
    case K_PAWN:
      return whyPawn(T, s, lowCell(a));
    case K_ROLL:
      return whyRoll(T, s, a);
    case K_MOVE:
      return whyMove(T, s, highCell(a), lowCell(a));
    case K_USE:
      return whyUse(T, s, usePlayer(a), useHow(a), useValue(a), lowCell(a));
  }
  return `${a} is not an action of this game`;
}

function whyPlace(T: Tables, s: DiceState, v: number, c: number): string | null {
  if (s.phase !== PHASE_PLACE) return `no dice are placed now: ${expectedNow(T, s)}`;
  if (v < 1 || v > T.top) return `dice show 1 … ${T.top}; there is no ${v} to place`;
  if (!isSquare(T, c)) return 'that is not a square of the pond';
  if (s.pool[v] === 0) return `no ${v} is left to place (the pool holds ${poolText(T, s)})`;
  return newDieProblem(T, s, c);
}

function whyPawn(T: Tables, s: DiceState, c: number): string | null {
  if (s.phase !== PHASE_PAWNS) return `no pawn is placed now: ${expectedNow(T, s)}`;
  if (!isSquare(T, c)) return 'that is not a square of the pond';
  const sq = T.pond.names[c];
  if (valueAt(T, s, c) === 0) return `there is no die on ${sq}: a pawn is placed on top of a die`;
  if (pawnOn(T, s, c) >= 0) return `a pawn already stands on ${sq}: two pawns cannot occupy the same space`;
  return null;
}

function whyRoll(T: Tables, s: DiceState, a: number): string | null {
  if (s.phase !== PHASE_PLAY || s.step !== STEP_ROLL) return `no roll is due: ${expectedNow(T, s)}`;
  const k = rollSize(T, s);
  if ((a & BAD_ROLL) !== 0)
    return `${sideName(T, s.team)} rolls ${k} blue dice now (${rollersText(T, s)}); this roll lists ${rollIndex(a)}`;
  const outcomes = rollOutcomes(T, s);
  if (rollIndex(a) >= outcomes)
    return `roll outcome ${rollIndex(a)} does not exist: this turn's roll has ${outcomes} outcome${outcomes === 1 ? '' : 's'} (0 … ${outcomes - 1})`;
  return null;
}

function whyMove(T: Tables, s: DiceState, from: number, to: number): string | null {
  if (s.phase !== PHASE_PLAY || s.step !== STEP_MOVE) return `no pawn moves now: ${expectedNow(T, s)}`;
  if (!isSquare(T, from) || !isSquare(T, to)) return 'that is not a square of the pond';
  const P = T.pond;
  const f = P.names[from];
  const t = P.names[to];
  const pawn = pawnOn(T, s, from);
  if (pawn < 0) return `there is no pawn on ${f}`;
  const owner = T.pawnOwner[pawn];
  if (T.teamOf[owner] !== s.team)
    return `the pawn on ${f} is ${T.players[owner]}'s; it is ${sideName(T, s.team)}'s turn`;
  if (s.moved[pawn] !== 0) return `the pawn on ${f} has already moved this turn`;
  const dx = Math.abs(xOf(P, to) - xOf(P, from));
  const dy = Math.abs(yOf(P, to) - yOf(P, from));
  const diagonal = P.moveDeltas.length > 4;
  if (dx > 1 || dy > 1 || dx + dy === 0 || (!diagonal && dx + dy === 2))
    return `${t} is not next to ${f}: a pawn moves to an adjacent die (${adjWords(diagonal)})`;
  if (valueAt(T, s, to) === 0) return `there is no die on ${t}: a pawn moves onto a die`;
  if (pawnOn(T, s, to) >= 0) return `a pawn already stands on ${t}: a pawn moves to an empty die`;
  return null;
}

function whyUse(T: Tables, s: DiceState, p: number, how: number, v: number, c: number): string | null {
  if (s.phase !== PHASE_PLAY || s.step !== STEP_RESOLVE) return `no group is used now: ${expectedNow(T, s)}`;
  if (p >= T.nPlayers || T.teamOf[p] !== s.team)
    return `${T.players[p] ?? 'that player'} does not roll this turn: it is ${sideName(T, s.team)}'s turn`;
  const player = T.players[p];
  if (v < 1 || v > T.top) return `dice show 1 … ${T.top}; there is no group of ${v}s`;
  if (s.groups[p * T.vstride + v] === 0) return `${player} has no ${v} to use (left to use: ${pendingText(T, s, p)})`;
  if (v !== s.current) return `the ${s.current}s come first: the rolled dice are used lowest value first`;
  if (T.tiesInPlayerOrder) {
    for (let i = T.memberStart[s.team]; i < T.memberStart[s.team + 1]; i++) {
      const q = T.members[i];
      if (q === p) break;
      if (s.groups[q * T.vstride + v] > 0)
        return `${T.players[q]}'s ${v}s come first (teamPlay.sameValueGroups: player-order)`;
    }
  }
  const top = T.top;
  if (how === H_LOWER) return null;
  if (how === H_RAISE) {
    if (c === NO_SQUARE) {
      if (v !== top)
        return `none of ${player}'s pawns stands on a ${v}: a raise needs your pawn on a die showing the group's value`;
      if (!T.sixRaise)
        return `a die showing ${top} (the top value) cannot be raised, and the six power cannot raise other dice in this ruleset (sixPower.raise: false)`;
      if (!onTop(T, s, p))
        return `a die showing ${top} (the top value) cannot be raised, and the six power, which raises another die, needs one of ${player}'s pawns on a ${top}`;
      return `say which die the six power raises: { use: ${v}, do: raise, at: "x,y" } (any die below ${top}; a die showing ${top}, the top value, cannot be raised)`;
    }
    if (!isSquare(T, c)) return 'that is not a square of the pond';
    const sq = T.pond.names[c];
    const value = valueAt(T, s, c);
    if (value === 0) return `there is no die on ${sq}`;
    const own = ownPawnAt(T, s, c, p);
    if (own && value === v)
      return v === top ? `the die at ${sq} shows ${top}, the top value: it cannot be raised` : null;
    if (v !== top) {
      return own
        ? `${player}'s pawn on ${sq} stands on a ${value}, not a ${v}: the ${v}s raise only a die showing ${v}`
        : `the die at ${sq} is not under one of ${player}'s pawns: only the six power (a group of ${top}s with your pawn on a ${top}) raises other dice`;
    }
    if (!T.sixRaise) return `the six power cannot raise other dice in this ruleset (sixPower.raise: false)`;
    if (!onTop(T, s, p)) return `the six power needs one of ${player}'s pawns on a ${top}`;
    if (value === top) return `the die at ${sq} shows ${top}, the top value: it cannot be raised`;
    return null;
  }
  if (how === H_ADD) {
    if (v !== top) return `only a group of ${top}s can add a die (the six power)`;
    if (T.addMode === ADD_NEVER) return 'the six power cannot add dice in this ruleset (sixPower.add: never)';
    if (!onTop(T, s, p)) return `the six power needs one of ${player}'s pawns on a ${top}`;
    if (!addAllowed(T, s))
      return `all ${T.whiteTotal} white dice are on the pond: none is left to add (sixPower.add: from-removed)`;
    if (!isSquare(T, c)) return 'that is not a square of the pond';
    return newDieProblem(T, s, c);
  }
  return `${how} is not a way to use dice; expected lower, raise or add`;
}
