/**
 * The hot path: legal-action generation and `apply`, on the state's one
 * integer array and the compiled tables, without allocating. `explain.ts` gives
 * the reasons for refusals; the tests check on random positions that the two
 * agree on every action.
 */
import { DRAWN, NOBODY, ONGOING } from '../game';
import type { Cells, UnitsState } from './state';
import type { Tables } from './tables';

/*
 * The numbers the hot path reads are declared here, in the module that reads
 * them, and the other modules import them from here: V8 folds a module's own
 * constants into the compiled code, but reads an imported binding from memory
 * at every use (about 12% of random-play speed when run unbundled, as tsx does).
 */

/* A square holds 0 when empty, else `owner << 4 | class`. */
export const CLASS_BITS = 4;
export const CLASS_MASK = 15;
const OWNER_BITS = 0xf0;

/*
 * Actions as integers. Squares need 10 bits (boards are at most 26 × 26 =
 * 676 squares), so a move is `from << 10 | to` and a turn `TURN | square`:
 * decoding is two shifts, never a division.
 */
export const SQUARE_BITS = 10;
export const SQUARE_MASK = (1 << SQUARE_BITS) - 1;
/** Marks a turn action; above every move code. */
export const TURN = 1 << (2 * SQUARE_BITS);

export const moveCode = (from: number, to: number): number => (from << SQUARE_BITS) | to;
export const turnCode = (square: number): number => TURN | square;

/* What a fight between attacker class a and defender class d does: `fight[a << 4 | d]`. */
export const ATTACKER_WINS = 0;
export const DEFENDER_WINS = 1;
export const BOTH_REMOVED = 2;
export const BOUNCE = 3;
/** The first illegal code: a fight code at or above it refuses the move. */
export const ILLEGAL_TIE = 4;
export const ILLEGAL_LOSING = 5;

/* `winner`: a player index (>= 0) once someone has won, or ONGOING / DRAWN (game.ts). */

/** Why the game ended (`end`). */
export const END_NONE = 0;
export const END_LAST_PLAYER = 1;
export const END_NO_UNITS = 2;
export const END_PLY_LIMIT = 3;
export const END_NOBODY_CAN_ACT = 4;
/** The last other player was put out for having no legal action (noLegalAction: out). */
export const END_NO_LEGAL_ACTION = 5;

/** What the last action was (`EV_KIND`). */
export const EV_NONE = 0;
export const EV_MOVE = 1;
export const EV_CAPTURE = 2;
export const EV_ATTACKER_LOST = 3;
export const EV_BOTH_REMOVED = 4;
export const EV_BOUNCE = 5;
export const EV_TURN = 6;

/** Slots of the last-action record after `oEv` (state.ts). */
export const EV_KIND = 0;
/** The action code. */
export const EV_ACTION = 1;
/** The acting unit (a square value: owner << 4 | class) before the action. */
export const EV_UNIT = 2;
/** What stood on the move's target square before (0: empty). */
export const EV_TARGET = 3;
/** The class of the survivor of a fight, or of the turned unit. */
export const EV_NEW_CLASS = 4;
/** Players affected, one bit each: lost its last unit (bit p), put out for having no legal action (bit 8 + p), turn skipped (bit 16 + p). */
export const EV_PLAYERS = 5;
export const EV_LENGTH = 6;
export const OUT_BIT = 0;
export const STUCK_BIT = 8;
export const PASSED_BIT = 16;

/** Bits of `landing` (tables.ts): the unit may end a move on the square; the square holds an own unit. */
export const LAND = 1;
export const OWN_UNIT = 1 << 8;

/** Which generator makes the moves (`moves` in tables.ts). Without jumping (or without a move action): walks each line from each unit. */
export const MOVES_WALK = 0;
/** With jumping and exact distance: one target per direction. */
export const MOVES_EXACT_JUMP = 1;
/** With jumping and distance up to the speed: every square within reach. */
export const MOVES_UP_TO_JUMP = 2;

export function legalActions(T: Tables, s: UnitsState, out: Int32Array): number {
  return s.toMove < 0 ? 0 : actionsOf(T, s.d, s.toMove, out);
}

