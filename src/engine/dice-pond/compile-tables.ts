/** The rules compiled into the tables of tables.ts, once per ruleset. */
import { buildPond, CELL_STRIDE, cellOf, type Pond } from './pond';
import { sidesOf, type DicePondRules, type Order } from './rules';
import { rankRoll, rollCount, unrankGroups } from './rolls';
import { windowWidth } from './state';
import { ADD_FROM_REMOVED, ADD_NEVER, ADD_UNLIMITED, type Tables } from './tables';

/** A packed array of small integers (Array.from keeps V8's fastest element kind). */
const filled = (n: number, v = 0): number[] => Array.from({ length: n }, () => v);

function faceTables(top: number, maxK: number): (Int32Array | undefined)[] {
  const tables: (Int32Array | undefined)[] = [];
  for (let k = 1; k <= maxK; k++) {
    if (top ** k > 1 << 16) break;
    const table = new Int32Array(top ** k);
    const counts = filled(top + 1);
    for (let f = 0; f < table.length; f++) {
      counts.fill(0);
      for (let j = 0, x = f; j < k; j++, x = Math.floor(x / top)) counts[(x % top) + 1]++;
      table[f] = rankRoll(counts, 0, top);
    }
    tables[k] = table;
  }
  return tables;
}

function countTables(top: number, maxK: number): (Int16Array | undefined)[] {
  const tables: (Int16Array | undefined)[] = [];
  const row = filled(top + 1);
  for (let k = 1; k <= maxK; k++) {
    const n = rollCount(k, top);
    if (n > 1 << 16) break;
    const table = new Int16Array(n * (top + 1));
    for (let rank = 0; rank < n; rank++) {
      unrankGroups(rank, k, top, row, 0);
      table.set(row, rank * (top + 1));
    }
    tables[k] = table;
  }
  return tables;
}

/** Pond offsets dy · CELL_STRIDE + dx (|dx|, |dy| ≤ 1) as offsets in a window w squares wide: dy · w + dx. */
function inWindow(deltas: Int32Array, w: number): number[] {
  return Array.from(deltas, (d) => {
    const dx = (((d % CELL_STRIDE) + CELL_STRIDE + 1) % CELL_STRIDE) - 1;
    // `| 0`: the division's result is a double, and one double makes the hot path read the whole array as doubles.
    return (((d - dx) / CELL_STRIDE) * w + dx) | 0;
  });
}

/** A table for each width a state's window can have (state.ts: powers of two from 16 up to the pond's side), indexed by width. */
function windowTables<X>(pond: Pond, make: (w: number) => X): X[] {
  const out: X[] = [];
  for (let w = windowWidth(0); ; w *= 2) {
    out[w] = make(w);
    if (w >= pond.side) return out;
  }
}

function orderOf(order: Order, players: readonly string[]): number[] {
  return order === 'rotation' ? players.map((_, i) => i) : order.map((p) => players.indexOf(p));
}

