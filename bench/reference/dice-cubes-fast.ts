/**
 * A performance experiment: how fast can a hand-written engine for exactly
 * the `dice-cubes` rules go on the benchmark protocol (every legal action
 * listed into an Int32Array at every decision ply, a uniform choice with
 * `Rng.below`, rolls drawn from the game's own `Rng`, the same plies
 * counted)? Same rules, same action encoding and the same action ORDER as
 * dice-cubes-minimal.ts, so both play identical games from the same seeds
 * (lockstep test: test/engine/dice-pond/reference-fast.test.ts). Timed
 * against ours and the minimal one by run-reference.ts (`npm run
 * bench:reference`). What differs, all internal:
 *
 * - one Int32Array holds every table (value, pawn, adjacency, slot, line
 *   counts, lists), at constant offsets, asm.js style; neighbours unrolled;
 * - placement listing: a counter of full lines skips the room test while no
 *   row or column is full, and the test is branchless when one is; the
 *   first value's block is written from the frontier, the blocks of the
 *   next values as `previous block + 4096` in one flat unrolled loop;
 * - a roll is one table lookup giving the counts of its faces, 3 bits per
 *   face, and the groups of a turn are that one packed number;
 * - 'lower every die showing v' walks a bit mask of the dice list's slots
 *   per value, from the highest slot down (the reference's order), instead
 *   of scanning every die (a scan while the game has had over 31 dice).
 *
 * Measured alternately in one process: 1.4–1.5× the minimal reference (the
 * README's Benchmark section has the figures and where a game's time goes).
 */
import { Rng } from '../../src/engine/rng';
import { timeGames, type BenchResult } from '../timing';

const SIDE = 64;
const CELLS = SIDE * SIDE;
const CENTRE = 32 * SIDE + 32;
const LIMIT = 5;
const TOP = 6;
const TURN_LIMIT = 200;
const CHANCE = -2;
const NOBODY = -1;

// Offsets into M.
const VALUE = 0; // die value on the cell, 0: none
const PAWN = CELLS; // pawn on the cell, -1: none
const ADJ = 2 * CELLS; // dice orthogonally next to the cell
const SLOT = 3 * CELLS; // index of the cell in DICE or FRONT
const SEEN = 4 * CELLS; // stamp of the last six-power 'add' listing that met the cell
const ROW = 5 * CELLS; // dice per row (64)
const COL = ROW + SIDE; // dice per column (64)
const DICE = COL + SIDE; // cells holding dice (up to 256)
const FRONT = DICE + 256; // empty cells next to a die, during placement (up to 256)
const SQ = FRONT + 256; // scratch: placement squares with room (up to 256)
const POOL = SQ + 256; // dice of each value left to place (7)
const VALN = POOL + 8; // dice showing each value (8)
const PCELL = VALN + 8; // cell of each pawn, -1: sunk / not placed (4)
const MOVED = PCELL + 4; // pawn moved (or sank) this turn (4)
const LEFT = MOVED + 4; // pawns left per player (2)
const MASK = LEFT + 2; // bit i: DICE[i] shows v, at MASK + v (8)
const SIZE = MASK + 8;

const M = new Int32Array(SIZE);
M.fill(-1, PAWN, PAWN + CELLS);

/** Face counts of each roll (index: the roll's faces as base-6 digits), packed 3 bits per face: 4 dice, 2 dice. */
const ROLL4 = new Int32Array(1296);
const ROLL2 = new Int32Array(36);
for (let a = 0; a < 1296; a++) {
  let p = 0;
  for (let k = 0, x = a; k < 4; k++, x = (x / 6) | 0) p += 1 << (3 * (x % 6));
  ROLL4[a] = p;
  if (a < 36) ROLL2[a] = p - 2; // two high digits 0 counted as face 1 twice: take them off
}

let diceN = 0;
let frontN = 0;
let poolN = 0;
let full = 0; // rows and columns holding LIMIT dice
let stamp = 0;
let phase = 0; // 0 place, 1 pawns, 2 roll, 3 move, 4 resolve, 5 over
let toMove = 0;
let placedInTurn = 0;
let pawnsPlaced = 0;
let current = 0;
let groups = 0; // the turn's groups: count of each face v at bits 3(v-1)
let turn = 0;
let plies = 0;
let rng = Rng.seeded(0);
/** The game has had more than 31 dice: the value masks no longer hold, lowerAll scans. */
let big = false;

