/**
 * A reference point for the D'ice Cubes benchmark target: a small engine
 * written by hand for exactly the `dice-cubes` ruleset (two players, two
 * pawns each, 25 white dice, 5 per line, orthogonal moves, six power raise
 * and add, draw on simultaneous elimination, 200 turns), with no rules data,
 * no event log and no serialisable state. It plays random games on the same
 * protocol as `npm run bench` (uniform random players over all legal actions,
 * generated every ply; the same plies counted); `npm run bench:reference`
 * times it beside ours and the fast one (run-reference.ts). A test plays it in lockstep with our
 * engine and finds the same legal actions in every position
 * (test/engine/dice-pond/reference.test.ts), so the two speeds are those of
 * two engines for the same game.
 */
import { Rng } from '../../src/engine/rng';
import { timeGames, type BenchResult } from '../timing';

const SIDE = 64; // centre 32,32: placement reaches at most 24 squares from it
const CENTRE = 32 * SIDE + 32;
const LIMIT = 5;
const TOP = 6;
const TURN_LIMIT = 200;
const DIRS = [1, -1, SIDE, -SIDE];
const POOL = [0, 5, 5, 5, 5, 4, 0]; // after the 6 on the centre
const CHANCE = -2;
const NOBODY = -1;

// Board: value of the die on each cell (0: none), pawn on it (-1: none).
const value = new Int8Array(SIDE * SIDE);
const pawnOn = new Int8Array(SIDE * SIDE).fill(-1);
const adj = new Uint8Array(SIDE * SIDE);
const rowN = new Int8Array(SIDE);
const colN = new Int8Array(SIDE);
const dice = new Int32Array(64);
const slot = new Int32Array(SIDE * SIDE);
let diceN = 0;
const front = new Int32Array(256);
let frontN = 0;
const pool = new Int32Array(TOP + 1);
let poolN = 0;
const pawnCell = new Int32Array(4);
const moved = new Int8Array(4);
const pawnsLeft = new Int32Array(2);
const groups = new Int32Array(TOP + 1);
const valueN = new Int32Array(TOP + 2);
const squares = new Int32Array(256);
/** `seen[c] === stamp`: c was already listed by the current six-power search. */
const seen = new Int32Array(SIDE * SIDE);
let stamp = 0;
let phase = 0; // 0 place, 1 pawns, 2 roll, 3 move, 4 resolve, 5 over
let toMove = 0;
let placedInTurn = 0;
let pawnsPlaced = 0;
let current = 0;
let turn = 0;
let plies = 0;
let rng = Rng.seeded(0);

const room = (c: number): boolean => rowN[c >> 6] < LIMIT && colN[c & 63] < LIMIT;

function addDie(c: number, v: number): void {
  if (adj[c] > 0 && phase === 0) {
    const i = slot[c];
    const last = front[--frontN];
    front[i] = last;
    slot[last] = i;
  }
  value[c] = v;
  valueN[v]++;
  slot[c] = diceN;
  dice[diceN++] = c;
  rowN[c >> 6]++;
  colN[c & 63]++;
  for (let k = 0; k < 4; k++) {
    const d = DIRS[k];
    const n = c + d;
    if (adj[n]++ === 0 && value[n] === 0 && phase === 0) {
      slot[n] = frontN;
      front[frontN++] = n;
    }
  }
}

function removeDie(c: number): void {
  const p = pawnOn[c];
  if (p >= 0) {
    pawnOn[c] = -1;
    pawnCell[p] = -1;
    pawnsLeft[p >> 1]--;
  }
  valueN[value[c]]--;
  value[c] = 0;
  const i = slot[c];
  const last = dice[--diceN];
  dice[i] = last;
  slot[last] = i;
  rowN[c >> 6]--;
  colN[c & 63]--;
  for (const d of DIRS) adj[c + d]--;
}

function lower(c: number): void {
  const v = value[c];
  if (v === 1) return removeDie(c);
  value[c] = v - 1;
  valueN[v]--;
  valueN[v - 1]++;
}

