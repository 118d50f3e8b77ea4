/** The rules compiled into the tables of tables.ts, once per ruleset. */
import { INFO_COL_SPECIAL, INFO_FIXED, INFO_ROW_SPECIAL, INFO_SHIFT, PASS, STOP } from './moves';
import type { Role, TaflRules } from './rules';
import { squareRoles } from './square-roles';
import { startPlacements } from './start-position';
import type { TaflTables } from './tables';

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