function addDie(c: number, v: number): void {
  const m = M;
  if (phase === 0 && m[ADJ + c] > 0) {
    const i = m[SLOT + c];
    const last = m[FRONT + --frontN];
    m[FRONT + i] = last;
    m[SLOT + last] = i;
  }
  m[VALUE + c] = v;
  m[VALN + v]++;
  m[MASK + v] |= 1 << diceN;
  m[SLOT + c] = diceN;
  m[DICE + diceN++] = c;
  if (diceN > 31) big = true;
  if (++m[ROW + (c >> 6)] === LIMIT) full++;
  if (++m[COL + (c & 63)] === LIMIT) full++;
  if (phase === 0) {
    // same order as the reference: +1, -1, +SIDE, -SIDE
    let n = c + 1;
    if (m[ADJ + n]++ === 0 && m[VALUE + n] === 0) {
      m[SLOT + n] = frontN;
      m[FRONT + frontN++] = n;
    }
    n = c - 1;
    if (m[ADJ + n]++ === 0 && m[VALUE + n] === 0) {
      m[SLOT + n] = frontN;
      m[FRONT + frontN++] = n;
    }
    n = c + SIDE;
    if (m[ADJ + n]++ === 0 && m[VALUE + n] === 0) {
      m[SLOT + n] = frontN;
      m[FRONT + frontN++] = n;
    }
    n = c - SIDE;
    if (m[ADJ + n]++ === 0 && m[VALUE + n] === 0) {
      m[SLOT + n] = frontN;
      m[FRONT + frontN++] = n;
    }
  } else {
    m[ADJ + c + 1]++;
    m[ADJ + c - 1]++;
    m[ADJ + c + SIDE]++;
    m[ADJ + c - SIDE]++;
  }
}

function removeDie(c: number): void {
  const m = M;
  const p = m[PAWN + c];
  if (p >= 0) {
    m[PAWN + c] = -1;
    m[PCELL + p] = -1;
    m[LEFT + (p >> 1)]--;
  }
  const v = m[VALUE + c];
  m[VALN + v]--;
  m[VALUE + c] = 0;
  const i = m[SLOT + c];
  const last = m[DICE + --diceN];
  m[DICE + i] = last;
  m[SLOT + last] = i;
  m[MASK + v] &= ~(1 << i);
  if (last !== c) {
    const w = MASK + m[VALUE + last];
    m[w] = (m[w] & ~(1 << diceN)) | (1 << i);
  }
  if (m[ROW + (c >> 6)]-- === LIMIT) full--;
  if (m[COL + (c & 63)]-- === LIMIT) full--;
  m[ADJ + c + 1]--;
  m[ADJ + c - 1]--;
  m[ADJ + c + SIDE]--;
  m[ADJ + c - SIDE]--;
}

function lower(c: number): void {
  const m = M;
  const v = m[VALUE + c];
  if (v === 1) return removeDie(c);
  m[VALUE + c] = v - 1;
  m[VALN + v]--;
  m[VALN + v - 1]++;
  const bit = 1 << m[SLOT + c];
  m[MASK + v] ^= bit;
  m[MASK + v - 1] |= bit;
}

/** Lowers every die showing v but `skip` and dice under pawns of `spare` (-1: none), in the reference's order. */
function lowerAll(v: number, spare: number, skip: number): void {
  const m = M;
  if (!big) {
    // the dice showing v from the highest index down, as the reference meets them
    for (let mm = m[MASK + v]; mm !== 0;) {
      const i = 31 - Math.clz32(mm);
      mm ^= 1 << i;
      const c = m[DICE + i];
      if (c === skip) continue;
      const p = m[PAWN + c];
      if (p >= 0 && p >> 1 === spare) continue;
      lower(c);
    }
    return;
  }
  let left = m[VALN + v];
  for (let i = diceN - 1; left > 0; i--) {
    const c = m[DICE + i];
    if (m[VALUE + c] !== v) continue;
    left--;
    if (c === skip) continue;
    const p = m[PAWN + c];
    if (p >= 0 && p >> 1 === spare) continue;
    lower(c);
  }
}