/** Player `me`'s legal actions: unit by unit (in its unit list's order), each unit's moves then its turn. */
export function actionsOf(T: Tables, d: Cells, me: number, out: Int32Array): number {
  if (T.moves === MOVES_EXACT_JUMP) return exactJumpActions(T, d, me, out);
  if (T.moves === MOVES_UP_TO_JUMP) return upToJumpActions(T, d, me, out);
  return generalActions(T, d, me, out);
}

/**
 * With jumping and exact distance (v1.2): each unit has one target per direction,
 * precomputed; play only reads what stands on it. The eight directions are written out
 * rather than looped over: V8 does not unroll loops, and checks each array again on every
 * pass of one. Each move is written either way and kept only when legal, so there is no
 * hard-to-predict branch.
 */
function exactJumpActions(T: Tables, d: Cells, me: number, out: Int32Array): number {
  const target = T.target;
  const landing = T.landing;
  const count = d[T.oUnits + me];
  const list = T.oList + me * d[T.oCap];
  let n = 0;
  for (let u = 0; u < count; u++) {
    const sq = d[list + u];
    const v = d[sq];
    const key = (sq << CLASS_BITS) | (v & CLASS_MASK);
    const t0 = key << 3;
    const base = sq << SQUARE_BITS;
    const unit = v << 8;
    // `bits`: the landing bits of the target square; `own` collects the OWN_UNIT bit of direction dir at bit 8 + dir.
    let t = target[t0];
    let bits = landing[unit | d[t]];
    out[n] = base | t;
    n += bits & LAND;
    let own = bits;
    t = target[t0 | 1]!;
    bits = landing[unit | d[t]]!;
    out[n] = base | t;
    n += bits & LAND;
    own |= bits << 1;
    t = target[t0 | 2]!;
    bits = landing[unit | d[t]]!;
    out[n] = base | t;
    n += bits & LAND;
    own |= bits << 2;
    t = target[t0 | 3]!;
    bits = landing[unit | d[t]]!;
    out[n] = base | t;
    n += bits & LAND;
    own |= bits << 3;
    t = target[t0 | 4]!;
    bits = landing[unit | d[t]]!;
    out[n] = base | t;
    n += bits & LAND;
    own |= bits << 4;
    t = target[t0 | 5]!;
    bits = landing[unit | d[t]]!;
    out[n] = base | t;
    n += bits & LAND;
    own |= bits << 5;
    t = target[t0 | 6]!;
    bits = landing[unit | d[t]]!;
    out[n] = base | t;
    n += bits & LAND;
    own |= bits << 6;
    t = target[t0 | 7]!;
    bits = landing[unit | d[t]]!;
    out[n] = base | t;
    n += bits & LAND;
    own |= bits << 7;
    // Rarely, an own unit holds the last square of a line that ends before the unit's speed.
    const blockedEdges = (own >> 8) & T.edgeDirs[key];
    if (blockedEdges !== 0) n = edgeMoves(T, d, me, sq, blockedEdges, out, n);
    out[n] = TURN | sq;
    n += T.turnable[v & CLASS_MASK];
  }
  return n;
}

/** The moves the edge rule gives the unit on sq along the lines `dirs` (bits) whose edge square an own unit holds. */
function edgeMoves(T: Tables, d: Cells, me: number, sq: number, dirs: number, out: Int32Array, n: number): number {
  const unit = d[sq] << 8;
  for (let left = dirs; left !== 0; left &= left - 1) {
    const dir = 31 - Math.clz32(left & -left); // the lowest direction left
    const line = (sq << 3) + dir;
    const back = edgeStop(T, d, me, line, T.rayLen[line] - 1);
    if (back >= 0 && (T.landing[unit | d[back]] & LAND) !== 0) out[n++] = (sq << SQUARE_BITS) | back;
  }
  return n;
}

