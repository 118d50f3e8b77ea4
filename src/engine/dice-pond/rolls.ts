/**
 * A roll of k blue dice is a multiset: only how many dice show each value
 * matters ("Arrange all of the dice in numerical order"). Each distinct sorted
 * roll gets a rank 0 … C(k + top − 1, k) − 1 through the combinatorial number
 * system (sorted values a1 ≤ … ≤ ak become the strictly increasing
 * b_i = a_i + i − 1, rank = Σ C(b_i, i)), so a chance action is one small
 * integer and ranking or unranking costs a few table reads, no allocation.
 */

const N = 48;
/** `BINOM[n * N + k]` = C(n, k), exact in doubles for these sizes. */
const BINOM = new Float64Array(N * N);
for (let n = 0; n < N; n++) {
  BINOM[n * N] = 1;
  for (let k = 1; k <= n; k++)
    BINOM[n * N + k] = BINOM[(n - 1) * N + k - 1] + (k <= n - 1 ? BINOM[(n - 1) * N + k] : 0);
}

function binom(n: number, k: number): number {
  return k < 0 || k > n ? 0 : BINOM[n * N + k];
}

/** Number of distinct sorted rolls of k dice with faces 1 … top. */
export function rollCount(k: number, top: number): number {
  return binom(k + top - 1, k);
}

/** Rank of the roll whose value counts are `counts[off + v]` (v = 1 … top, k dice in all). */
export function rankRoll(counts: number[], off: number, top: number): number {
  let rank = 0;
  let i = 1;
  for (let v = 1; v <= top; v++) {
    for (let n = counts[off + v]; n > 0; n--) {
      rank += BINOM[(v + i - 2) * N + i];
      i++;
    }
  }
  return rank;
}

/** Adds the k dice of roll `rank` to `counts[off + v]`. */
export function unrankRoll(rank: number, k: number, top: number, counts: number[], off: number): void {
  let b = top + k - 2;
  for (let i = k; i >= 1; i--) {
    while (BINOM[b * N + i] > rank) b--;
    rank -= BINOM[b * N + i];
    counts[off + b - i + 2]++;
    b--;
  }
}

/**
 * Writes roll `rank` of k dice at `groups[row …]` as a player's row of the
 * state's `groups` (see state.ts): the dice per value, and at `groups[row]`
 * the bit mask of the values held.
 */
export function unrankGroups(rank: number, k: number, top: number, groups: number[], row: number): void {
  for (let v = 0; v <= top; v++) groups[row + v] = 0;
  unrankRoll(rank, k, top, groups, row);
  for (let v = 1; v <= top; v++) if (groups[row + v] > 0) groups[row] |= 1 << v;
}

/** The k dice of roll `rank`, lowest first (for words and scenario forms, not the hot path). */
export function rollDice(rank: number, k: number, top: number): number[] {
  const counts = new Array<number>(top + 1).fill(0);
  unrankRoll(rank, k, top, counts, 0);
  const dice: number[] = [];
  for (let v = 1; v <= top; v++) for (let n = counts[v]; n > 0; n--) dice.push(v);
  return dice;
}

/** The chance that k fair dice with faces 1 … top show roll `rank` (sorted): k! / (n1! … ntop!) / top^k. */
export function rollProbability(rank: number, k: number, top: number): number {
  const counts = new Array<number>(top + 1).fill(0);
  unrankRoll(rank, k, top, counts, 0);
  let p = 1;
  let dealt = 0;
  // Multiply in the multinomial coefficient one die at a time, dividing by top as we go (no overflow).
  for (let v = 1; v <= top; v++) {
    for (let j = 1; j <= counts[v]; j++) p *= ++dealt / j / top;
  }
  return p;
}