/** Clears the board the last game left and resets the counters (no die, no pawn, nothing to place). */
function reset(seed: number): void {
  const m = M;
  for (let i = 0; i < diceN; i++) {
    const c = m[DICE + i];
    m[VALUE + c] = 0;
    m[PAWN + c] = -1;
    m[ADJ + c] = 0;
    m[ADJ + c + 1] = 0;
    m[ADJ + c - 1] = 0;
    m[ADJ + c + SIDE] = 0;
    m[ADJ + c - SIDE] = 0;
  }
  m.fill(0, ROW, COL + SIDE);
  m.fill(0, VALN, VALN + 8);
  m.fill(0, MASK, MASK + 8);
  m.fill(0, POOL, POOL + 8);
  big = false;
  m[PCELL] = m[PCELL + 1] = m[PCELL + 2] = m[PCELL + 3] = -1;
  m[LEFT] = m[LEFT + 1] = 0;
  diceN = frontN = full = poolN = 0;
  groups = 0;
  toMove = placedInTurn = pawnsPlaced = turn = plies = current = 0;
  rng = Rng.seeded(seed);
}

export function start(seed: number): void {
  reset(seed);
  const m = M;
  m[POOL + 1] = m[POOL + 2] = m[POOL + 3] = m[POOL + 4] = 5;
  m[POOL + 5] = 4;
  poolN = 24;
  phase = 0;
  addDie(CENTRE, 6);
}

/** A square "x,y" as the engine's cell. */
const cellOf = (x: number, y: number): number => (y + 32) * SIDE + x + 32;

/**
 * A play position (for the play-phase benchmark): every die placed, the
 * pawns on their dice (pawns[0] and [1] the first player's, [2] and [3] the
 * second's), the first player to roll. Dice enter the list in the order
 * given, as a scenario's `setup` adds them in ours.
 */
export function startPlay(
  seed: number,
  dice: readonly (readonly [x: number, y: number, value: number])[],
  pawns: readonly (readonly [x: number, y: number])[],
): void {
  reset(seed);
  phase = 2;
  for (const [x, y, v] of dice) addDie(cellOf(x, y), v);
  const m = M;
  pawns.forEach(([x, y], p) => {
    const c = cellOf(x, y);
    m[PCELL + p] = c;
    m[PAWN + c] = p;
    m[LEFT + (p >> 1)]++;
  });
  pawnsPlaced = 4;
}

const room = (c: number): boolean => M[ROW + (c >> 6)] < LIMIT && M[COL + (c & 63)] < LIMIT;

function freeDie(): boolean {
  for (let i = 0; i < diceN; i++) if (M[PAWN + M[DICE + i]] < 0) return true;
  return false;
}

function anyRoom(): boolean {
  if (full === 0) return frontN > 0;
  for (let i = 0; i < frontN; i++) if (room(M[FRONT + i])) return true;
  return false;
}

function legalPlace(out: Int32Array): number {
  const m = M;
  let v0 = 1;
  while (m[POOL + v0] === 0) v0++;
  const first = v0 << 12;
  let k = 0;
  if (full === 0) {
    for (let i = 0; i < frontN; i++) out[i] = first | m[FRONT + i];
    k = frontN;
  } else {
    // branchless: always write, keep the square when its row and column have room
    for (let i = 0; i < frontN; i++) {
      const c = m[FRONT + i];
      out[k] = first | c;
      k += ((m[ROW + (c >> 6)] - LIMIT) & (m[COL + (c & 63)] - LIMIT)) >>> 31;
    }
  }
  // the next values present: while they follow one another, each block is the previous one + 4096
  let v = v0 + 1;
  while (v <= TOP && m[POOL + v] > 0) v++;
  let n = k * (v - v0);
  let j = k;
  for (; j + 3 < n; j += 4) {
    out[j] = out[j - k] + 4096;
    out[j + 1] = out[j + 1 - k] + 4096;
    out[j + 2] = out[j + 2 - k] + 4096;
    out[j + 3] = out[j + 3 - k] + 4096;
  }
  for (; j < n; j++) out[j] = out[j - k] + 4096;
  for (; v <= TOP; v++) {
    if (m[POOL + v] === 0) continue;
    const d = (v - v0) << 12;
    for (let j = 0; j < k; j++) out[n + j] = out[j] + d;
    n += k;
  }
  return n;
}

