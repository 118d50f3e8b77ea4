/**
 * Rules compiled into flat lookup tables, built once per ruleset. Squares are
 * board indices (rank * width + file); a piece is a small code (type index + 1,
 * 0 = empty square); per-type-per-square facts live at `code * N + square`.
 * Directions: 0 east, 1 west, 2 north, 3 south.
 */
import type { Role, TaflRules } from './rules';
import { INFO_COL_SPECIAL, INFO_FIXED, INFO_ROW_SPECIAL, INFO_SHIFT, PASS, STOP } from './moves';
import { squareRoles } from './square-roles';
import { startPlacements } from './start-position';

export class TaflTables {
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

  constructor(readonly rules: TaflRules) {
    const w = (this.width = rules.board.width);
    const h = (this.height = rules.board.height);
    const n = (this.n = w * h);
    const steps = [1, -1, w, -w];
    this.nb = new Int16Array(n * 4);
    this.edge = new Uint8Array(n);
    this.fileOf = new Uint8Array(n);
    this.rankOf = new Uint8Array(n);
    for (let s = 0; s < n; s++) {
      const f = s % w, r = (s - f) / w;
      this.fileOf[s] = f;
      this.rankOf[s] = r;
      const onBoard = [f < w - 1, f > 0, r < h - 1, r > 0];
      for (let d = 0; d < 4; d++) this.nb[s * 4 + d] = onBoard[d] ? s + steps[d]! : -1;
      this.edge[s] = f === 0 || r === 0 || f === w - 1 || r === h - 1 ? 1 : 0;
    }

    const first: Role = rules.firstToMove;
    const sideOf = (role: Role) => (role === first ? 0 : 1);
    this.att = sideOf('attackers');
    this.def = sideOf('defenders');
    this.sideNames = first === 'attackers' ? [rules.sides.attackers, rules.sides.defenders] : [rules.sides.defenders, rules.sides.attackers];

    this.typeNames = Object.keys(rules.pieces);
    const codes = this.typeNames.length + 1;
    this.codeSide = new Int8Array(codes).fill(-1);
    this.hammer = new Uint8Array(codes);
    this.anvil = new Uint8Array(codes);
    this.strong = new Uint8Array(codes);
    let royalCode = 0;
    this.typeNames.forEach((t, i) => {
      const p = rules.pieces[t]!;
      const c = i + 1;
      this.codeSide[c] = sideOf(p.side);
      this.hammer[c] = p.power === 'armed' || p.power === 'hammer-only' ? 1 : 0;
      this.anvil[c] = p.power === 'armed' || p.power === 'anvil-only' ? 1 : 0;
      this.strong[c] = p.strength === 4 ? 1 : 0;
      if (p.royal) royalCode = c;
    });
    this.royalCode = royalCode;

    const { roles } = squareRoles(rules);
    this.perm = new Uint8Array(codes * n);
    this.fixed = new Uint8Array(codes * n);
    this.prot = new Uint8Array(codes * n);
    this.hostE = new Uint8Array(codes * n);
    this.hostO = new Uint8Array(codes * n);
    this.rowNoStop = new Int32Array(codes * h);
    this.rowNoPass = new Int32Array(codes * h);
    this.colNoStop = new Int32Array(codes * w);
    this.colNoPass = new Int32Array(codes * w);
    this.typeNames.forEach((t, i) => {
      const base = (i + 1) * n;
      const immuneOnEdge = rules.pieces[t]!.immuneOnEdge;
      for (let s = 0; s < n; s++) {
        this.perm[base + s] = (roles.stop.get(t)![s] ? STOP : 0) | (roles.pass.get(t)![s] ? PASS : 0);
        const row = (i + 1) * h + this.rankOf[s]!, col = (i + 1) * w + this.fileOf[s]!;
        const fileBit = 1 << this.fileOf[s]!, rankBit = 1 << this.rankOf[s]!;
        if ((this.perm[base + s]! & STOP) === 0) {
          this.rowNoStop[row]! |= fileBit;
          this.colNoStop[col]! |= rankBit;
        }
        if ((this.perm[base + s]! & PASS) === 0) {
          this.rowNoPass[row]! |= fileBit;
          this.colNoPass[col]! |= rankBit;
        }
        this.fixed[base + s] = roles.fixes.get(t)![s]!;
        this.prot[base + s] = roles.protects.get(t)![s] || (immuneOnEdge && this.edge[s]) ? 1 : 0;
        this.hostE[base + s] = roles.hostileWhenEmpty.get(t)![s]!;
        this.hostO[base + s] = roles.hostileWhenOccupied.get(t)![s]!;
      }
    });
    this.moveInfo = new Int32Array((codes * n) << INFO_SHIFT);
    for (let c = 1; c < codes; c++) {
      for (let sq = 0; sq < n; sq++) {
        const at = (c * n + sq) << INFO_SHIFT, row = c * h + this.rankOf[sq]!, col = c * w + this.fileOf[sq]!;
        this.moveInfo[at + INFO_FIXED] = this.fixed[c * n + sq]!;
        this.moveInfo[at + INFO_ROW_SPECIAL] = this.rowNoStop[row]! | this.rowNoPass[row]!;
        this.moveInfo[at + INFO_COL_SPECIAL] = this.colNoStop[col]! | this.colNoPass[col]!;
      }
    }
    this.attStop = new Uint8Array(n);
    this.attCross = new Uint8Array(n);
    for (let c = 1; c < codes; c++) {
      if (this.codeSide[c] !== this.att) continue;
      for (let s = 0; s < n; s++) {
        const p = this.perm[c * n + s]!;
        if (p & STOP) this.attStop[s] = 1;
        if (p !== 0) this.attCross[s] = 1;
      }
    }
    this.corners = Int16Array.from(roles.squares.corners);
    this.isCorner = new Uint8Array(n);
    for (const s of this.corners) this.isCorner[s] = 1;

    this.startBoard = new Int8Array(n);
    for (const p of startPlacements(rules).placements) this.startBoard[p.square] = this.typeNames.indexOf(p.type) + 1;

    // Zobrist keys from a fixed xorshift stream: the same ruleset always hashes alike.
    this.zobLo = new Int32Array(codes * n);
    this.zobHi = new Int32Array(codes * n);
    let x = 0x9e3779b9 | 0;
    const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x | 0);
    for (let i = n; i < codes * n; i++) {
      this.zobLo[i] = next();
      this.zobHi[i] = next();
    }
    this.sideLo = next();
    this.sideHi = next();

    const e = rules.end;
    this.shieldwall = rules.captures.shieldwall;
    this.edgeFort = e.edgeFort && royalCode > 0;
    this.encirclement = e.encirclement;
    this.repetition = e.repetition.outcome === 'off' ? 0 : e.repetition.outcome === 'defenders-lose' ? 1 : 2;
    this.repetitionCount = e.repetition.occurrences;
    this.plyLimit = e.plyLimit;
    this.noMoveDraw = e.noMove === 'draw';
    this.cornersHeld = e.cornersHeld;
    this.royalInCorner = e.royalInCorner && royalCode > 0;
    this.edgeEscape = e.edgeEscape && royalCode > 0;
    this.defendersFewerThan = e.defendersFewerThan;
    this.attackersFewerThan = e.attackersFewerThan;
  }
}
