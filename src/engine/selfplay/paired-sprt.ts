/**
 * A sequential test for A/B runs on paired seeds: did a rate move from A to B
 * by at least `margin` (H1: mean of d = margin) or not at all (H0: mean 0)?
 * Each pair gives d = (event under B) − (event under A) ∈ {−1, 0, 1}. The
 * log-likelihood ratio is the normal approximation with the variance of d
 * estimated from the pairs so far (the generalised SPRT fishtest stops
 * chess-engine matches with): LLR = (margin · Σd − n · margin² / 2) / σ̂²,
 * against Wald's bounds ln(β / (1 − α)) and ln((1 − β) / α). The Bernoulli
 * test in stats/sprt.ts does not apply: d takes three values, and its H0
 * is a difference of zero, not a known rate.
 */
import type { SprtDecision } from '../stats/sprt';

export class PairedSprt {
  readonly lower: number;
  readonly upper: number;
  private n = 0;
  private sum = 0;
  private squares = 0;
  private state: SprtDecision = 'continue';

  constructor(
    readonly margin: number,
    alpha = 0.05,
    beta = 0.05,
  ) {
    if (!(margin !== 0 && Math.abs(margin) < 1))
      throw new RangeError(`PairedSprt: the margin must be non-zero and within (−1, 1), got ${margin}`);
    this.lower = Math.log(beta / (1 - alpha));
    this.upper = Math.log((1 - beta) / alpha);
  }

  /**
   * The log-likelihood ratio so far. The variance estimate is floored at
   * |margin|·(1 − |margin|), the least variance d can have if its mean is the
   * margin: identical versions (every d = 0) then accept H0 rather than
   * dividing by zero.
   */
  get llr(): number {
    if (this.n === 0) return 0;
    const mean = this.sum / this.n;
    const estimate = this.n > 1 ? (this.squares - this.n * mean * mean) / (this.n - 1) : 0;
    const m = Math.abs(this.margin);
    const variance = Math.max(estimate, m * (1 - m));
    return (this.margin * this.sum - (this.n * this.margin * this.margin) / 2) / variance;
  }

  /** Adds one pair's d; once decided, further pairs are ignored (the test has stopped). */
  add(d: number): SprtDecision {
    if (this.state !== 'continue') return this.state;
    this.n++;
    this.sum += d;
    this.squares += d * d;
    const llr = this.llr;
    if (llr >= this.upper) this.state = 'accept-h1';
    else if (llr <= this.lower) this.state = 'accept-h0';
    return this.state;
  }

  get decision(): SprtDecision {
    return this.state;
  }

  get pairs(): number {
    return this.n;
  }
}