function legalPlay(out: Int32Array): number {
  const m = M;
  let n = 0;
  if (phase === 3) {
    for (let p = toMove * 2; p < toMove * 2 + 2; p++) {
      const c = m[PCELL + p];
      if (c < 0 || m[MOVED + p]) continue;
      const hi = c << 12;
      if (m[VALUE + c + 1] > 0 && m[PAWN + c + 1] < 0) out[n++] = hi | (c + 1);
      if (m[VALUE + c - 1] > 0 && m[PAWN + c - 1] < 0) out[n++] = hi | (c - 1);
      if (m[VALUE + c + SIDE] > 0 && m[PAWN + c + SIDE] < 0) out[n++] = hi | (c + SIDE);
      if (m[VALUE + c - SIDE] > 0 && m[PAWN + c - SIDE] < 0) out[n++] = hi | (c - SIDE);
    }
  } else if (phase === 4) {
    const v = current;
    out[n++] = 0; // lower
    let onSix = false;
    for (let p = toMove * 2; p < toMove * 2 + 2; p++) {
      const c = m[PCELL + p];
      if (c < 0) continue;
      const cv = m[VALUE + c];
      if (cv === v && v < TOP) out[n++] = (1 << 24) | c;
      if (cv === TOP) onSix = true;
    }
    if (v === TOP && onSix) {
      for (let i = 0; i < diceN; i++) {
        const c = m[DICE + i];
        if (m[VALUE + c] < TOP) out[n++] = (1 << 24) | c;
      }
      const st = ++stamp;
      for (let i = 0; i < diceN; i++) {
        const c = m[DICE + i];
        n = addSquare(out, n, c + 1, st);
        n = addSquare(out, n, c - 1, st);
        n = addSquare(out, n, c + SIDE, st);
        n = addSquare(out, n, c - SIDE, st);
      }
    }
  } else if (phase === 1) {
    for (let i = 0; i < diceN; i++) {
      const c = m[DICE + i];
      if (m[PAWN + c] < 0) out[n++] = c;
    }
  }
  return n;
}

function addSquare(out: Int32Array, n: number, c: number, st: number): number {
  const m = M;
  if (m[VALUE + c] === 0 && m[SEEN + c] !== st && m[ROW + (c >> 6)] < LIMIT && m[COL + (c & 63)] < LIMIT) {
    m[SEEN + c] = st;
    out[n++] = (2 << 24) | c;
  }
  return n;
}

export function legal(out: Int32Array): number {
  return phase === 0 ? legalPlace(out) : legalPlay(out);
}

function ended(): boolean {
  if (M[LEFT] > 0 && M[LEFT + 1] > 0) return false;
  phase = 5;
  toMove = NOBODY;
  return true;
}

function pawnCanMove(c: number): boolean {
  const m = M;
  return (
    (m[VALUE + c + 1] > 0 && m[PAWN + c + 1] < 0) ||
    (m[VALUE + c - 1] > 0 && m[PAWN + c - 1] < 0) ||
    (m[VALUE + c + SIDE] > 0 && m[PAWN + c + SIDE] < 0) ||
    (m[VALUE + c - SIDE] > 0 && m[PAWN + c - SIDE] < 0)
  );
}

function settle(): void {
  const m = M;
  const p0 = toMove * 2;
  const c0 = m[PCELL + p0];
  const c1 = m[PCELL + p0 + 1];
  if ((c0 >= 0 && !m[MOVED + p0] && pawnCanMove(c0)) || (c1 >= 0 && !m[MOVED + p0 + 1] && pawnCanMove(c1))) return;
  for (let p = p0; p < p0 + 2; p++) {
    const c = m[PCELL + p];
    if (c < 0 || m[MOVED + p]) continue;
    m[MOVED + p] = 1;
    plies++;
    lower(c);
    if (ended()) return;
  }
  phase = 4;
  advance();
}

function advance(): void {
  const m = M;
  for (let v = 1, sh = 0; v <= TOP; v++, sh += 3) {
    if (((groups >> sh) & 7) === 0) continue;
    if (m[VALN + v] > 0) {
      current = v;
      return;
    }
    groups &= ~(7 << sh);
  }
  if (++turn >= TURN_LIMIT) {
    phase = 5;
    toMove = NOBODY;
    return;
  }
  toMove = 1 - toMove;
  phase = 2;
}