/** With jumping and distance up to the speed (v1.1): every square within reach is a candidate. */
function upToJumpActions(T: Tables, d: Cells, me: number, out: Int32Array): number {
  const cand = T.cand;
  const candStart = T.candStart;
  const landing = T.landing;
  const turnable = T.turnable;
  const count = d[T.oUnits + me];
  const list = T.oList + me * d[T.oCap];
  let n = 0;
  for (let u = 0; u < count; u++) {
    const sq = d[list + u];
    const v = d[sq];
    const key = (sq << CLASS_BITS) | (v & CLASS_MASK);
    const end = candStart[key + 1];
    const base = sq << SQUARE_BITS;
    const unit = v << 8;
    for (let i = candStart[key]; i < end; i++) {
      const t = cand[i];
      // Written either way and kept only when legal: no hard-to-predict branch.
      out[n] = base | t;
      n += landing[unit | d[t]] & LAND;
    }
    out[n] = TURN | sq;
    n += turnable[v & CLASS_MASK];
  }
  return n;
}

/** Without jumping, or without moves: walks each line from each unit. */
function generalActions(T: Tables, d: Cells, me: number, out: Int32Array): number {
  let n = 0;
  const count = d[T.oUnits + me];
  const list = T.oList + me * d[T.oCap];
  for (let i = 0; i < count; i++) {
    const sq = d[list + i];
    const v = d[sq];
    if (T.canMove) n = movesFrom(T, d, me, sq, v, out, n);
    if (T.turnable[v & CLASS_MASK] === 1) out[n++] = TURN | sq;
  }
  return n;
}

/**
 * Where the edge rule stops a unit on a line with only `len` squares left on the
 * board: the farthest of them not held by an own unit, or -1 if all are.
 */
export function edgeStop(T: Tables, d: Cells, me: number, line: number, len: number): number {
  const r0 = line * T.reach;
  for (let j = len - 1; j >= 0; j--) {
    const t = T.ray[r0 + j];
    const w = d[t];
    if (w === 0 || w >> CLASS_BITS !== me) return t;
  }
  return -1;
}

/** Without jumping: a unit on the way blocks the line. */
function movesFrom(T: Tables, d: Cells, me: number, sq: number, v: number, out: Int32Array, n: number): number {
  const k = T.speed[v & CLASS_MASK];
  const base = sq << SQUARE_BITS;
  const unit = v << 8;
  for (let i = 0; i < T.dirs.length; i++) {
    const line = (sq << 3) + T.dirs[i];
    if (T.exact) {
      const t = exactWalkTarget(T, d, me, line, k);
      if (t >= 0 && (T.landing[unit | d[t]] & LAND) !== 0) out[n++] = base | t;
    } else {
      const len = T.rayLen[line];
      const r0 = line * T.reach;
      const m = len < k ? len : k;
      for (let j = 0; j < m; j++) {
        const t = T.ray[r0 + j];
        const w = d[t];
        if ((T.landing[unit | w] & LAND) !== 0) out[n++] = base | t;
        if (w !== 0) break;
      }
    }
  }
  return n;
}

/**
 * Without jumping, exact distance: the square a unit with speed k would stop on along `line`
 * (the edge rule included) when the way there is clear, else -1. Whether it may land there is
 * the caller's question.
 */
function exactWalkTarget(T: Tables, d: Cells, me: number, line: number, k: number): number {
  const len = T.rayLen[line];
  const r0 = line * T.reach;
  let j = k - 1;
  if (len < k) {
    const t = T.edgeStop && len > 0 ? edgeStop(T, d, me, line, len) : -1;
    if (t < 0) return -1;
    for (j = len - 1; T.ray[r0 + j] !== t; j--);
  }
  for (let p = 0; p < j; p++) if (d[T.ray[r0 + p]] !== 0) return -1;
  return T.ray[r0 + j];
}

/**
 * Whether player `me` has a legal action: what `actionsOf` generates, stopped at the first
 * action found and written nowhere, so that asking needs no buffer (a compiled game keeps no
 * working memory shared by its states). The property tests compare it with `actionsOf`.
 */
export function hasAction(T: Tables, d: Cells, me: number): boolean {
  const count = d[T.oUnits + me];
  const list = T.oList + me * d[T.oCap];
  for (let u = 0; u < count; u++) {
    const sq = d[list + u];
    const v = d[sq];
    if (T.turnable[v & CLASS_MASK] === 1) return true;
    if (T.canMove && unitCanMove(T, d, me, sq, v)) return true;
  }
  return false;
}

