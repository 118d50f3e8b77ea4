/**
 * Rules compiled into flat lookup tables, built once per ruleset by
 * `compileTables` and never written afterwards (every state of a compiled game
 * reads them; working memory lives in the state). Squares are
 * board indices (rank * width + file); a piece is a small code (type index + 1,
 * 0 = empty square); per-type-per-square facts live at `code * N + square`.
 * Directions: 0 east, 1 west, 2 north, 3 south.
 */
import type { Role, TaflRules } from './rules';
import { INFO_COL_SPECIAL, INFO_FIXED, INFO_ROW_SPECIAL, INFO_SHIFT, PASS, STOP } from './moves';
import { squareRoles } from './square-roles';
import { startPlacements } from './start-position';

export interface TaflTables {
  readonly width: number;
  readonly height: number;
  readonly n: number;
  /** Neighbour of square s in direction d at s*4+d, or -1 off the board. */
  readonly nb: Int16Array;
  readonly edge: Uint8Array;
  readonly fileOf: Uint8Array;
  readonly rankOf: Uint8Array;
  readonly typeNames: string[];
  /** Side index (0 moves first) of each code; -1 for the empty code 0. */
  readonly codeSide: Int8Array;
  readonly hammer: Uint8Array;
  readonly anvil: Uint8Array;
  /** 1 for pieces captured only when enclosed on four sides. */
  readonly strong: Uint8Array;
  /** STOP | PASS bits at code*N + square. */
  readonly perm: Uint8Array;
  /**
   * What move generation reads for a piece, by code and square, in one array (V8
   * checks every array a loop reads on every pass): the fields `INFO_…` (moves.ts).
   * Whether the type is fixed on the square (1); the squares of its rank (bit = file)
   * and of its file (bit = rank) where the type may not both stop and pass. A run of
   * empty squares without such a square is emitted without lookups.
   */
  readonly moveInfo: Int32Array;
  /** Squares the type may not stop on / may not pass over: per rank (bit = file) at code*H + rank, per file (bit = rank) at code*W + file. */
  readonly rowNoStop: Int32Array;
  readonly rowNoPass: Int32Array;
  readonly colNoStop: Int32Array;
  readonly colNoPass: Int32Array;
  readonly fixed: Uint8Array;
  /** Cannot be captured there (protected square, or edge immunity). */
  readonly prot: Uint8Array;
  readonly hostE: Uint8Array;
  readonly hostO: Uint8Array;
  /** Code of the royal type, 0 if none. */
  readonly royalCode: number;
  /** Side indices of the two roles. */
  readonly att: number;
  readonly def: number;
  readonly sideNames: [string, string];
  /** Some attacker type may stop on the square / may stop on or pass over it (for the exit-fort analysis). */
  readonly attStop: Uint8Array;
  readonly attCross: Uint8Array;
  readonly corners: Int16Array;
  readonly isCorner: Uint8Array;
  readonly startBoard: Int8Array;
  readonly zobLo: Int32Array;
  readonly zobHi: Int32Array;
  readonly sideLo: number;
  readonly sideHi: number;

  // End rules, as numbers.
  readonly shieldwall: boolean;
  readonly edgeFort: boolean;
  readonly encirclement: boolean;
  /** 0 off, 1 defenders lose, 2 draw. */
  readonly repetition: number;
  readonly repetitionCount: number;
  readonly plyLimit: number;
  readonly noMoveDraw: boolean;
  readonly cornersHeld: number;
  readonly royalInCorner: boolean;
  readonly edgeEscape: boolean;
  readonly defendersFewerThan: number;
  readonly attackersFewerThan: number;
}