export function apply(a: number): void {
  const m = M;
  plies++;
  if (phase === 0) {
    const v = a >> 12;
    m[POOL + v]--;
    poolN--;
    addDie(a & 4095, v);
    if (++placedInTurn === 2) {
      placedInTurn = 0;
      toMove = 1 - toMove;
    }
    if (poolN === 0 || !anyRoom()) {
      phase = 1;
      toMove = 0;
      if (!freeDie()) phase = 2;
    }
  } else if (phase === 4) {
    const v = current;
    const sh = 3 * (v - 1);
    const doubles = ((groups >> sh) & 7) >= 2;
    groups &= ~(7 << sh);
    const how = a >> 24;
    const c = a & 4095;
    if (how === 0) lowerAll(v, -1, -1);
    else if (how === 2) {
      addDie(c, 1);
      if (doubles) lowerAll(TOP, toMove, c);
    } else {
      const p = m[PAWN + c];
      const own = m[VALUE + c] === v && p >= 0 && p >> 1 === toMove;
      const w = m[VALUE + c];
      m[VALUE + c] = w + 1;
      m[VALN + w]--;
      m[VALN + w + 1]++;
      const bit = 1 << m[SLOT + c];
      m[MASK + w] ^= bit;
      m[MASK + w + 1] |= bit;
      if (doubles) {
        if (own) lowerAll(v, -1, -1);
        else lowerAll(TOP, toMove, c);
      }
    }
    if (!ended()) advance();
  } else if (phase === 3) {
    const from = a >> 12;
    const to = a & 4095;
    const p = m[PAWN + from];
    m[PAWN + from] = -1;
    m[PAWN + to] = p;
    m[PCELL + p] = to;
    m[MOVED + p] = 1;
    settle();
  } else if (phase === 2) {
    groups = m[LEFT + toMove] === 2 ? ROLL4[a] : ROLL2[a];
    m[MOVED + toMove * 2] = m[MOVED + toMove * 2 + 1] = 0;
    phase = 3;
    settle();
  } else {
    const p = (pawnsPlaced & 1) * 2 + (pawnsPlaced >> 1);
    m[PCELL + p] = a;
    m[PAWN + a] = p;
    m[LEFT + (p >> 1)]++;
    if (++pawnsPlaced === 4 || !freeDie()) {
      phase = 2;
      toMove = 0;
    } else toMove = pawnsPlaced & 1;
  }
}

/** The player to act, CHANCE for a roll, NOBODY once the game is over. */
export function who(): number {
  return phase === 5 ? NOBODY : phase === 2 ? CHANCE : toMove;
}

/** A roll from the game's generator: the faces of its dice as the digits of one number in base 6. */
export function sampleRoll(): number {
  return rng.below(M[LEFT + toMove] === 2 ? 1296 : 36);
}

export function pliesSoFar(): number {
  return plies;
}

/** Once the game is over: the winner (0 or 1), or -1 for a draw (pawns on both sides at the turn limit, or on neither); -2 while it goes on. */
export function winner(): number {
  if (phase !== 5) return -2;
  const first = M[LEFT] > 0;
  const second = M[LEFT + 1] > 0;
  return first === second ? -1 : first ? 0 : 1;
}

/** The stage of the game: 0 placing dice, 1 placing pawns, 2 roll, 3 move, 4 use a group, 5 over. */
export function stage(): number {
  return phase;
}

/** An action as the reference's `actionObject` writes it, for the lockstep test. */
export function actionObject(a: number): Record<string, unknown> {
  const sq = (c: number) => `${(c & 63) - 32},${(c >> 6) - 32}`;
  if (phase === 0) return { place: a >> 12, at: sq(a & 4095) };
  if (phase === 1) return { pawn: sq(a) };
  if (phase === 3) return { from: sq(a >> 12), to: sq(a & 4095) };
  const how = ['lower', 'raise', 'add'][a >> 24];
  return how === 'lower' ? { use: current, do: how } : { use: current, do: how, at: sq(a & 4095) };
}

/** The rest of a game from a position set up by startPlay (or start); its plies. */
function playOn(players: Rng, buf: Int32Array): number {
  while (phase !== 5) apply(phase === 2 ? sampleRoll() : buf[players.below(legal(buf))]);
  return plies;
}

/** One random game on the benchmark protocol; its plies. */
export function playGame(seed: number, players: Rng, buf: Int32Array): number {
  start(seed);
  return playOn(players, buf);
}

export function benchFast(seconds: number): BenchResult {
  const buf = new Int32Array(4096);
  const players = Rng.seeded(12345);
  return timeGames(seconds, (seed) => playGame(seed, players, buf));
}

/** The play phase alone: random games from the position `startPlay` sets up with `dice` and `pawns`, generators seeded 1 … `seeds` in turn. */
export function benchFastPlay(
  seconds: number,
  dice: readonly (readonly [number, number, number])[],
  pawns: readonly (readonly [number, number])[],
  seeds: number,
): BenchResult {
  const buf = new Int32Array(4096);
  const players = Rng.seeded(12345);
  return timeGames(seconds, (game) => {
    startPlay(((game - 1) % seeds) + 1, dice, pawns);
    return playOn(players, buf);
  });
}
