/**
 * The sufficient statistics of a set of self-play games: counts and sums that
 * add up, so tallies from many workers merge into exactly the tally of all
 * their games (whatever the split and the order), and the report is computed
 * once from the merged tally. Plain JSON, to travel between threads.
 */
import type { Game } from '../game';
import { addFrequencies, type Frequencies } from '../stats/describe';
import type { GameRecord } from './record';

export interface Tally {
  /** The seats, in `game.winners` order. */
  seats: string[];
  /** The sides, `game.players` (a match's rounds are won by sides). */
  sides: string[];
  games: number;
  draws: number;
  /** Games won per seat. */
  wins: Record<string, number>;
  /** Per bot label: games it sat in (once per game, whatever the number of its seats) and games one of its seats won. */
  bots: Record<string, { games: number; wins: number }>;
  /** Games with a first move, and how many of them the seat that moved first won (its first action, forced or not). */
  firstMover: { games: number; wins: number };
  /** How many games ended with each outcome code. */
  endCodes: Record<string, number>;
  /** Game lengths in plies: length → games. */
  lengths: Frequencies;
  positions: number;
  branchingSum: number;
  branchingMax: number;
  decisions: number;
  captures: number;
  /** A match of rounds: the rounds of all games together. */
  rounds?: RoundTally;
}

export interface RoundTally {
  rounds: number;
  draws: number;
  /** Rounds won per side (a name of `game.players`). */
  sides: Record<string, number>;
  /** Rounds won per seat. */
  wins: Record<string, number>;
  endCodes: Record<string, number>;
}

/** Where seats and sides come from. */
export type Seating = Pick<Game, 'winners' | 'players'>;

export function emptyTally({ winners: seats, players }: Seating): Tally {
  return {
    seats: [...seats],
    sides: [...players],
    games: 0,
    draws: 0,
    wins: Object.fromEntries(seats.map((s) => [s, 0])),
    bots: {},
    firstMover: { games: 0, wins: 0 },
    endCodes: {},
    lengths: {},
    positions: 0,
    branchingSum: 0,
    branchingMax: 0,
    decisions: 0,
    captures: 0,
  };
}

function bump(counts: Record<string, number>, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

/**
 * Adds one game to `t` (in place) and returns `t`: what `addTally` would add of the game as a tally of its own,
 * added field by field (self-play adds every game, and building that tally cost more than many a game).
 */
export function addRecord(t: Tally, r: GameRecord): Tally {
  t.games++;
  const won = r.winner !== 'draw';
  if (won) bump(t.wins, r.winner);
  else t.draws++;
  const winnerLabel = won ? r.bots[t.seats.indexOf(r.winner)] : undefined;
  r.bots.forEach((label, i) => {
    // A bot in several seats sits in the game once.
    if (r.bots.indexOf(label) !== i) return;
    const into = (t.bots[label] ??= { games: 0, wins: 0 });
    into.games++;
    if (label === winnerLabel) into.wins++;
  });
  if (r.firstMover !== null) {
    t.firstMover.games++;
    if (r.winner === r.firstMover) t.firstMover.wins++;
  }
  bump(t.endCodes, r.code);
  t.lengths[r.plies] = (t.lengths[r.plies] ?? 0) + 1;
  t.positions += r.positions;
  t.branchingSum += r.branchingSum;
  t.branchingMax = Math.max(t.branchingMax, r.branchingMax);
  t.decisions += r.decisions;
  t.captures += r.captures;
  if (r.rounds) {
    const rt = (t.rounds ??= { rounds: 0, draws: 0, sides: {}, wins: {}, endCodes: {} });
    for (const round of r.rounds) {
      rt.rounds++;
      if (round.winner === 'draw') rt.draws++;
      else {
        bump(rt.sides, round.side);
        bump(rt.wins, round.winner);
      }
      bump(rt.endCodes, round.code);
    }
  }
  return t;
}

export function tally(game: Seating, records: readonly GameRecord[]): Tally {
  const t = emptyTally(game);
  for (const r of records) addRecord(t, r);
  return t;
}

function addCounts(into: Record<string, number>, from: Readonly<Record<string, number>>): void {
  for (const [k, v] of Object.entries(from)) bump(into, k, v);
}

/** The tally of the games of `a` and `b` together (a new object; neither is changed). */
export function mergeTallies(a: Tally, b: Tally): Tally {
  return addTally(structuredClone(a), b);
}

/** Adds the games of `b` to `t` (in place; the one place counts add up) and returns `t`. */
function addTally(t: Tally, b: Tally): Tally {
  if (t.seats.join('\n') !== b.seats.join('\n') || t.sides.join('\n') !== b.sides.join('\n'))
    throw new RangeError(
      `cannot merge tallies of different games: seats ${t.seats.join(', ')} and ${b.seats.join(', ')}`,
    );
  t.games += b.games;
  t.draws += b.draws;
  addCounts(t.wins, b.wins);
  for (const [label, c] of Object.entries(b.bots)) {
    const into = (t.bots[label] ??= { games: 0, wins: 0 });
    into.games += c.games;
    into.wins += c.wins;
  }
  t.firstMover.games += b.firstMover.games;
  t.firstMover.wins += b.firstMover.wins;
  addCounts(t.endCodes, b.endCodes);
  addFrequencies(t.lengths, b.lengths);
  t.positions += b.positions;
  t.branchingSum += b.branchingSum;
  t.branchingMax = Math.max(t.branchingMax, b.branchingMax);
  t.decisions += b.decisions;
  t.captures += b.captures;
  if (b.rounds) {
    const rt = (t.rounds ??= { rounds: 0, draws: 0, sides: {}, wins: {}, endCodes: {} });
    rt.rounds += b.rounds.rounds;
    rt.draws += b.rounds.draws;
    addCounts(rt.sides, b.rounds.sides);
    addCounts(rt.wins, b.rounds.wins);
    addCounts(rt.endCodes, b.rounds.endCodes);
  }
  return t;
}