/** Whether the unit v on sq has a move, by the rules of the generator `T.moves` names. */
function unitCanMove(T: Tables, d: Cells, me: number, sq: number, v: number): boolean {
  const unit = v << 8;
  const key = (sq << CLASS_BITS) | (v & CLASS_MASK);
  if (T.moves === MOVES_EXACT_JUMP) {
    for (let dir = 0; dir < 8; dir++) {
      const bits = T.landing[unit | d[T.target[(key << 3) | dir]]];
      if ((bits & LAND) !== 0) return true;
      // An own unit on the edge square: the edge rule looks back along the line (see edgeMoves).
      if ((bits & OWN_UNIT) !== 0 && ((T.edgeDirs[key] >> dir) & 1) !== 0) {
        const line = (sq << 3) + dir;
        const back = edgeStop(T, d, me, line, T.rayLen[line] - 1);
        if (back >= 0 && (T.landing[unit | d[back]] & LAND) !== 0) return true;
      }
    }
    return false;
  }
  if (T.moves === MOVES_UP_TO_JUMP) {
    const end = T.candStart[key + 1];
    for (let i = T.candStart[key]; i < end; i++) if ((T.landing[unit | d[T.cand[i]]] & LAND) !== 0) return true;
    return false;
  }
  const k = T.speed[v & CLASS_MASK];
  for (let i = 0; i < T.dirs.length; i++) {
    const line = (sq << 3) + T.dirs[i];
    if (T.exact) {
      const t = exactWalkTarget(T, d, me, line, k);
      if (t >= 0 && (T.landing[unit | d[t]] & LAND) !== 0) return true;
    } else if (T.rayLen[line] > 0 && (T.landing[unit | d[T.ray[line * T.reach]]] & LAND) !== 0) {
      // Up to the speed without jumping: the first square decides (empty, or the one unit it may fight).
      return true;
    }
  }
  return false;
}

/** Takes player p's unit off square sq, keeping p's unit list packed. */
function removeUnit(T: Tables, d: Cells, p: number, sq: number): void {
  const list = T.oList + p * d[T.oCap];
  const i = d[T.oSlot + sq];
  const last = --d[T.oUnits + p];
  const moved = d[list + last];
  d[list + i] = moved;
  d[T.oSlot + moved] = i;
  d[sq] = 0;
  if (last === 0) d[T.oEv + EV_PLAYERS] |= 1 << (OUT_BIT + p);
}

/** Puts unit value v, now on `from`, on the empty square `to`. */
function relocate(T: Tables, d: Cells, from: number, to: number, v: number): void {
  const i = d[T.oSlot + from];
  d[to] = v;
  d[from] = 0;
  d[T.oSlot + to] = i;
  d[T.oList + (v >> CLASS_BITS) * d[T.oCap] + i] = to;
}

/** Applies a legal action in place: the move or turn, the fight, then the end-of-ply checks. */
export function applyAction(T: Tables, s: UnitsState, a: number): void {
  const d = s.d;
  const ev = T.oEv;
  d[ev + EV_PLAYERS] = 0;
  d[ev + EV_ACTION] = a;
  let removed = false;
  if (a >= TURN) {
    const sq = a - TURN;
    const v = d[sq];
    const nc = T.rotation[v & CLASS_MASK];
    d[sq] = (v & OWNER_BITS) | nc;
    d[ev + EV_KIND] = EV_TURN;
    d[ev + EV_UNIT] = v;
    d[ev + EV_NEW_CLASS] = nc;
  } else {
    const from = a >> SQUARE_BITS;
    const to = a & SQUARE_MASK;
    const v = d[from];
    const w = d[to];
    d[ev + EV_UNIT] = v;
    d[ev + EV_TARGET] = w;
    if (w === 0) {
      relocate(T, d, from, to, v);
      d[ev + EV_KIND] = EV_MOVE;
    } else {
      removed = fight(T, d, from, to, v, w);
    }
  }
  s.ply++;
  endOfPly(T, s, removed);
}