/** The immutable tables of a ruleset: the only thing a compiled game holds (working memory belongs to each state). */
export function compileTables(r: DicePondRules): Tables {
  const players = r.players;
  const nPlayers = players.length;
  const teamSpecs = sidesOf(r);
  const nTeams = teamSpecs.length;
  const teamOf = new Int8Array(nPlayers);
  const memberStart = new Int8Array(nTeams + 1);
  const members: number[] = [];
  teamSpecs.forEach((t, ti) => {
    memberStart[ti] = members.length;
    const idx = t.players.map((p) => players.indexOf(p)).sort((a, b) => a - b);
    for (const p of idx) {
      teamOf[p] = ti;
      members.push(p);
    }
  });
  memberStart[nTeams] = members.length;
  const maxTeam = Math.max(...teamSpecs.map((t) => t.players.length));

  const ppp = r.pawnsPerPlayer;
  const nPawns = nPlayers * ppp;
  const teamPawnIdStart = Int8Array.from({ length: nTeams + 1 }, (_, t) => memberStart[t] * ppp);
  const teamPawnIds = Int8Array.from(members.flatMap((p) => Array.from({ length: ppp }, (_, j) => p * ppp + j)));
  const pawnOwner = Int8Array.from({ length: nPawns }, (_, i) => Math.floor(i / ppp));

  const top = r.dice.top;
  const white = new Int16Array(top + 1);
  for (const [v, n] of Object.entries(r.dice.white)) white[Number(v)] = n;

  const pond = buildPond(r.pond.radius, r.placement.adjacency !== 'orthogonal', r.movement.adjacency !== 'orthogonal');

  const placeOrder = Int8Array.from(orderOf(r.placement.order, players));
  const pawnList =
    r.pawnPlacement.order === 'rotation'
      ? Array.from({ length: nPawns }, (_, k) => k % nPlayers)
      : orderOf(r.pawnPlacement.order, players);
  const placedSoFar = new Array<number>(nPlayers).fill(0);
  const pawnIdAt = Int8Array.from(pawnList, (p) => p * ppp + placedSoFar[p]++);

  // Each row holds at most lineLimit dice; a free square next to the pond touches a die.
  const lineLimit = r.pond.maxDicePerLine;
  const maxDice = Math.min(pond.cells, lineLimit * (2 * r.pond.radius + 1));
  const maxFrontier = Math.min(pond.cells, maxDice * pond.placeDeltas.length);
  let maxRoll = 1;
  for (let i = 0; i < maxTeam; i++) maxRoll *= rollCount(r.dice.bluePerPawn * ppp, top);
  const maxActions = Math.max(
    top * maxFrontier, // placement: a value × a square
    maxDice, // a pawn on any die
    maxRoll, // the distinct rolls
    nPawns * pond.moveDeltas.length, // pawn moves
    maxTeam * (1 + ppp + maxDice + maxFrontier), // resolve: lower, raises, six power
  );

  return {
    players,
    nPlayers,
    teamNames: teamSpecs.map((t) => t.name),
    nTeams,
    teamGame: maxTeam > 1,
    teamOf,
    memberStart,
    members: Int8Array.from(members),
    teamPawnIdStart,
    teamPawnIds,
    ppp,
    nPawns,
    pawnOwner,
    top,
    vstride: top + 1,
    blue: r.dice.blue,
    bluePerPawn: r.dice.bluePerPawn,
    whiteTotal: r.dice.whiteTotal,
    white,
    firstValue: r.placement.first.value,
    firstCell: cellOf(pond, r.placement.first.at) as number,
    lineLimit,
    pond,
    dicePerTurn: r.placement.dicePerTurn,
    placeOrder,
    pawnOrder: Int8Array.from(pawnList),
    pawnIdAt,
    sixRaise: r.sixPower.raise,
    addMode:
      r.sixPower.add === 'unlimited' ? ADD_UNLIMITED : r.sixPower.add === 'from-removed' ? ADD_FROM_REMOVED : ADD_NEVER,
    moverLosesTie: r.elimination.simultaneous === 'mover-loses',
    tiesInPlayerOrder: r.teamPlay.sameValueGroups === 'player-order',
    keepOutGroups: r.teamPlay.outPlayerGroups === 'keep',
    turnLimit: r.turnLimit,
    maxActions,
    // The lists start with room for a usual pond and grow (rarely) beyond it: every byte a new state takes costs
    // time in random playouts (fresh memory), and in 20,000 random games of dice-cubes a pond held at most 27 dice
    // and 35 free squares, 30 in 99 games out of 100.
    blank: {
      dice: filled(Math.min(maxDice, r.dice.whiteTotal + 2)),
      front: filled(Math.min(maxFrontier, 32)),
      pool: filled(top + 1),
      pawnCell: filled(nPawns, -1),
      moved: filled(nPawns),
      pawnsLeft: filled(nPlayers),
      teamPawns: filled(nTeams),
      groups: filled(nPlayers * (top + 1)),
      cells: filled(pond.cells),
      values: filled(top + 2),
      log: filled(32),
    },
    nearOf: windowTables(pond, (w) => inWindow(pond.placeDeltas, w)),
    stepsOf: windowTables(pond, (w) => inWindow(pond.moveDeltas, w)),
    rankOfFaces: faceTables(top, r.dice.bluePerPawn * ppp),
    countsOfRank: countTables(top, r.dice.bluePerPawn * ppp),
    rollsOf: Float64Array.from({ length: r.dice.bluePerPawn * ppp + 1 }, (_, k) => rollCount(k, top)),
  };
}
