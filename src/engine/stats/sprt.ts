/**
 * Wald's sequential probability ratio test for a Bernoulli figure (a win
 * rate): H0 p = p0 against H1 p = p1. Feed results one at a time; it says
 * `continue` until the log-likelihood ratio crosses a Wald bound, then which
 * hypothesis to accept. The same test chess-engine testing frameworks stop
 * their matches with; error rates α (accepting H1 when H0 holds) and β
 * (accepting H0 when H1 holds), 0.05 each by default.
 */

export type SprtDecision = 'continue' | 'accept-h0' | 'accept-h1';

export interface SprtOptions {
  p0: number;
  p1: number;
  alpha?: number;
  beta?: number;
}

export class Sprt {
  readonly p0: number;
  readonly p1: number;
  /** Accept H0 at or below this log-likelihood ratio: ln(β / (1 − α)). */
  readonly lower: number;
  /** Accept H1 at or above this: ln((1 − β) / α). */
  readonly upper: number;
  private readonly onSuccess: number;
  private readonly onFailure: number;
  private successes = 0;
  private failures = 0;
  private ratio = 0;
  private state: SprtDecision = 'continue';

  constructor({ p0, p1, alpha = 0.05, beta = 0.05 }: SprtOptions) {
    if (!(p0 > 0 && p0 < 1 && p1 > 0 && p1 < 1) || p0 === p1)
      throw new RangeError(`Sprt: need two different p0, p1 in (0, 1), got ${p0}, ${p1}`);
    if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1))
      throw new RangeError(`Sprt: α and β must be in (0, 1), got ${alpha}, ${beta}`);
    this.p0 = p0;
    this.p1 = p1;
    this.lower = Math.log(beta / (1 - alpha));
    this.upper = Math.log((1 - beta) / alpha);
    this.onSuccess = Math.log(p1 / p0);
    this.onFailure = Math.log((1 - p1) / (1 - p0));
  }

  /** Adds one result; once decided, further results are ignored (the test has stopped). */
  add(success: boolean): SprtDecision {
    if (this.state !== 'continue') return this.state;
    if (success) this.successes++;
    else this.failures++;
    this.ratio += success ? this.onSuccess : this.onFailure;
    if (this.ratio >= this.upper) this.state = 'accept-h1';
    else if (this.ratio <= this.lower) this.state = 'accept-h0';
    return this.state;
  }

  get decision(): SprtDecision {
    return this.state;
  }

  /** The log-likelihood ratio ln(L(p1) / L(p0)) of the results so far. */
  get llr(): number {
    return this.ratio;
  }

  /** Results taken in so far. */
  get n(): number {
    return this.successes + this.failures;
  }
}