/** Unit v from `from` lands on enemy w on `to`; true if a unit was removed. */
function fight(T: Tables, d: Cells, from: number, to: number, v: number, w: number): boolean {
  const ev = T.oEv;
  const c = v & CLASS_MASK;
  const dc = w & CLASS_MASK;
  const code = T.fight[(c << CLASS_BITS) | dc];
  if (code === ATTACKER_WINS) {
    const nc = T.after[(c << CLASS_BITS) | dc];
    removeUnit(T, d, w >> CLASS_BITS, to);
    relocate(T, d, from, to, (v & OWNER_BITS) | nc);
    d[ev + EV_KIND] = EV_CAPTURE;
    d[ev + EV_NEW_CLASS] = nc;
    return true;
  }
  if (code === DEFENDER_WINS) {
    const nc = T.after[(dc << CLASS_BITS) | c];
    removeUnit(T, d, v >> CLASS_BITS, from);
    d[to] = (w & OWNER_BITS) | nc;
    d[ev + EV_KIND] = EV_ATTACKER_LOST;
    d[ev + EV_NEW_CLASS] = nc;
    return true;
  }
  if (code === BOTH_REMOVED) {
    removeUnit(T, d, w >> CLASS_BITS, to);
    removeUnit(T, d, v >> CLASS_BITS, from);
    d[ev + EV_KIND] = EV_BOTH_REMOVED;
    return true;
  }
  // The attacker bounces back: the board does not change.
  d[ev + EV_KIND] = EV_BOUNCE;
  return false;
}

function finish(s: UnitsState, winner: number, end: number): void {
  s.winner = winner;
  s.end = end;
  s.toMove = NOBODY;
}

/** Ends the game if at most one player has units left; true if it did. `why`: the END_ code of a win. */
export function settleWinner(T: Tables, s: UnitsState, why = END_LAST_PLAYER): boolean {
  let alive = 0;
  let last = -1;
  for (let p = 0; p < T.players.length; p++) {
    if (s.d[T.oUnits + p] > 0) {
      alive++;
      last = p;
    }
  }
  if (alive > 1) return false;
  if (alive === 1) finish(s, last, why);
  else finish(s, DRAWN, END_NO_UNITS);
  return true;
}

/**
 * Wins are checked before the ply limit, so a win on the last allowed ply stands: the
 * last player with units, or (noLegalAction: out) the next player having no legal action.
 */
function endOfPly(T: Tables, s: UnitsState, removed: boolean): void {
  if (removed && settleWinner(T, s)) return;
  s.toMove = nextWithUnits(T, s.d, s.toMove);
  if (!T.alwaysCanAct && (T.noActionOut || s.ply < T.plyLimit)) startTurn(T, s);
  // startTurn may have ended the game; passing turns (noLegalAction: pass) cannot win it.
  if (s.ply >= T.plyLimit && s.winner === ONGOING) finish(s, DRAWN, END_PLY_LIMIT);
}

/** The next player in turn order who still has units (there is one: the game is not over). */
function nextWithUnits(T: Tables, d: Cells, p: number): number {
  const n = T.players.length;
  do p = p + 1 === n ? 0 : p + 1;
  while (d[T.oUnits + p] === 0);
  return p;
}

/**
 * The player to move must have a legal action; one who has none is out (its
 * units leave the board) or passes, per `noLegalAction`. Only needed when some
 * unit can be without actions (no turn action, or a class that cannot turn).
 */
export function startTurn(T: Tables, s: UnitsState): void {
  const d = s.d;
  let passes = 0;
  for (;;) {
    const p = s.toMove;
    if (hasAction(T, d, p)) return;
    if (T.noActionOut) {
      const list = T.oList + p * d[T.oCap];
      for (let i = 0; i < d[T.oUnits + p]; i++) d[d[list + i]] = 0;
      d[T.oUnits + p] = 0;
      d[T.oEv + EV_PLAYERS] |= 1 << (STUCK_BIT + p);
      if (settleWinner(T, s, END_NO_LEGAL_ACTION)) return;
    } else {
      d[T.oEv + EV_PLAYERS] |= 1 << (PASSED_BIT + p);
      if (++passes >= alivePlayers(T, d)) {
        finish(s, DRAWN, END_NOBODY_CAN_ACT);
        return;
      }
    }
    s.toMove = nextWithUnits(T, d, p);
  }
}

/** How many players have units left. */
export function alivePlayers(T: Tables, d: Cells): number {
  let n = 0;
  for (let p = 0; p < T.players.length; p++) if (d[T.oUnits + p] > 0) n++;
  return n;
}
