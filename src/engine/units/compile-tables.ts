/** The complete rules compiled into the tables of tables.ts, once per ruleset. */
import { squareIndex } from '../grid';
import { DIRECTIONS, type UnitsRules } from './rules';
import {
  ATTACKER_WINS,
  BOTH_REMOVED,
  BOUNCE,
  CLASS_BITS,
  CLASS_MASK,
  DEFENDER_WINS,
  EV_LENGTH,
  ILLEGAL_LOSING,
  ILLEGAL_TIE,
  LAND,
  MOVES_EXACT_JUMP,
  MOVES_UP_TO_JUMP,
  MOVES_WALK,
  OWN_UNIT,
} from './play';
import type { Tables } from './tables';

/** The complete rules (`Family.complete`'s result) as the tables play reads; built once per compiled game, never written after. */
export function compileTables(r: UnitsRules): Tables {
  const { width, height } = r.board;
  const size = width * height;
  const players = r.players;
  const classes = r.classes;

  const speed = new Uint8Array(16);
  let fastest = 1;
  for (let c = 1; c <= classes; c++) {
    speed[c] = r.move.speed[String(c)]!;
    fastest = Math.max(fastest, speed[c]);
  }
  const reach = Math.max(1, Math.min(fastest, Math.max(width, height) - 1));

  const dirAllowed = new Uint8Array(8);
  const dirs = Int8Array.from(DIRECTIONS.flatMap((d, i) => (r.move.directions.includes(d.name) ? [i] : [])));
  for (const d of dirs) dirAllowed[d] = 1;

  const ray = new Int16Array(size * 8 * reach).fill(-1);
  const rayLen = new Uint8Array(size * 8);
  for (let sq = 0; sq < size; sq++) {
    const f0 = sq % width;
    const r0 = (sq - f0) / width;
    DIRECTIONS.forEach((d, di) => {
      let n = 0;
      for (
        let f = f0 + d.df, k = r0 + d.dr;
        n < reach && f >= 0 && f < width && k >= 0 && k < height;
        f += d.df, k += d.dr
      ) {
        ray[(sq * 8 + di) * reach + n] = k * width + f;
        n++;
      }
      rayLen[sq * 8 + di] = n;
    });
  }

  const edgeStop = r.move.edge === 'stop';
  const exact = r.move.distance === 'exact';
  const canMove = r.actions.includes('move');
  const moves = !canMove || !r.move.jump ? MOVES_WALK : exact ? MOVES_EXACT_JUMP : MOVES_UP_TO_JUMP;
  const { target, edgeDirs } =
    moves === MOVES_EXACT_JUMP ? exactTargets(size, speed, dirAllowed, ray, rayLen, reach, edgeStop) : noExactTargets;
  const { cand, candStart } =
    moves === MOVES_UP_TO_JUMP ? squaresInReach(size, speed, dirs, ray, rayLen, reach) : noSquaresInReach;

  const beats = (a: number, b: number): boolean => (r.combat.beats[String(a)] ?? []).includes(b);
  const tie =
    r.combat.sameClass === 'illegal' ? ILLEGAL_TIE : r.combat.sameClass === 'both-removed' ? BOTH_REMOVED : BOUNCE;
  const fight = new Int8Array(256).fill(ILLEGAL_TIE);
  const after = new Uint8Array(256);
  for (let a = 1; a <= classes; a++) {
    for (let d = 1; d <= classes; d++) {
      const i = (a << CLASS_BITS) | d;
      if (beats(a, d)) fight[i] = ATTACKER_WINS;
      else if (beats(d, a)) fight[i] = r.combat.losingAttack === 'allowed' ? DEFENDER_WINS : ILLEGAL_LOSING;
      else fight[i] = tie;
      after[i] = r.combat.classChange === 'keep' ? a : (r.combat.after[String(a)]?.[String(d)] ?? a);
    }
  }

  const landing = new Uint16Array(128 * 256);
  for (let v = 0; v < 128; v++) {
    for (let w = 0; w < 128; w++) {
      const own = w !== 0 && w >> CLASS_BITS === v >> CLASS_BITS;
      const legalFight = w !== 0 && !own && fight[((v & CLASS_MASK) << CLASS_BITS) | (w & CLASS_MASK)] < ILLEGAL_TIE;
      landing[(v << 8) | w] = (w === 0 || legalFight ? LAND : 0) | (own ? OWN_UNIT : 0);
    }
  }

  const rotation = new Uint8Array(16);
  for (const [from, to] of Object.entries(r.turn.rotation)) rotation[Number(from)] = to;

  const canTurn = r.actions.includes('turn');
  const turnable = rotation.map((to) => (canTurn && to !== 0 ? 1 : 0));
  let everyClassTurns = true;
  for (let c = 1; c <= classes; c++) if (turnable[c] === 0) everyClassTurns = false;

  const start = r.setup.map(
    (u) => [squareIndex(u.at, width, height), (players.indexOf(u.owner) << CLASS_BITS) | u.class] as const,
  );

  const movesPerUnit = canMove ? dirs.length * (exact ? 1 : reach) : 0;
  // One slot per unit more than its actions: the generator writes a unit's turn before it knows it is legal.
  const maxActions = size * (movesPerUnit + 1);
  const oSlot = size;
  const oUnits = 2 * size;
  const oEv = oUnits + players.length;
  const oCap = oEv + EV_LENGTH;
  return {
    width,
    height,
    size,
    players,
    classes,
    dirs,
    dirAllowed,
    reach,
    ray,
    rayLen,
    target,
    edgeDirs,
    cand,
    candStart,
    speed,
    fight,
    after,
    landing,
    rotation,
    turnable,
    canMove,
    canTurn,
    exact,
    edgeStop,
    jump: r.move.jump,
    moves,
    noActionOut: r.noLegalAction === 'out',
    alwaysCanAct: everyClassTurns,
    plyLimit: r.plyLimit,
    oSlot,
    oUnits,
    oEv,
    oCap,
    oList: oCap + 1,
    start,
    maxActions,
  };
}

