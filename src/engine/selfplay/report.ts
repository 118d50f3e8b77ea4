/**
 * The balance report of a tally (figures named after Ludii's metrics). Every
 * rate comes with its 95% Wilson interval (or the z given).
 */
import { histogramOf, meanOf, medianOf, quantileOf, type Bin } from '../stats/describe';
import { Z95 } from '../stats/normal';
import { wilson, type Interval } from '../stats/proportions';
import type { Tally } from './tally';

/**
 * Whether an outcome code says the workbench's own limit stopped the game rather than the rules
 * (Units' and tafl's `ply-limit`, D'ice Cubes' `turn-limit`): by the family convention, such a
 * code ends in `-limit` (CONTRIBUTING.md), so this needs to know no family.
 */
export const isTimeoutCode = (code: string): boolean => code.endsWith('-limit');

export interface Report {
  games: number;
  seats: string[];
  wins: Record<string, number>;
  draws: number;
  drawRate: Interval;
  winRate: Record<string, Interval>;
  /**
   * How often the seat that moved first won, and its advantage:
   * that rate minus the rate every seat would have if decided games were
   * shared evenly ((games − draws) / games / seats). Null without a decision.
   */
  firstMover: { winRate: Interval; advantage: number } | null;
  /** 1 − the largest gap between two seats' win rates: 1 when they are equal. */
  balance: number;
  /** Games stopped by a limit (`isTimeoutCode`); in a match of rounds, rounds stopped by a limit (a match always ends by its rounds). */
  timeouts: { games: number; rate: Interval };
  /** The share of games (in a match: of rounds) the rules decided or drew by themselves: 1 − the timeout rate. */
  completion: number;
  length: { mean: number; median: number; p90: number; histogram: Bin[] };
  /** Legal actions per player node: the mean over all of them and the most at any. */
  branching: { mean: number; max: number };
  /** The share of player nodes with more than one legal action. */
  decisionShare: number;
  capturesPerGame: number;
  endCodes: Record<string, number>;
  /** Per bot label: games it sat in, games it won, its win rate. */
  bots: Record<string, { games: number; wins: number; winRate: Interval }>;
  rounds?: {
    rounds: number;
    draws: number;
    /** Round win rate per side. */
    sides: Record<string, Interval>;
    /** Round win rate per seat. */
    winRate: Record<string, Interval>;
    timeouts: number;
    endCodes: Record<string, number>;
  };
}

function rates(
  keys: readonly string[],
  counts: Readonly<Record<string, number>>,
  n: number,
  z: number,
): Record<string, Interval> {
  return Object.fromEntries(keys.map((k) => [k, wilson(counts[k] ?? 0, n, z)]));
}

function sortedCounts(counts: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)));
}

function timeoutsIn(endCodes: Readonly<Record<string, number>>): number {
  return Object.entries(endCodes).reduce((sum, [code, n]) => sum + (isTimeoutCode(code) ? n : 0), 0);
}

export function report(t: Tally, z = Z95, maxBins = 20): Report {
  const winRate = rates(t.seats, t.wins, t.games, z);
  const ps = t.seats.map((s) => winRate[s].p);
  // A match ends by its rounds: what a limit stopped is counted per round.
  const timeouts = timeoutsIn(t.rounds ? t.rounds.endCodes : t.endCodes);
  const units = t.rounds ? t.rounds.rounds : t.games;
  const r: Report = {
    games: t.games,
    seats: [...t.seats],
    wins: { ...t.wins },
    draws: t.draws,
    drawRate: wilson(t.draws, t.games, z),
    winRate,
    firstMover:
      t.firstMover.games === 0
        ? null
        : {
            winRate: wilson(t.firstMover.wins, t.firstMover.games, z),
            advantage: t.firstMover.wins / t.firstMover.games - (t.games - t.draws) / t.games / t.seats.length,
          },
    balance: 1 - (Math.max(...ps) - Math.min(...ps)),
    timeouts: { games: timeouts, rate: wilson(timeouts, units, z) },
    completion: units === 0 ? 0 : 1 - timeouts / units,
    length: {
      mean: meanOf(t.lengths),
      median: medianOf(t.lengths),
      p90: quantileOf(t.lengths, 0.9),
      histogram: histogramOf(t.lengths, maxBins),
    },
    branching: { mean: t.branchingSum / t.positions, max: t.branchingMax },
    decisionShare: t.decisions / t.positions,
    capturesPerGame: t.captures / t.games,
    endCodes: sortedCounts(t.endCodes),
    bots: Object.fromEntries(
      Object.entries(t.bots)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([label, c]) => [label, { ...c, winRate: wilson(c.wins, c.games, z) }]),
    ),
  };
  if (t.rounds) {
    r.rounds = {
      rounds: t.rounds.rounds,
      draws: t.rounds.draws,
      sides: rates(t.sides, t.rounds.sides, t.rounds.rounds, z),
      winRate: rates(t.seats, t.rounds.wins, t.rounds.rounds, z),
      timeouts: timeoutsIn(t.rounds.endCodes),
      endCodes: sortedCounts(t.rounds.endCodes),
    };
  }
  return r;
}