function raise(c: number): void {
  const v = value[c];
  value[c] = v + 1;
  valueN[v]--;
  valueN[v + 1]++;
}

/** Lowers every die showing v but `skip` and dice under pawns of `spare` (-1: none). */
function lowerAll(v: number, spare: number, skip: number): void {
  for (let i = diceN - 1; i >= 0; i--) {
    const c = dice[i];
    if (value[c] !== v || c === skip || (spare >= 0 && pawnOn[c] >= 0 && pawnOn[c] >> 1 === spare)) continue;
    lower(c);
  }
}

export function start(seed: number): void {
  for (let i = 0; i < diceN; i++) {
    const c = dice[i];
    value[c] = 0;
    pawnOn[c] = -1;
    for (const d of DIRS) adj[c + d] = 0;
    adj[c] = 0;
  }
  rowN.fill(0);
  colN.fill(0);
  valueN.fill(0);
  diceN = frontN = 0;
  pool.set(POOL);
  poolN = 24;
  pawnCell.fill(-1);
  pawnsLeft.fill(0);
  groups.fill(0);
  phase = 0;
  toMove = placedInTurn = pawnsPlaced = turn = plies = current = 0;
  rng = Rng.seeded(seed);
  addDie(CENTRE, 6);
}

function freeDie(): boolean {
  for (let i = 0; i < diceN; i++) if (pawnOn[dice[i]] < 0) return true;
  return false;
}

function anyRoom(): boolean {
  for (let i = 0; i < frontN; i++) if (room(front[i])) return true;
  return false;
}

export function legal(out: Int32Array): number {
  let n = 0;
  if (phase === 0) {
    let m = 0;
    for (let i = 0; i < frontN; i++) if (room(front[i])) squares[m++] = front[i]!;
    for (let v = 1; v <= TOP; v++) {
      if (pool[v] === 0) continue;
      for (let j = 0; j < m; j++) out[n++] = (v << 12) | squares[j];
    }
  } else if (phase === 1) {
    for (let i = 0; i < diceN; i++) if (pawnOn[dice[i]] < 0) out[n++] = dice[i]!;
  } else if (phase === 3) {
    for (let p = toMove * 2; p < toMove * 2 + 2; p++) {
      const c = pawnCell[p];
      if (c < 0 || moved[p]) continue;
      for (const d of DIRS) if (value[c + d] > 0 && pawnOn[c + d] < 0) out[n++] = (c << 12) | (c + d);
    }
  } else if (phase === 4) {
    const v = current;
    out[n++] = 0; // lower
    let onSix = false;
    for (let p = toMove * 2; p < toMove * 2 + 2; p++) {
      const c = pawnCell[p];
      if (c < 0) continue;
      if (value[c] === v && v < TOP) out[n++] = (1 << 24) | c;
      if (value[c] === TOP) onSix = true;
    }
    if (v === TOP && onSix) {
      for (let i = 0; i < diceN; i++) if (value[dice[i]] < TOP) out[n++] = (1 << 24) | dice[i];
      const st = ++stamp;
      for (let i = 0; i < diceN; i++) {
        for (let k = 0; k < 4; k++) {
          const c = dice[i] + DIRS[k];
          if (value[c] === 0 && seen[c] !== st && room(c)) {
            seen[c] = st;
            out[n++] = (2 << 24) | c;
          }
        }
      }
    }
  }
  return n;
}

function ended(): boolean {
  if (pawnsLeft[0] > 0 && pawnsLeft[1] > 0) return false;
  phase = 5;
  toMove = NOBODY;
  return true;
}

function canMove(): boolean {
  for (let p = toMove * 2; p < toMove * 2 + 2; p++) {
    const c = pawnCell[p];
    if (c < 0 || moved[p]) continue;
    for (const d of DIRS) if (value[c + d] > 0 && pawnOn[c + d] < 0) return true;
  }
  return false;
}