const noExactTargets = { target: new Int16Array(0), edgeDirs: new Uint8Array(0) };

/** The `target` and `edgeDirs` tables (see `Tables`) for every square, class and direction. */
function exactTargets(
  size: number,
  speed: Uint8Array,
  dirAllowed: Uint8Array,
  ray: Int16Array,
  rayLen: Uint8Array,
  reach: number,
  edgeStop: boolean,
): { target: Int16Array; edgeDirs: Uint8Array } {
  const target = new Int16Array(size * 16 * 8);
  const edgeDirs = new Uint8Array(size * 16);
  for (let key = 0; key < size * 16; key++) {
    const sq = key >> CLASS_BITS;
    const k = speed[key & CLASS_MASK];
    for (let dir = 0; dir < 8; dir++) {
      const line = sq * 8 + dir;
      const len = rayLen[line];
      let t = sq;
      if (k > 0 && dirAllowed[dir] === 1) {
        if (len >= k) t = ray[line * reach + k - 1]!;
        else if (edgeStop && len > 0) {
          t = ray[line * reach + len - 1]!;
          edgeDirs[key] |= 1 << dir;
        }
      }
      target[(key << 3) | dir] = t;
    }
  }
  return { target, edgeDirs };
}

const noSquaresInReach = { cand: new Int16Array(0), candStart: new Int32Array(0) };

/** The `cand` and `candStart` tables (see `Tables`): every square within reach, per square and class. */
function squaresInReach(
  size: number,
  speed: Uint8Array,
  dirs: Int8Array,
  ray: Int16Array,
  rayLen: Uint8Array,
  reach: number,
): { cand: Int16Array; candStart: Int32Array } {
  const cand: number[] = [];
  const candStart = new Int32Array(size * 16 + 1);
  for (let key = 0; key < size * 16; key++) {
    candStart[key] = cand.length;
    const sq = key >> CLASS_BITS;
    const k = speed[key & CLASS_MASK];
    for (const dir of dirs) {
      const line = sq * 8 + dir;
      for (let i = 0; i < Math.min(rayLen[line], k); i++) cand.push(ray[line * reach + i]);
    }
  }
  candStart[size * 16] = cand.length;
  return { cand: Int16Array.from(cand), candStart };
}
