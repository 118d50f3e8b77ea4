/**
 * Version A/B: two rulesets played by the same bots on the same seeds, game
 * for game. Win and draw rates are compared as paired proportions (McNemar:
 * only the seeds whose result changed carry information, which makes a
 * paired run far more sensitive than two independent ones); the mean length
 * by Welch's z on the two length distributions.
 */
import { meanOf, type Frequencies } from '../stats/describe';
import { twoSidedP, Z95 } from '../stats/normal';
import { pairedProportions, wilson, type Difference, type Interval } from '../stats/proportions';
import type { Tally } from './tally';

/** One side of the comparison: its tally and each game's winner (seat index, −1 draw), in game order. */
export interface Side {
  name: string;
  tally: Tally;
  winners: readonly number[];
}

export interface FigureChange {
  a: Interval;
  b: Interval;
  /** b − a, with its interval and p-value. */
  change: Difference;
  significant: boolean;
}

export interface Comparison {
  a: string;
  b: string;
  games: number;
  /** Per seat. */
  winRate: Record<string, FigureChange>;
  drawRate: FigureChange;
  length: { a: number; b: number; change: Difference; significant: boolean };
  /** The one-sentence verdict. */
  verdict: string;
}

/** Paired change of the event `hit(winner)` from A to B. */
function pairedChange(a: Side, b: Side, hit: (w: number) => boolean, alpha: number): FigureChange {
  const n = a.winners.length;
  let onlyA = 0,
    onlyB = 0,
    inA = 0,
    inB = 0;
  for (let g = 0; g < n; g++) {
    const x = hit(a.winners[g]),
      y = hit(b.winners[g]);
    if (x) inA++;
    if (y) inB++;
    if (x && !y) onlyA++;
    if (y && !x) onlyB++;
  }
  // pairedProportions gives first − second: B − A is asked as (onlyB, onlyA).
  const change = pairedProportions(onlyB, onlyA, n);
  return { a: wilson(inA, n), b: wilson(inB, n), change, significant: change.pValue < alpha };
}

function moments(f: Readonly<Frequencies>): { n: number; mean: number; variance: number } {
  let n = 0,
    sum = 0,
    sq = 0;
  for (const [v, c] of Object.entries(f)) {
    n += c;
    sum += Number(v) * c;
    sq += Number(v) * Number(v) * c;
  }
  const mean = sum / n;
  return { n, mean, variance: n > 1 ? (sq - n * mean * mean) / (n - 1) : 0 };
}

/** B's mean length − A's, Welch's z (the games are thousands: the normal approximation holds). */
function lengthChange(a: Readonly<Frequencies>, b: Readonly<Frequencies>, alpha: number): Comparison['length'] {
  const x = moments(a),
    y = moments(b);
  const diff = y.mean - x.mean;
  const se = Math.sqrt(x.variance / x.n + y.variance / y.n);
  const z = se === 0 ? 0 : diff / se;
  const pValue = twoSidedP(z);
  return {
    a: meanOf(a),
    b: meanOf(b),
    change: { diff, lo: diff - Z95 * se, hi: diff + Z95 * se, z, pValue },
    significant: pValue < alpha,
  };
}

const pct = (p: number): string => `${Math.round(100 * p)}%`;
/** The half-width of an interval, as "± n%" reads it. */
const plusMinus = (i: Interval): string => `± ${Math.max(1, Math.round(100 * Math.max(i.p - i.lo, i.hi - i.p)))}%`;

export function compareRuns(a: Side, b: Side, alpha = 0.05): Comparison {
  if (a.tally.seats.join('\n') !== b.tally.seats.join('\n'))
    throw new RangeError(
      `${a.name} and ${b.name} have different seats (${a.tally.seats.join(', ')} and ${b.tally.seats.join(', ')}); expected two versions of one game`,
    );
  if (a.winners.length !== b.winners.length)
    throw new RangeError(`${a.name} and ${b.name} played different numbers of games`);
  const seats = a.tally.seats;
  const winRate = Object.fromEntries(seats.map((seat, i) => [seat, pairedChange(a, b, (w) => w === i, alpha)]));
  const drawRate = pairedChange(a, b, (w) => w === -1, alpha);
  // The sentence names the seat whose win rate moved most (the first seat when none moved).
  const seat = seats.reduce(
    (best, s) => (Math.abs(winRate[s].change.diff) > Math.abs(winRate[best].change.diff) ? s : best),
    seats[0],
  );
  const w = winRate[seat];
  const verdict = `${a.name}: ${seat} wins ${pct(w.a.p)} ${plusMinus(w.a)}, ${b.name}: ${pct(w.b.p)} ${plusMinus(w.b)}; the difference is ${w.significant ? 'significant' : 'not significant'} (${w.change.pValue < 0.001 ? 'p < 0.001' : `p = ${w.change.pValue.toFixed(3)}`})`;
  return {
    a: a.name,
    b: b.name,
    games: a.winners.length,
    winRate,
    drawRate,
    length: lengthChange(a.tally.lengths, b.tally.lengths, alpha),
    verdict,
  };
}