export function compileTables(rules: TaflRules): TaflTables {
  const width = rules.board.width,
    w = width;
  const height = rules.board.height,
    h = height;
  const n = w * h;
  const steps = [1, -1, w, -w];
  const nb = new Int16Array(n * 4);
  const edge = new Uint8Array(n);
  const fileOf = new Uint8Array(n);
  const rankOf = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    const f = s % w,
      r = (s - f) / w;
    fileOf[s] = f;
    rankOf[s] = r;
    const onBoard = [f < w - 1, f > 0, r < h - 1, r > 0];
    for (let d = 0; d < 4; d++) nb[s * 4 + d] = onBoard[d] ? s + steps[d] : -1;
    edge[s] = f === 0 || r === 0 || f === w - 1 || r === h - 1 ? 1 : 0;
  }

  const first: Role = rules.firstToMove;
  const sideOf = (role: Role) => (role === first ? 0 : 1);
  const att = sideOf('attackers');
  const def = sideOf('defenders');
  const sideNames: [string, string] =
    first === 'attackers'
      ? [rules.sides.attackers, rules.sides.defenders]
      : [rules.sides.defenders, rules.sides.attackers];

  const typeNames = Object.keys(rules.pieces);
  const codes = typeNames.length + 1;
  const codeSide = new Int8Array(codes).fill(-1);
  const hammer = new Uint8Array(codes);
  const anvil = new Uint8Array(codes);
  const strong = new Uint8Array(codes);
  let royalCode = 0;
  typeNames.forEach((t, i) => {
    const p = rules.pieces[t];
    const c = i + 1;
    codeSide[c] = sideOf(p.side);
    hammer[c] = p.power === 'armed' || p.power === 'hammer-only' ? 1 : 0;
    anvil[c] = p.power === 'armed' || p.power === 'anvil-only' ? 1 : 0;
    strong[c] = p.strength === 4 ? 1 : 0;
    if (p.royal) royalCode = c;
  });

  const { roles } = squareRoles(rules);
  const perm = new Uint8Array(codes * n);
  const fixed = new Uint8Array(codes * n);
  const prot = new Uint8Array(codes * n);
  const hostE = new Uint8Array(codes * n);
  const hostO = new Uint8Array(codes * n);
  const rowNoStop = new Int32Array(codes * h);
  const rowNoPass = new Int32Array(codes * h);
  const colNoStop = new Int32Array(codes * w);
  const colNoPass = new Int32Array(codes * w);
  typeNames.forEach((t, i) => {
    const base = (i + 1) * n;
    const immuneOnEdge = rules.pieces[t].immuneOnEdge;
    for (let s = 0; s < n; s++) {
      perm[base + s] = (roles.stop.get(t)![s] ? STOP : 0) | (roles.pass.get(t)![s] ? PASS : 0);
      const row = (i + 1) * h + rankOf[s],
        col = (i + 1) * w + fileOf[s];
      const fileBit = 1 << fileOf[s],
        rankBit = 1 << rankOf[s];
      if ((perm[base + s] & STOP) === 0) {
        rowNoStop[row] |= fileBit;
        colNoStop[col] |= rankBit;
      }
      if ((perm[base + s] & PASS) === 0) {
        rowNoPass[row] |= fileBit;
        colNoPass[col] |= rankBit;
      }
      fixed[base + s] = roles.fixes.get(t)![s]!;
      prot[base + s] = roles.protects.get(t)![s] || (immuneOnEdge && edge[s]) ? 1 : 0;
      hostE[base + s] = roles.hostileWhenEmpty.get(t)![s]!;
      hostO[base + s] = roles.hostileWhenOccupied.get(t)![s]!;
    }
  });
  const moveInfo = new Int32Array((codes * n) << INFO_SHIFT);
  for (let c = 1; c < codes; c++) {
    for (let sq = 0; sq < n; sq++) {
      const at = (c * n + sq) << INFO_SHIFT,
        row = c * h + rankOf[sq],
        col = c * w + fileOf[sq];
      moveInfo[at + INFO_FIXED] = fixed[c * n + sq]!;
      moveInfo[at + INFO_ROW_SPECIAL] = rowNoStop[row] | rowNoPass[row];
      moveInfo[at + INFO_COL_SPECIAL] = colNoStop[col] | colNoPass[col];
    }
  }
  const attStop = new Uint8Array(n);
  const attCross = new Uint8Array(n);
  for (let c = 1; c < codes; c++) {
    if (codeSide[c] !== att) continue;
    for (let s = 0; s < n; s++) {
      const p = perm[c * n + s];
      if (p & STOP) attStop[s] = 1;
      if (p !== 0) attCross[s] = 1;
    }
  }
  const corners = Int16Array.from(roles.squares.corners);
  const isCorner = new Uint8Array(n);
  for (const s of corners) isCorner[s] = 1;

  const startBoard = new Int8Array(n);
  for (const p of startPlacements(rules).placements) startBoard[p.square] = typeNames.indexOf(p.type) + 1;

  // Zobrist keys from a fixed xorshift stream: the same ruleset always hashes alike.
  const zobLo = new Int32Array(codes * n);
  const zobHi = new Int32Array(codes * n);
  let x = 0x9e3779b9 | 0;
  const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x | 0);
  for (let i = n; i < codes * n; i++) {
    zobLo[i] = next();
    zobHi[i] = next();
  }
  const sideLo = next();
  const sideHi = next();

  const e = rules.end;
  const shieldwall = rules.captures.shieldwall;
  const edgeFort = e.edgeFort && royalCode > 0;
  const encirclement = e.encirclement;
  const repetition = e.repetition.outcome === 'off' ? 0 : e.repetition.outcome === 'defenders-lose' ? 1 : 2;
  const repetitionCount = e.repetition.occurrences;
  const plyLimit = e.plyLimit;
  const noMoveDraw = e.noMove === 'draw';
  const cornersHeld = e.cornersHeld;
  const royalInCorner = e.royalInCorner && royalCode > 0;
  const edgeEscape = e.edgeEscape && royalCode > 0;
  const defendersFewerThan = e.defendersFewerThan;
  const attackersFewerThan = e.attackersFewerThan;
  return {
    width,
    height,
    n,
    nb,
    edge,
    fileOf,
    rankOf,
    typeNames,
    codeSide,
    hammer,
    anvil,
    strong,
    perm,
    moveInfo,
    rowNoStop,
    rowNoPass,
    colNoStop,
    colNoPass,
    fixed,
    prot,
    hostE,
    hostO,
    royalCode,
    att,
    def,
    sideNames,
    attStop,
    attCross,
    corners,
    isCorner,
    startBoard,
    zobLo,
    zobHi,
    sideLo,
    sideHi,
    shieldwall,
    edgeFort,
    encirclement,
    repetition,
    repetitionCount,
    plyLimit,
    noMoveDraw,
    cornersHeld,
    royalInCorner,
    edgeEscape,
    defendersFewerThan,
    attackersFewerThan,
  };
}