function settle(): void {
  if (canMove()) return;
  for (let p = toMove * 2; p < toMove * 2 + 2; p++) {
    const c = pawnCell[p];
    if (c < 0 || moved[p]) continue;
    moved[p] = 1;
    plies++;
    lower(c);
    if (ended()) return;
  }
  phase = 4;
  advance();
}

function advance(): void {
  for (let v = 1; v <= TOP; v++) {
    if (groups[v] === 0) continue;
    if (valueN[v] > 0) {
      current = v;
      return;
    }
    groups[v] = 0;
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
  plies++;
  if (phase === 0) {
    const v = a >> 12;
    pool[v]--;
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
  } else if (phase === 1) {
    const p = (pawnsPlaced & 1) * 2 + (pawnsPlaced >> 1);
    pawnCell[p] = a;
    pawnOn[a] = p;
    pawnsLeft[p >> 1]++;
    if (++pawnsPlaced === 4 || !freeDie()) {
      phase = 2;
      toMove = 0;
    } else toMove = pawnsPlaced & 1;
  } else if (phase === 2) {
    // a: the roll's index in base TOP, one digit per die
    for (let k = 2 * pawnsLeft[toMove]; k > 0; k--, a = (a / TOP) | 0) groups[(a % TOP) + 1]++;
    moved[toMove * 2] = moved[toMove * 2 + 1] = 0;
    phase = 3;
    settle();
  } else if (phase === 3) {
    const from = a >> 12;
    const to = a & 4095;
    const p = pawnOn[from];
    pawnOn[from] = -1;
    pawnOn[to] = p;
    pawnCell[p] = to;
    moved[p] = 1;
    settle();
  } else {
    const v = current;
    const doubles = groups[v] >= 2;
    groups[v] = 0;
    const how = a >> 24;
    const c = a & 4095;
    if (how === 0) lowerAll(v, -1, -1);
    else if (how === 2) {
      addDie(c, 1);
      if (doubles) lowerAll(TOP, toMove, c);
    } else {
      const own = value[c] === v && pawnOn[c] >= 0 && pawnOn[c] >> 1 === toMove;
      raise(c);
      if (doubles) {
        if (own) lowerAll(v, -1, -1);
        else lowerAll(TOP, toMove, c);
      }
    }
    if (!ended()) advance();
  }
}

/** The player to act, CHANCE for a roll, NOBODY once the game is over. */
export function who(): number {
  return phase === 5 ? NOBODY : phase === 2 ? CHANCE : toMove;
}

/** A roll from the game's generator: the faces of its dice as the digits of one number in base TOP. */
export function sampleRoll(): number {
  return rng.below(TOP ** (2 * pawnsLeft[toMove]));
}

export function pliesSoFar(): number {
  return plies;
}

/** Once the game is over: the winner (0 or 1), or -1 for a draw (pawns on both sides at the turn limit, or on neither); -2 while it goes on. */
export function winner(): number {
  if (phase !== 5) return -2;
  const first = pawnsLeft[0] > 0;
  const second = pawnsLeft[1] > 0;
  return first === second ? -1 : first ? 0 : 1;
}

/** An action as a scenario file writes it (as our engine's `formatAction` does), for the lockstep test. */
export function actionObject(a: number): Record<string, unknown> {
  const sq = (c: number) => `${(c & 63) - 32},${(c >> 6) - 32}`;
  if (phase === 0) return { place: a >> 12, at: sq(a & 4095) };
  if (phase === 1) return { pawn: sq(a) };
  if (phase === 3) return { from: sq(a >> 12), to: sq(a & 4095) };
  const how = ['lower', 'raise', 'add'][a >> 24];
  return how === 'lower' ? { use: current, do: how } : { use: current, do: how, at: sq(a & 4095) };
}

export function benchMinimal(seconds: number): BenchResult {
  const buf = new Int32Array(4096);
  const players = Rng.seeded(12345);
  return timeGames(seconds, (seed) => {
    start(seed);
    while (phase !== 5) apply(phase === 2 ? sampleRoll() : buf[players.below(legal(buf))]);
    return plies;
  });
}
